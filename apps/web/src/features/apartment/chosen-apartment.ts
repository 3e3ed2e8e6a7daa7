import { useSyncExternalStore } from 'react';

/**
 * The complex and 평형 the resident chose. Kept in localStorage so it survives visits, mirrored to the
 * session-storage key `apartment_idx` read by the native app (SPEC section 3).
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

function isChosen(value: unknown): value is ChosenApartment {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.apartmentIdx === 'number' && typeof v.name === 'string';
}

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
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedValue = isChosen(parsed)
      ? {
          apartmentIdx: parsed.apartmentIdx,
          name: parsed.name,
          areaIdx: parsed.areaIdx ?? null,
          pyeong: parsed.pyeong ?? null,
          exclusiveArea: parsed.exclusiveArea ?? null,
        }
      : null;
  } catch {
    cachedValue = null;
  }
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

/** The chosen complex and 평형, or null; re-renders when it changes (also from other tabs). */
export function useChosenApartment(): ChosenApartment | null {
  return useSyncExternalStore(subscribe, getChosenApartment, () => null);
}
