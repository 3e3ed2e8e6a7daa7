// Kept free of zod: server messages and notices, the payment sandbox's pages and the web show money alike.
/** Korean money, point and count figures with thousands separators, as users read them. */

const numberFormat = new Intl.NumberFormat('ko-KR');

/** 123000 -> '123,000'. Money is integer won; a fraction is rounded rather than shown. */
export function formatNumber(value: number): string {
  return numberFormat.format(Math.round(value));
}

/** 123000 -> '123,000원' */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

/** 1000 -> '1,000P' */
export function formatPoints(value: number): string {
  return `${formatNumber(value)}P`;
}
