/** The console's order pages. */
export const PARTNER_ORDERS = '/partner/orders';
export const partnerOrderPath = (lineIdx: number) => `/partner/orders/${lineIdx}`;
