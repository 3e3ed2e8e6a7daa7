import type { ItemCard } from '@ipju/contract';

/**
 * Paths of the things several features link to (a service, an order, a receipt). They live below the features
 * so that a link never imports the feature that shows the page (reviews, points and the payment result link
 * to orders; reviews and cards link to items). A feature's other paths stay in its own paths.ts.
 */

/** A service on its category page: '/business/cleaning?item=101'. */
export function itemPath(item: Pick<ItemCard, 'categoryCode' | 'itemIdx'>): string {
  return `/business/${item.categoryCode}?item=${item.itemIdx}`;
}

export const ORDERS_PATH = '/my-page/orders';
/** 방문 견적: the resident's quote visits, or the booking form for one 방문 견적 item (its category and id). */
export const RESERVE_PATH = '/reserve';
export const reservePath = (item?: Pick<ItemCard, 'categoryCode' | 'itemIdx'>) =>
  item ? `${RESERVE_PATH}?type=${encodeURIComponent(item.categoryCode)}&item=${item.itemIdx}` : RESERVE_PATH;
export const RECEIPTS_PATH = '/my-page/receipts';

export const orderPath = (merchantUid: string) => `${ORDERS_PATH}/${encodeURIComponent(merchantUid)}`;
export const receiptPath = (id: number) => `${RECEIPTS_PATH}/${id}`;
/** 반반 결제's balance payment page (the AlimTalk link the server sends points here too). */
export const balancePath = (merchantUid: string) => `/payment/balance/${encodeURIComponent(merchantUid)}`;
