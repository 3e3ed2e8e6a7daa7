/** Runs `then` when the browser is idle (at most `timeoutMs` later), or after a short delay where it has no idle callback (Safari). */
export function whenIdle(then: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then(), { timeout: timeoutMs });
  else setTimeout(then, 200);
}
