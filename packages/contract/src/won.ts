// Kept free of zod: server messages and notices, the payment sandbox's pages and the web show money alike.
/** Korean money, point and count figures with thousands separators, as users read them. */

/**
 * Every third digit from the right, as ko-KR groups integers (won.test.ts checks the two agree). Not
 * Intl.NumberFormat: building one loads the locale's data, ~13 ms on this machine's browser and four times
 * that on a mid-range phone, in the task that starts the app on every page (docs/PERFORMANCE.md).
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 123000 -> '123,000'. Money is integer won; a fraction is rounded rather than shown. */
export function formatNumber(value: number): string {
  // `+ 0` turns a rounded -0.4 (-0) into 0: nobody is shown "-0원".
  return String(Math.round(value) + 0).replace(THOUSANDS, ',');
}

/** 123000 -> '123,000원' */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

/** 1000 -> '1,000P' */
export function formatPoints(value: number): string {
  return `${formatNumber(value)}P`;
}

/**
 * Large amounts as Korean units, as people say a flat's price: 750000000 -> '7억 5,000만원', 600000000 ->
 * '6억원', 35000 -> '3만 5,000원'. For prices beside their formatWon figure (the move-in calculator).
 */
export function formatWonInUnits(value: number): string {
  const won = Math.round(Math.abs(value));
  const eok = Math.floor(won / 100_000_000);
  const man = Math.floor((won % 100_000_000) / 10_000);
  const rest = won % 10_000;
  const parts = [eok ? `${formatNumber(eok)}억` : '', man ? `${formatNumber(man)}만` : '', rest ? formatNumber(rest) : ''].filter(Boolean);
  return `${value < 0 && won > 0 ? '-' : ''}${parts.join(' ') || '0'}원`;
}
