import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { makeHome } from '../../../test/commerce-fixtures';
import { renderWithProviders } from '../../../test/test-utils';
import { getChosenApartment } from '../chosen-apartment';
import { HomesSection } from './HomesSection';

const current = makeHome();
const other = makeHome({ homeIdx: 32, apartmentIdx: 2, complexName: '헬리오시티', dong: null, ho: null, moveInDate: null, isCurrent: false, pyeong: 25 });

beforeEach(() => {
  window.localStorage.clear();
  apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [current, other] }));
});

const cards = async () => screen.findAllByTestId('home-card');

describe('my page: 우리 집', () => {
  it('lists the homes with the current one marked and what is still missing', async () => {
    renderWithProviders(<HomesSection />);
    const [first, second] = await cards();
    expect(first).toHaveTextContent('잠실래미안아이파크지금 집');
    expect(first).toHaveTextContent('34평 · 101동 1203호 · 입주 2027.01.20');
    expect(second).toHaveTextContent('헬리오시티');
    expect(second).toHaveTextContent('25평 · 동·호수 미입력');
    expect(within(first!).queryByRole('button', { name: '지금 집으로' })).not.toBeInTheDocument();
  });

  it('chooses another home as the current one, and prices follow it on this device', async () => {
    const user = userEvent.setup();
    apiMock.updateResidentHome.mockResolvedValue(ok({ ...other, isCurrent: true }));
    renderWithProviders(<HomesSection />);
    const [, second] = await cards();
    await user.click(within(second!).getByRole('button', { name: '지금 집으로' }));
    await waitFor(() => expect(apiMock.updateResidentHome).toHaveBeenCalledWith({ homeIdx: 32, body: { isCurrent: true } }));
    await waitFor(() => expect(getChosenApartment()).toMatchObject({ apartmentIdx: 2, name: '헬리오시티', pyeong: 25 }));
  });

  it('edits 동·호 and the move-in date, and shows the server message under the field', async () => {
    const user = userEvent.setup();
    apiMock.updateResidentHome.mockResolvedValue(ok({ ...other, dong: '7', ho: '702' }));
    renderWithProviders(<HomesSection />);
    const [, second] = await cards();
    await user.click(within(second!).getByRole('button', { name: /고치기/ }));
    await user.type(within(second!).getByRole('textbox', { name: /^동/ }), '7');
    await user.type(within(second!).getByRole('textbox', { name: /호수/ }), '702');
    await user.click(within(second!).getByRole('button', { name: '저장할게요' }));
    await waitFor(() => expect(apiMock.updateResidentHome).toHaveBeenCalledWith({ homeIdx: 32, body: { dong: '7', ho: '702', moveInDate: null } }));
  });

  it('deletes a home after asking', async () => {
    const user = userEvent.setup();
    apiMock.deleteResidentHome.mockResolvedValue(ok({ homes: [current] }));
    renderWithProviders(<HomesSection />);
    const [, second] = await cards();
    await user.click(within(second!).getByRole('button', { name: /지우기/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '이 집을 지울까요?' });
    await user.click(within(dialog).getByRole('button', { name: '지우기' }));
    await waitFor(() => expect(apiMock.deleteResidentHome).toHaveBeenCalledWith({ homeIdx: 32 }));
  });
});
