import { describe, expect, it } from 'vitest';
import { CHOSEN_APARTMENT_KEY, SESSION_APARTMENT_KEY, getChosenApartment, setChosenApartment } from './chosen-apartment';

describe('chosen apartment', () => {
  it('persists in localStorage and mirrors apartment_idx to sessionStorage for the native app', () => {
    setChosenApartment({ apartmentIdx: 3, name: '잠실르엘', areaIdx: 9, pyeong: 34, exclusiveArea: 84.9 });
    expect(JSON.parse(window.localStorage.getItem(CHOSEN_APARTMENT_KEY)!)).toMatchObject({ apartmentIdx: 3, pyeong: 34 });
    expect(window.sessionStorage.getItem(SESSION_APARTMENT_KEY)).toBe('3');
    expect(getChosenApartment()).toEqual({ apartmentIdx: 3, name: '잠실르엘', areaIdx: 9, pyeong: 34, exclusiveArea: 84.9 });

    setChosenApartment(null);
    expect(getChosenApartment()).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_APARTMENT_KEY)).toBeNull();
  });

  it('ignores a broken stored value', () => {
    window.localStorage.setItem(CHOSEN_APARTMENT_KEY, '{not json');
    expect(getChosenApartment()).toBeNull();
  });
});
