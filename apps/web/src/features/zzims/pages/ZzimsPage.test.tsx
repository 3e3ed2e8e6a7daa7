import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { makeCard, makeList, makeZzim } from '../test/fixtures';
import ZzimsPage from './ZzimsPage';

const routes = [
  { path: '/my-page/zzims', element: <ZzimsPage /> },
  { path: '/', element: page('홈') },
];

beforeEach(() => {
  window.localStorage.clear();
});

describe('ZzimsPage', () => {
  it('lists my hearts as item cards, marks a service no longer sold and lets it go', async () => {
    const cleaning = makeCard();
    const ended = makeZzim(null, { itemIdx: 555, zzimIdx: 8 });
    let list = makeList([makeZzim(cleaning), ended]);
    apiMock.listZzims.mockImplementation(async () => ok(list));
    apiMock.deleteZzim.mockImplementation(async () => {
      list = makeList([makeZzim(cleaning)]);
      return ok({ zzimIdx: 8, itemIdx: 555, createdAt: ended.createdAt });
    });
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/zzims', auth: SIGNED_IN });

    const items = await screen.findByRole('list', { name: '찜한 서비스' });
    expect(within(items).getByRole('link', { name: /프리미엄 입주청소/ })).toHaveAttribute('href', '/business/cleaning?item=101');
    expect(within(items).getByText('판매가 끝난 서비스예요 · 반짝줄눈')).toBeInTheDocument();
    expect(screen.getByText('2').parentElement).toHaveTextContent(/^찜한 서비스 2개$/);
    expect(screen.queryByText(/200/)).not.toBeInTheDocument();
    expect(screen.getByText('단지를 고르면 우리 단지 특가로 보여 드려요')).toBeInTheDocument();

    await user.click(within(items).getByRole('button', { name: '판매 끝난 줄눈 시공 찜 삭제' }));
    await waitFor(() => expect(apiMock.deleteZzim).toHaveBeenCalledWith({ id: 8 }));
    await waitFor(() => expect(screen.queryByText(/판매가 끝난 서비스예요/)).not.toBeInTheDocument());
    expect(await screen.findByText('찜을 해제했어요')).toBeInTheDocument();
  });

  it('says the limit only when it is near, and what to do once it is reached', async () => {
    const list = makeList([makeZzim(makeCard())]);
    apiMock.listZzims.mockResolvedValue(ok({ ...list, count: 200 }));
    renderInShell(routes, { path: '/my-page/zzims', auth: SIGNED_IN });
    expect(await screen.findByText('찜은 200개까지 할 수 있어요. 새로 찜하려면 하나를 해제해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('200').parentElement).toHaveTextContent(/^찜한 서비스 200개$/);
  });

  it('prices the cards for the chosen complex and 평형', async () => {
    window.localStorage.setItem(
      'ipju.chosenApartment',
      JSON.stringify({ apartmentIdx: 3, name: '잠실래미안아이파크', areaIdx: 1, pyeong: 34, exclusiveArea: 84.95 }),
    );
    apiMock.listZzims.mockResolvedValue(ok(makeList([makeZzim(makeCard())])));
    renderInShell(routes, { path: '/my-page/zzims', auth: SIGNED_IN });
    await waitFor(() => expect(apiMock.listZzims).toHaveBeenCalledWith({ apartmentIdx: 3, pyeong: 34 }));
    expect(await screen.findByText(/잠실래미안아이파크 · 34평/)).toBeInTheDocument();
  });

  it('says what would be here when nothing is hearted, and leads home', async () => {
    apiMock.listZzims.mockResolvedValue(ok(makeList([])));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/zzims', auth: SIGNED_IN });
    expect(await screen.findByText('찜한 서비스가 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '서비스 둘러보기' }));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
  });
});
