/**
 * Analytics events. Pushes to Google Tag Manager's window.dataLayer and calls window.gtag when the
 * page has them (neither is loaded by default); otherwise the event is dropped.
 */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Analytics user id for signed-out visitors (SPEC section 6). */
export const ANONYMOUS_USER_ID = 'Unlogged';

export function trackEvent({ category, action, label, value }: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    if (Array.isArray(window.dataLayer)) {
      window.dataLayer.push({ event: action, category, action, label, value });
    }
    if (typeof window.gtag === 'function') {
      window.gtag('event', action, { event_category: category, event_label: label, value });
    }
  } catch (error) {
    console.error('[analytics] event failed', error);
  }
}

export function setAnalyticsUser(userId: string | number | null | undefined): void {
  if (typeof window === 'undefined') return;
  const id = userId == null ? ANONYMOUS_USER_ID : String(userId);
  try {
    if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: 'set_user', user_id: id });
  } catch {
    // ignore
  }
}
