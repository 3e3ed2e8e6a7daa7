/** 12000 -> '12,000원': how server messages and notices write money (thousands separators). */
export const formatWon = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** 12000 -> '12,000P'. */
export const formatPoints = (points: number) => `${points.toLocaleString('ko-KR')}P`;
