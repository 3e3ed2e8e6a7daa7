import type { UserProfile } from '@ipju/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { makeHome, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const COMPLEX = { apartmentIdx: 1, name: '잠실래미안아이파크', district1: '서울특별시', district2: '송파구', address: '서울특별시 송파구 잠실동 1', households: 2678, moveInMonth: '2025-11' };
const AREA = { areaIdx: 7, apartmentIdx: 1, pyeong: 34, exclusiveArea: 84.95, typeName: '84A' };

beforeEach(() => {
  window.localStorage.clear();
  apiMock.searchApartments.mockResolvedValue(ok([COMPLEX]));
  apiMock.listApartmentAreas.mockResolvedValue(ok([AREA]));
  apiMock.updateResidentApartment.mockResolvedValue(ok({ apart: null }));
  apiMock.getMe.mockResolvedValue(ok({ ...signedIn.user, apartmentIdx: 1, areaIdx: 7, complexName: COMPLEX.name, pyeong: 34 } as UserProfile));
  apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [makeHome({ dong: null, ho: null, moveInDate: null })] }));
  apiMock.getResidentApartment.mockResolvedValue(ok({ apart: null }));
});

const render = () =>
  renderInShell([{ path: '/my-page', element: page('내 정보 화면') }, ...routes], { path: '/apartment-register?redirect=/my-page', auth: signedIn });

async function chooseComplex(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('단지 이름', {}, { timeout: 5000 }), '잠실');
  await user.click(await screen.findByRole('button', { name: /잠실래미안아이파크/ }));
  await user.click(await screen.findByRole('button', { name: /^34평/ }));
  await user.click(screen.getByRole('button', { name: '이 단지로 등록할게요' }));
  expect(await screen.findByRole('heading', { name: /몇 동 몇 호에/ })).toBeInTheDocument();
}

describe('/apartment-register: the complex, then 동·호 and the move-in date', () => {
  it('saves 동·호 and the date on the current home, showing the server message under its field first', async () => {
    const user = userEvent.setup();
    apiMock.updateResidentHome.mockRejectedValueOnce(apiError(400, '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.', { details: [{ field: 'ho', message: '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.' }] }));
    apiMock.updateResidentHome.mockResolvedValueOnce(ok(makeHome()));
    render();
    await chooseComplex(user);
    await user.type(screen.getByRole('textbox', { name: /^동/ }), '101');
    await user.type(screen.getByRole('textbox', { name: /^호수/ }), '12층');
    await user.click(screen.getByRole('button', { name: '저장할게요' }));
    expect(await screen.findByText('호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^호수/ }));
    await user.type(screen.getByRole('textbox', { name: /^호수/ }), '1203');
    await user.type(screen.getByLabelText('입주 예정일 (선택)'), '2027-03-15');
    await user.click(screen.getByRole('button', { name: '저장할게요' }));
    expect(await screen.findByText('내 정보 화면')).toBeInTheDocument();
    expect(apiMock.updateResidentHome).toHaveBeenLastCalledWith({ homeIdx: 31, body: { dong: '101', ho: '1203', moveInDate: '2027-03-15' } });
  });

  it('has a way back to where the resident came from, before choosing anything', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('내 정보 화면')).toBeInTheDocument();
  });

  it('lets the resident skip it for now', async () => {
    const user = userEvent.setup();
    render();
    await chooseComplex(user);
    await user.click(screen.getByRole('button', { name: '나중에 입력할게요' }));
    expect(await screen.findByText('내 정보 화면')).toBeInTheDocument();
    await waitFor(() => expect(apiMock.updateResidentApartment).toHaveBeenCalledWith({ body: { apartmentIdx: 1, areaIdx: 7 } }));
    expect(apiMock.updateResidentHome).not.toHaveBeenCalled();
  });
});
