import type { Category, ItemCard } from '@ipju/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { renderInShell } from '../../../test/test-utils';
import HomePage from './HomePage';

function category(code: string, name: string, chapter: Category['chapter']): Category {
  return {
    code,
    name,
    label: name,
    headline: `${name} 한 번에`,
    description: `${name} 설명`,
    chapter,
    imageUrl: `/files/seed/categories/${code}.webp`,
    visitTimeSet: 'morningAfternoon',
    visitTimes: [],
    hasItemGuide: false,
    itemCount: 1,
    companyCount: 1,
  };
}

const CATEGORIES = {
  categories: [category('cleaning', '입주청소', 'clean'), category('moving', '이사', null)],
  chapters: [{ code: 'clean' as const, name: '청소', categoryCodes: ['cleaning'] }],
};

const CLEANING_ITEM: ItemCard = {
  itemIdx: 7,
  name: '입주청소 스탠다드',
  summary: '새집 먼지까지',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  thumbnailUrl: '/files/seed/items/cleaning.webp',
  partner: { partnerIdx: 3, companyName: '깨끗한집 입주청소', ratingAvg: 4.7, reviewCount: 13 },
  ratingAvg: 4.7,
  reviewCount: 13,
  salesCount: 20,
  visitTimes: [],
  quoteOnVisit: false,
  price: { regularPrice: 288000, price: 288000, discountRate: 0, priceType: 'regular', basis: 'pyeong' },
};

/** A stand-in IntersectionObserver that the test moves into view (jsdom has no layout). */
const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
class ViewportObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function scrollEverythingIntoView() {
  for (const { callback, target } of observed.splice(0)) {
    callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const realObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = realObserver;
  observed.length = 0;
});

function renderHome() {
  window.IntersectionObserver = ViewportObserver as unknown as typeof IntersectionObserver;
  mockApi({
    listCategories: async () => ok(CATEGORIES),
    listEvents: async () => ok({ events: [] }),
    listItems: async () => ok({ items: [CLEANING_ITEM], apartment: null, pyeong: null }),
  });
  return renderInShell([{ index: true, Component: HomePage }]);
}

describe('HomePage', () => {
  it("shows a first visit's tiles and sections without asking for every price; the search asks when used", async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: '입주청소' })).toHaveAttribute('href', '/business/cleaning');
    expect(screen.getByRole('heading', { name: '청소 서비스' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '더 많은 서비스' })).toBeInTheDocument();
    expect(apiMock.listItems).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('searchbox', { name: '서비스 찾기' }), '스탠');
    expect(await screen.findByRole('link', { name: /입주청소 스탠다드/ })).toHaveAttribute('href', '/business/cleaning?item=7');
    expect(apiMock.listItems).toHaveBeenCalledTimes(1);
  });

  it('draws each service with its first item as it comes near the screen', async () => {
    renderHome();
    await screen.findByRole('heading', { name: '청소 서비스' });
    expect(screen.queryByText('입주청소 스탠다드')).not.toBeInTheDocument();

    act(() => scrollEverythingIntoView());
    expect(await screen.findByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '입주청소' })).toBeInTheDocument();
    await waitFor(() => expect(apiMock.listItems).toHaveBeenCalledTimes(1));
  });
});
