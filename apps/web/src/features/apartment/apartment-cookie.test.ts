import { afterEach, describe, expect, it } from 'vitest';
import { apartmentCookieOf, apartmentCookieString, parseChosenApartment } from './apartment-cookie';
import { getChosenApartment, mirrorChosenApartmentCookie, setChosenApartment } from './chosen-apartment';

const chosen = { apartmentIdx: 3, name: '잠실 르엘; 1단지', areaIdx: 9, pyeong: 34, exclusiveArea: 84.9 };
const clearCookie = () => {
  document.cookie = 'ipju_apartment=; Path=/; Max-Age=0';
};

afterEach(() => {
  setChosenApartment(null);
  clearCookie();
});

describe('the chosen-apartment cookie', () => {
  it('carries the choice to the server: written with the choice, removed with it', () => {
    setChosenApartment(chosen);
    expect(parseChosenApartment(apartmentCookieOf(document.cookie))).toEqual(chosen);
    setChosenApartment(null);
    expect(apartmentCookieOf(document.cookie)).toBeNull();
  });

  it('is written at start for a choice made before the cookie existed', () => {
    setChosenApartment(chosen);
    clearCookie();
    mirrorChosenApartmentCookie();
    expect(parseChosenApartment(apartmentCookieOf(document.cookie))).toEqual(getChosenApartment());
  });

  it("keeps the cookie's choice at start when nothing is stored on this device", () => {
    setChosenApartment(chosen);
    window.localStorage.clear();
    mirrorChosenApartmentCookie();
    expect(getChosenApartment()).toEqual(chosen);
  });

  it('is read from a Cookie header among others, and a broken value is no choice', () => {
    const header = `a=1; ipju_apartment=${encodeURIComponent(JSON.stringify(chosen))}; b=2`;
    expect(parseChosenApartment(apartmentCookieOf(header))).toEqual(chosen);
    expect(parseChosenApartment(apartmentCookieOf('ipju_apartment=%E0%A4%A'))).toBeNull();
    expect(parseChosenApartment('{"apartmentIdx":"3","name":"x"}')).toBeNull();
    expect(parseChosenApartment('{"apartmentIdx":3,"name":"x"}')).toEqual({ apartmentIdx: 3, name: 'x', areaIdx: null, pyeong: null, exclusiveArea: null });
  });

  it('lasts a year on the whole site, SameSite=Lax, Secure on https', () => {
    expect(apartmentCookieString(chosen, true)).toMatch(/; Path=\/; SameSite=Lax; Secure; Max-Age=31536000$/);
    expect(apartmentCookieString(null, false)).toBe('ipju_apartment=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
