/**
 * The order whose payment window is open (sessionStorage, this tab only). When the resident comes back
 * to /payment without finishing (browser back from the payment window), its lines are returned to the
 * cart first; the result page forgets it.
 */
const KEY = 'ipju.pendingPayment';

export function rememberPendingPayment(merchantUid: string): void {
  try {
    window.sessionStorage.setItem(KEY, merchantUid);
  } catch {
    // Storage unavailable: the server's reconciliation job closes the order later.
  }
}

export function pendingPayment(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingPayment(merchantUid?: string): void {
  try {
    if (merchantUid === undefined || window.sessionStorage.getItem(KEY) === merchantUid) window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
