import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/test-utils';
import { OPTION_GROUPS, estimateFor } from '../test/fixtures';
import { ItemOptionsPanel } from './ItemOptionsPanel';

describe('ItemOptionsPanel (options and the server estimate)', () => {
  beforeEach(() => {
    apiMock.listItemOptionGroups.mockResolvedValue({ status: 'success', data: OPTION_GROUPS });
    apiMock.estimateItemPrice.mockImplementation(async ({ body }) => ({
      status: 'success',
      data: estimateFor(body.optionIdxs ?? []),
    }));
  });

  it('preselects the 평형 tier of the chosen 평형 and shows the estimate with the discount', async () => {
    renderWithProviders(<ItemOptionsPanel itemIdx={101} pyeong={34} apartmentIdx={5} />);

    expect(await screen.findByRole('radio', { name: /31~40평/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /30평 이하/ })).not.toBeChecked();

    const box = screen.getByRole('region', { name: /예상 금액/ });
    // 450,000 - 15% = 382,500
    expect(await within(box).findByText('382,500원')).toBeInTheDocument();
    expect(within(box).getByText('450,000원', { selector: 'del *' })).toBeInTheDocument();
    expect(within(box).getByText('-67,500원')).toBeInTheDocument();
    expect(apiMock.estimateItemPrice).toHaveBeenCalledWith({
      id: 101,
      body: { optionIdxs: [12], pyeong: 34, apartmentIdx: 5 },
    });
  });

  it('asks the server again when an add-on is chosen and updates the total', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemOptionsPanel itemIdx={101} pyeong={34} apartmentIdx={5} />);
    const box = await screen.findByRole('region', { name: /예상 금액/ });
    await within(box).findByText('382,500원');

    await user.click(screen.getByRole('checkbox', { name: /베란다 곰팡이 제거/ }));

    // 500,000 - 15% = 425,000
    expect(await within(box).findByText('425,000원')).toBeInTheDocument();
    expect(apiMock.estimateItemPrice).toHaveBeenLastCalledWith({
      id: 101,
      body: { optionIdxs: [12, 21], pyeong: 34, apartmentIdx: 5 },
    });
  });

  it('asks for the required 평형 tier when no 평형 is chosen, then estimates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemOptionsPanel itemIdx={101} />);
    expect(await screen.findByText('평형을 고르면 금액을 알려 드려요.')).toBeInTheDocument();
    expect(apiMock.estimateItemPrice).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /41평 이상/ }));
    const box = screen.getByRole('region', { name: /예상 금액/ });
    // 550,000 - 15% = 467,500
    expect(await within(box).findByText('467,500원')).toBeInTheDocument();
  });

  it('shows a Korean error with retry when the estimate fails', async () => {
    apiMock.estimateItemPrice.mockRejectedValueOnce(apiError(500, 'Internal Server Error'));
    const user = userEvent.setup();
    renderWithProviders(<ItemOptionsPanel itemIdx={101} pyeong={34} />);
    expect(await screen.findByText('금액을 계산하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 계산하기' }));
    await waitFor(() => expect(screen.getByText('382,500원')).toBeInTheDocument());
  });
});
