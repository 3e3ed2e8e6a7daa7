/**
 * Splits `total` won over parts in proportion to `weights`, each part rounded down and the remainder
 * given to the part with the largest weight (the first of equals), so the parts add up to `total`
 * exactly. Used to spread a coupon discount or points over order lines. With `caps`, no part exceeds
 * its cap (the remainder goes to the largest part that has room).
 */
export function splitProportionally(total: number, weights: readonly number[], caps?: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  if (caps) parts.forEach((p, i) => (parts[i] = Math.min(p, caps[i]!)));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    const room = caps ? caps[i]! - parts[i]! : rest;
    const add = Math.min(room, rest);
    parts[i]! += add;
    rest -= add;
  }
  return parts;
}
