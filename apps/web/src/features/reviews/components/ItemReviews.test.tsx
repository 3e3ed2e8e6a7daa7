import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { renderInShell } from '../../../test/test-utils';
import { setChosenApartment } from '../../apartment';
import { makeReview, makeSummary, page } from '../test/fixtures';
import { ItemReviews } from './ItemReviews';

// The first render loads the lazy page and its modules: give it time when the suite shares 2 cores.
configure({ asyncUtilTimeout: 5000 });

/** IntersectionObserver that the test drives: `reveal()` says the sentinel came near the screen. */
class TestObserver {
  static instances: TestObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.instances.push(this);
  }
  target: Element | null = null;
  observe(el: Element) {
    this.target = el;
  }
  unobserve() {}
  disconnect() {
    this.target = null;
  }
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const o of TestObserver.instances.filter((i) => i.target)) {
      o.callback([{ isIntersecting: true, target: o.target! } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

const reviewsRoute = () => [{ path: '/business/cleaning', element: <ItemReviews itemIdx={101} /> }];
const render = () => renderInShell(reviewsRoute(), { path: '/business/cleaning' });
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeReview({ reviewIdx: from + i, content: `후기 번호 ${from + i}: 시공이 깔끔했어요.` }));

beforeEach(() => {
  TestObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  apiMock.getItemReviewSummary.mockResolvedValue(ok(makeSummary()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service page reviews', () => {
  it('shows the average to one decimal, the count, the 5-1 distribution and the photo strip', async () => {
    apiMock.listItemReviews.mockResolvedValue(ok(page([makeReview()])));
    render();

    expect(await screen.findByTestId('review-average')).toHaveTextContent('4.6');
    expect(screen.getByText('후기 128개')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5점 만점에 4.6점' })).toBeInTheDocument();
    expect(within(screen.getByTestId('review-bar-5')).getByText('5점')).toBeInTheDocument();
    expect(screen.getByTestId('review-bar-5')).toHaveTextContent('95개 (74%)');
    expect(screen.getByTestId('review-bar-1')).toHaveTextContent('2개 (2%)');
    expect(screen.getByText('사진 후기 41개')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /후기 사진 \d 크게 보기/ })).toHaveLength(2);

    // A card: stars, verified badge with complex and 평형 band, relative date, options, text.
    const card = await screen.findByRole('article', { name: '별점 5점 후기' });
    expect(within(card).getByText('실구매 인증')).toBeInTheDocument();
    expect(within(card).getByText('잠실래미안아이파크 · 30평대')).toBeInTheDocument();
    expect(within(card).getByText('3일 전')).toBeInTheDocument();
    expect(within(card).getByText('25~34평 · 곰팡이 제거')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /도움이 돼요/ })).toHaveTextContent('3');
  });

  it('opens the full-screen viewer on the tapped photo', async () => {
    apiMock.listItemReviews.mockResolvedValue(ok(page([makeReview()])));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: '후기 사진 2 크게 보기' }));
    const viewer = await screen.findByRole('dialog', { name: '후기 사진 크게 보기' });
    expect(within(viewer).getByTestId('viewer-counter')).toHaveTextContent('2 / 2');
  });

  it('asks the server again when a filter or the sort changes', async () => {
    setChosenApartment({ apartmentIdx: 1, name: '잠실래미안아이파크', areaIdx: null, pyeong: 34, exclusiveArea: null });
    onTestFinished(() => setChosenApartment(null));
    apiMock.listItemReviews.mockResolvedValue(ok(page([makeReview()])));
    const user = userEvent.setup();
    render();
    await screen.findByRole('article', { name: '별점 5점 후기' });
    expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({ id: 101, sortType: 'latest', limit: 10 });

    await user.click(screen.getByRole('button', { name: '사진 후기만' }));
    await waitFor(() =>
      expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({ id: 101, sortType: 'latest', limit: 10, onlyImageReview: 'true' }),
    );
    expect(screen.getByRole('button', { name: '사진 후기만' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: '후기 정렬' }), '별점 낮은순');
    await waitFor(() =>
      expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({ id: 101, sortType: 'lowest', limit: 10, onlyImageReview: 'true' }),
    );

    await user.click(screen.getByRole('button', { name: '우리 단지 후기' }));
    await waitFor(() =>
      expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({
        id: 101,
        sortType: 'lowest',
        limit: 10,
        onlyImageReview: 'true',
        apartmentIdx: 1,
      }),
    );
  });

  it('hides 우리 단지 후기 without a chosen complex, and offers every review when a filter finds none', async () => {
    apiMock.listItemReviews.mockImplementation(async (params: { onlyImageReview?: string }) =>
      ok(page(params.onlyImageReview ? [] : [makeReview()])),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: '우리 단지 후기' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '사진 후기만' }));
    expect(await screen.findByText('사진이 있는 후기가 아직 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '모든 후기 보기' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 후기만' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads the next page with the cursor when the sentinel nears the screen, until the last', async () => {
    apiMock.listItemReviews.mockImplementation(async ({ after }: { after?: string }) =>
      ok(after === 'c1' ? page(ids(11, 10), 'c2') : after === 'c2' ? page(ids(21, 3), null) : page(ids(1, 10), 'c1')),
    );
    render();
    const list = await screen.findByTestId('review-list');
    expect(list).toHaveAttribute('data-loaded', '10');

    act(() => TestObserver.reveal());
    await waitFor(() => expect(list).toHaveAttribute('data-loaded', '20'));
    expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({ id: 101, sortType: 'latest', limit: 10, after: 'c1' });

    act(() => TestObserver.reveal());
    await waitFor(() => expect(list).toHaveAttribute('data-loaded', '23'));
    expect(apiMock.listItemReviews).toHaveBeenLastCalledWith({ id: 101, sortType: 'latest', limit: 10, after: 'c2' });
    expect(await screen.findByText('후기를 모두 봤어요')).toBeInTheDocument();

    // The last page has no cursor: nothing more is asked for.
    act(() => TestObserver.reveal());
    expect(apiMock.listItemReviews).toHaveBeenCalledTimes(3);
  });

  it('keeps only the cards near the screen in the page while hundreds are loaded', async () => {
    // jsdom has no layout: give every card a height, as a browser would measure it.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index !== undefined ? 240 : 0;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
    });
    apiMock.listItemReviews.mockImplementation(async ({ after }: { after?: string }) => {
      const start = after ? Number(after) : 1;
      return ok(page(ids(start, 100), start + 100 <= 300 ? String(start + 100) : null));
    });
    render();
    const list = await screen.findByTestId('review-list');
    act(() => TestObserver.reveal());
    await waitFor(() => expect(list).toHaveAttribute('data-loaded', '200'));
    act(() => TestObserver.reveal());
    await waitFor(() => expect(list).toHaveAttribute('data-loaded', '300'));

    const drawn = screen.getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(12);
    // The list keeps the height of all 300 cards (measured or estimated), so the scrollbar tells the truth.
    expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan(300 * 150);
  });

  it('waits for the first review with a way forward when there is none', async () => {
    apiMock.getItemReviewSummary.mockResolvedValue(
      ok(makeSummary({ ratingAvg: 0, reviewCount: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, photoReviewCount: 0, recentPhotos: [] })),
    );
    render();
    expect(await screen.findByText('첫 후기를 기다리고 있어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '쓸 수 있는 후기 보기' })).toBeInTheDocument();
    expect(apiMock.listItemReviews).not.toHaveBeenCalled();
  });
});
