import { createContext, useContext, useSyncExternalStore } from 'react';
import { apartmentCookieOf, parseChosenApartment, writeApartmentCookie } from './apartment-cookie';

/**
 * The complex and 평형 the resident chose. Kept in localStorage so it survives visits, mirrored to the
 * session-storage key `apartment_idx` read by the native app (SPEC section 3) and to the `ipju_apartment`
 * cookie, from which the server renders the first HTML with this complex's prices (docs/RENDERING.md).
 */
export interface ChosenApartment {
  apartmentIdx: number;
  name: string;
  areaIdx: number | null;
  pyeong: number | null;
  exclusiveArea: number | null;
}

export const CHOSEN_APARTMENT_KEY = 'ipju.chosenApartment';
export const SESSION_APARTMENT_KEY = 'apartment_idx';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: ChosenApartment | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_APARTMENT_KEY);
  } catch {
    return null;
  }
}

export function getChosenApartment(): ChosenApartment | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  cachedValue = parseChosenApartment(raw);
  return cachedValue;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setChosenApartment(value: ChosenApartment | null): void {
  try {
    if (value) {
      window.localStorage.setItem(CHOSEN_APARTMENT_KEY, JSON.stringify(value));
      window.sessionStorage.setItem(SESSION_APARTMENT_KEY, String(value.apartmentIdx));
    } else {
      window.localStorage.removeItem(CHOSEN_APARTMENT_KEY);
      window.sessionStorage.removeItem(SESSION_APARTMENT_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
    cachedRaw = value ? JSON.stringify(value) : null;
    cachedValue = value;
  }
  writeApartmentCookie(value);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHOSEN_APARTMENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Keeps the cookie and the stored choice in step, once at start-up: a stored choice is written to the cookie
 * (one made before the cookie existed, or a cookie the browser dropped), so the next server render shows the
 * same complex; with nothing stored, the cookie's choice (the complex the server just rendered) is kept.
 */
export function mirrorChosenApartmentCookie(): void {
  const stored = getChosenApartment();
  if (stored || typeof document === 'undefined') {
    writeApartmentCookie(stored);
    return;
  }
  const fromCookie = parseChosenApartment(apartmentCookieOf(document.cookie));
  if (fromCookie) setChosenApartment(fromCookie);
}

/**
 * The choice the server rendered with (its request's cookie). On the server it is the only value; in the
 * browser it is the first render's value while hydrating, so the markup matches, and the stored choice
 * replaces it right after.
 */
export const RenderedApartmentContext = createContext<ChosenApartment | null>(null);

/** The chosen complex and 평형, or null; re-renders when it changes (also from other tabs). */
export function useChosenApartment(): ChosenApartment | null {
  const rendered = useContext(RenderedApartmentContext);
  return useSyncExternalStore(subscribe, getChosenApartment, () => rendered);
}
