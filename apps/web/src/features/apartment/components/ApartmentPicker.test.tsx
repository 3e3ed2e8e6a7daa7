import type { Apartment, ApartmentArea } from '@ipju/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, networkError } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/test-utils';
import { ApartmentPicker } from './ApartmentPicker';

const APARTMENTS: Apartment[] = [
  {
    apartmentIdx: 1,
    name: '잠실래미안아이파크',
    district1: '서울특별시',
    district2: '송파구',
    address: '서울특별시 송파구 잠실동 1',
    households: 2678,
    moveInMonth: '2025-11',
  },
  {
    apartmentIdx: 2,
    name: '잠실르엘',
    district1: '서울특별시',
    district2: '송파구',
    address: '서울특별시 송파구 신천동 2',
    households: 1865,
    moveInMonth: '2025-12',
  },
];

const AREAS: ApartmentArea[] = [
  { areaIdx: 10, apartmentIdx: 1, pyeong: 25, exclusiveArea: 59.97, typeName: '59A' },
  { areaIdx: 11, apartmentIdx: 1, pyeong: 34, exclusiveArea: 84.95, typeName: '84A' },
];

/** A tiny server: name parts and Korean initials (ㅈㅅ -> 잠실). */
function search(q: string): Apartment[] {
  const initials: Record<string, string> = { ㅈㅅ: '잠실', ㅈㅅㄹㅁ: '잠실래미', ㅈㅅㄹㅇ: '잠실르엘' };
  const needle = initials[q] ?? q;
  return APARTMENTS.filter((a) => a.name.includes(needle));
}

describe('ApartmentPicker', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    apiMock.searchApartments.mockImplementation(async ({ q }: { q: string }) => ({ status: 'success', data: search(q) }));
    apiMock.listApartmentAreas.mockResolvedValue({ status: 'success', data: AREAS });
  });

  it('shows how to search before anything is typed', () => {
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    expect(screen.getByLabelText('단지 이름')).toBeInTheDocument();
    expect(screen.getByText('이렇게 찾아보세요')).toBeInTheDocument();
    expect(apiMock.searchApartments).not.toHaveBeenCalled();
  });

  it('searches as you type, once typing pauses (debounced)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    await user.type(screen.getByLabelText('단지 이름'), '잠실');
    expect(await screen.findByRole('button', { name: /잠실래미안아이파크/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /잠실르엘/ })).toBeInTheDocument();
    expect(screen.getByText(/2,678세대/)).toBeInTheDocument();
    // Typing '잠', '실' quickly asks once for the whole word, not per keystroke.
    expect(apiMock.searchApartments.mock.calls.map(([p]) => p.q)).toEqual(['잠실']);
  });

  it('finds complexes by Korean initials', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    await user.type(screen.getByLabelText('단지 이름'), 'ㅈㅅㄹㅁ');
    expect(await screen.findByRole('button', { name: /잠실래미안아이파크/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /잠실르엘/ })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, with what to try next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    await user.type(screen.getByLabelText('단지 이름'), '없는단지');
    expect(await screen.findByText('‘없는단지’에 맞는 단지가 없어요')).toBeInTheDocument();
    expect(screen.getByText(/초성\(예: ㅈㅅ\)으로 찾아보세요/)).toBeInTheDocument();
  });

  it('shows a Korean error with retry when the search fails', async () => {
    apiMock.searchApartments.mockRejectedValueOnce(networkError());
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    await user.type(screen.getByLabelText('단지 이름'), '잠실');
    expect(await screen.findByText('단지를 불러오지 못했어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('button', { name: /잠실래미안아이파크/ })).toBeInTheDocument();
  });

  it('picks a complex, then a 평형 shown as "34평 (전용 84.95㎡)", and completes with both', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={onComplete} />);
    await user.type(screen.getByLabelText('단지 이름'), 'ㅈㅅ');
    await user.click(await screen.findByRole('button', { name: /잠실래미안아이파크/ }));

    expect(await screen.findByRole('button', { name: /^34평 \(전용 84\.95㎡\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^25평 \(전용 59\.97㎡\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '평형을 골라 주세요' })).toBeDisabled();
    expect(apiMock.listApartmentAreas).toHaveBeenCalledWith({ apartmentIdx: 1 });

    await user.click(screen.getByRole('button', { name: /^34평 \(전용 84\.95㎡\)/ }));
    expect(screen.getByRole('button', { name: /^34평 \(전용 84\.95㎡\)/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '이 평형으로 볼게요' }));

    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({
        apartmentIdx: 1,
        name: '잠실래미안아이파크',
        areaIdx: 11,
        pyeong: 34,
        exclusiveArea: 84.95,
      }),
    );
  });

  it('goes back to the search from the 평형 step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApartmentPicker onComplete={() => {}} />);
    await user.type(screen.getByLabelText('단지 이름'), '르엘');
    await user.click(await screen.findByRole('button', { name: /잠실르엘/ }));
    await user.click(screen.getByRole('button', { name: /다른 단지 찾기/ }));
    expect(screen.getByLabelText('단지 이름')).toBeInTheDocument();
  });
});
