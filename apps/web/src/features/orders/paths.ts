/** Paths of the orders feature (notifications and the payment result page link here). */
export const ORDERS_PATH = '/my-page/orders';
export const RECEIPTS_PATH = '/my-page/receipts';

export const orderPath = (merchantUid: string) => `${ORDERS_PATH}/${encodeURIComponent(merchantUid)}`;
export const receiptPath = (id: number) => `${RECEIPTS_PATH}/${id}`;
