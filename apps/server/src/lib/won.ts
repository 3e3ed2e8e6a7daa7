/** Korean money and point figures with thousands separators (30,000원, 1,000P), as users read them. */
const numberFormat = new Intl.NumberFormat('ko-KR');

export const formatNumber = (n: number) => numberFormat.format(n);
export const formatWon = (n: number) => `${numberFormat.format(n)}원`;
export const formatPoints = (n: number) => `${numberFormat.format(n)}P`;
