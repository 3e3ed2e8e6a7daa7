/** '1,2,2,x' -> [1, 2]: the positive whole numbers of ?cartIdxs=, without repeats, at most 20. */
export function parseCartIdxs(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)].slice(0, 20);
}
