import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshOldRenderedData } from './refresh-rendered-data';

/** A page's rendered answers: the price list rendered at `renderedAt`, and the events rendered at `eventsAt`. */
function renderedPage(renderedAt: number, eventsAt: number) {
  const server = new QueryClient();
  server.setQueryData(['items'], [{ name: '입주청소', price: 300_000 }], { updatedAt: renderedAt });
  server.setQueryData(['events'], ['오픈 이벤트'], { updatedAt: eventsAt });
  return dehydrate(server);
}

describe('refreshOldRenderedData', () => {
  it('fetches again the answers on screen that were rendered long ago, and leaves recent ones alone', async () => {
    const now = Date.now();
    const rendered = renderedPage(now - 120_000, now - 2_000);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60 * 60_000 } } });
    hydrate(browser, rendered);
    const fetchItems = vi.fn(async () => [{ name: '입주청소', price: 280_000 }]);
    const fetchEvents = vi.fn(async () => ['새 이벤트']);
    const items = new QueryObserver(browser, { queryKey: ['items'], queryFn: fetchItems, staleTime: 60 * 60_000 });
    const events = new QueryObserver(browser, { queryKey: ['events'], queryFn: fetchEvents, staleTime: 60 * 60_000 });
    const stop = [items.subscribe(() => {}), events.subscribe(() => {})];

    refreshOldRenderedData(browser, rendered, now);

    await vi.waitFor(() => expect(browser.getQueryData(['items'])).toEqual([{ name: '입주청소', price: 280_000 }]));
    expect(fetchEvents).not.toHaveBeenCalled();
    expect(browser.getQueryData(['events'])).toEqual(['오픈 이벤트']);
    for (const unsubscribe of stop) unsubscribe();
  });
});
