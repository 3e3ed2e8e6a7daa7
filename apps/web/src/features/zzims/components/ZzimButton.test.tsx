import type { ApiResponse } from '@ipju/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { makeCard, makeList, makeZzim } from '../test/fixtures';
import { ZzimButton } from './ZzimButton';

const CLEANING = makeCard();
const GROUT = makeCard({ itemIdx: 102, name: '욕실 줄눈 시공', categoryCode: 'tljoint' });

const routes = [
  {
    path: '/business/cleaning',
    element: (
      <>
        <ZzimButton itemIdx={CLEANING.itemIdx} itemName={CLEANING.name} />
        <ZzimButton itemIdx={GROUT.itemIdx} itemName={GROUT.name} />
      </>
    ),
  },
  {
    path: '/cards',
    element: <ItemCard item={GROUT} heart={<ZzimButton itemIdx={GROUT.itemIdx} itemName={GROUT.name} />} />,
  },
  { path: '/business/tljoint', element: page('줄눈 서비스') },
  { path: '/login', element: page('로그인') },
  { path: '/my-page/zzims', element: page('찜한 서비스') },
];

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const heart = (name: string) => screen.getByRole('button', { name: `${name} 찜하기` });

describe('ZzimButton', () => {
  it('asks a signed-out visitor to sign in and come back, saving nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderInShell(routes, { path: '/business/cleaning?item=101' });
    await user.click(heart(CLEANING.name));
    expect(await screen.findByText('로그인하고 찜해 보세요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent('/business/cleaning?item=101'));
    expect(apiMock.listZzims).not.toHaveBeenCalled();
    expect(apiMock.createZzim).not.toHaveBeenCalled();
  });

  it('shows every heart from one query, fills a heart at once and keeps it when the server saves it', async () => {
    apiMock.listZzims.mockResolvedValue(ok(makeList([makeZzim(CLEANING)])));
    const saving = deferred<ApiResponse<'createZzim'>>();
    apiMock.createZzim.mockReturnValue(saving.promise);
    const user = userEvent.setup();
    renderInShell(routes, { path: '/business/cleaning', auth: SIGNED_IN });

    await waitFor(() => expect(heart(CLEANING.name)).toHaveAttribute('aria-pressed', 'true'));
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'false');
    expect(apiMock.listZzims).toHaveBeenCalledTimes(1);

    await user.click(heart(GROUT.name));
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'true');
    expect(apiMock.createZzim).toHaveBeenCalledWith({ body: { itemIdx: GROUT.itemIdx } });
    saving.resolve(ok({ zzimIdx: 77, itemIdx: GROUT.itemIdx, createdAt: '2026-11-23T00:00:00.000Z', created: true }));
    expect(await screen.findByText('찜했어요')).toBeInTheDocument();
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'true');

    // The saved heart's number is what a second tap removes.
    apiMock.deleteZzim.mockResolvedValue(ok({ zzimIdx: 77, itemIdx: GROUT.itemIdx, createdAt: '2026-11-23T00:00:00.000Z' }));
    await user.click(heart(GROUT.name));
    await waitFor(() => expect(apiMock.deleteZzim).toHaveBeenCalledWith({ id: 77 }));
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('찜을 해제했어요')).toBeInTheDocument();
  });

  it("puts the heart back and shows the server's message when saving fails", async () => {
    apiMock.listZzims.mockResolvedValue(ok(makeList([makeZzim(CLEANING)])));
    apiMock.createZzim.mockRejectedValue(apiError(400, '찜은 200개까지 할 수 있어요. 찜한 서비스에서 몇 개를 정리한 뒤 다시 눌러 주세요.'));
    apiMock.deleteZzim.mockRejectedValue(apiError(500, '서버에 문제가 생겼어요.'));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/business/cleaning', auth: SIGNED_IN });
    await waitFor(() => expect(heart(CLEANING.name)).toHaveAttribute('aria-pressed', 'true'));

    await user.click(heart(GROUT.name));
    expect(await screen.findByText(/찜은 200개까지 할 수 있어요/)).toBeInTheDocument();
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart(CLEANING.name));
    expect(await screen.findByText('서버에 문제가 생겼어요.')).toBeInTheDocument();
    expect(heart(CLEANING.name)).toHaveAttribute('aria-pressed', 'true');
  });

  it('on an item card, hearts without opening the card', async () => {
    apiMock.listZzims.mockResolvedValue(ok(makeList([])));
    apiMock.createZzim.mockResolvedValue(ok({ zzimIdx: 9, itemIdx: GROUT.itemIdx, createdAt: '2026-11-23T00:00:00.000Z', created: true }));
    const user = userEvent.setup();
    const { router } = renderInShell(routes, { path: '/cards', auth: SIGNED_IN });
    expect(screen.getByRole('link', { name: /욕실 줄눈 시공/ })).toHaveAttribute('href', '/business/tljoint?item=102');
    await waitFor(() => expect(apiMock.listZzims).toHaveBeenCalled());
    await user.click(heart(GROUT.name));
    expect(await screen.findByText('찜했어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cards');
    expect(heart(GROUT.name)).toHaveAttribute('aria-pressed', 'true');
  });
});
