import type { ChosenApartment } from './chosen-apartment';

/**
 * The chosen complex is mirrored into this cookie so the server can render that complex's prices on the first
 * HTML (docs/RENDERING.md). JSON, URI-encoded, a year, readable by scripts (the app writes it), SameSite=Lax.
 */
export const APARTMENT_COOKIE = 'ipju_apartment';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A stored or sent value (JSON text) as a chosen apartment, or null when it is not one. */
export function parseChosenApartment(raw: string | null | undefined): ChosenApartment | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const v = parsed as Record<string, unknown>;
  if (typeof v.apartmentIdx !== 'number' || !Number.isInteger(v.apartmentIdx) || typeof v.name !== 'string') return null;
  const numberOrNull = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    apartmentIdx: v.apartmentIdx,
    name: v.name,
    areaIdx: numberOrNull(v.areaIdx),
    pyeong: numberOrNull(v.pyeong),
    exclusiveArea: numberOrNull(v.exclusiveArea),
  };
}

/** The cookie's value in a Cookie header (document.cookie or a request's), decoded; null without one. */
export function apartmentCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== APARTMENT_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores (or, for null, removes) the choice. */
export function apartmentCookieString(value: ChosenApartment | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!value) return `${APARTMENT_COOKIE}=${attributes}; Max-Age=0`;
  return `${APARTMENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}${attributes}; Max-Age=${ONE_YEAR_SECONDS}`;
}

/** Writes the cookie when it differs from `value` (no-op outside a browser). */
export function writeApartmentCookie(value: ChosenApartment | null): void {
  if (typeof document === 'undefined') return;
  const current = parseChosenApartment(apartmentCookieOf(document.cookie));
  if (JSON.stringify(current) === JSON.stringify(value)) return;
  document.cookie = apartmentCookieString(value, window.location.protocol === 'https:');
}
