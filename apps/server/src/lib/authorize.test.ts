import { describe, expect, it } from 'vitest';
import {
  asGuest,
  asPartner,
  asResident,
  asStaff,
  authorize,
  authorizeEach,
  authorizeOwners,
  callerOf,
  isOwner,
  lineOwners,
  NOBODY,
  residentOwned,
} from './authorize';
import { AppError } from './errors';
import type { SessionInfo } from './session-store';

const session = (overrides: Partial<SessionInfo>): SessionInfo => ({
  tokenHash: 'h',
  role: 'resident',
  subjectIdx: 1,
  partnerIdx: null,
  isInspection: false,
  ...overrides,
});

/** What authorize threw, as the client sees it. */
function refusal(run: () => unknown): { statusCode: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('authorize let the caller through');
}

describe('callerOf', () => {
  it('makes the caller of each role from the session, and a guest without one', () => {
    expect(callerOf(session({ role: 'resident', subjectIdx: 7 }))).toEqual({ role: 'resident', residentIdx: 7 });
    expect(callerOf(session({ role: 'partner', subjectIdx: 70, partnerIdx: 3, isInspection: true }))).toEqual({
      role: 'partner',
      partnerIdx: 3,
      isInspection: true,
    });
    expect(callerOf(session({ role: 'staff', subjectIdx: 9 }))).toEqual({ role: 'staff', staffIdx: 9 });
    expect(callerOf(null, 'device-key-1')).toEqual({ role: 'guest', guestKey: 'device-key-1' });
    // A partner account whose company is gone is nobody in particular.
    expect(callerOf(session({ role: 'partner', partnerIdx: null }))).toEqual({ role: 'guest', guestKey: null });
  });
});

describe('isOwner', () => {
  const line = lineOwners({ residentIdx: 1, partnerIdx: 2 });

  it('lets an order line through to its buyer and to the company it was sold to, and to nobody else', () => {
    expect(isOwner(asResident(1), line)).toBe(true);
    expect(isOwner(asPartner(2), line)).toBe(true);
    expect(isOwner(asPartner(2, true), line)).toBe(true);
    expect(isOwner(asResident(2), line)).toBe(false);
    expect(isOwner(asPartner(1), line)).toBe(false);
    expect(isOwner(asStaff(1), line)).toBe(false);
    expect(isOwner(asGuest(), line)).toBe(false);
  });

  it('lets staff through only to what staff look after', () => {
    expect(isOwner(asStaff(5), { residentIdx: 1, staff: true })).toBe(true);
    expect(isOwner(asStaff(5), { residentIdx: 1 })).toBe(false);
    expect(isOwner(asResident(2), { residentIdx: 1, staff: true })).toBe(false);
  });

  it('matches a guest by its key only, and lets everybody read what is public', () => {
    expect(isOwner(asGuest('key-a'), { guestKey: 'key-a' })).toBe(true);
    expect(isOwner(asGuest('key-b'), { guestKey: 'key-a' })).toBe(false);
    expect(isOwner(asGuest(), { guestKey: null })).toBe(false);
    for (const caller of [asGuest(), asResident(9), asPartner(9), asStaff(9)]) expect(isOwner(caller, { residentIdx: 1, everyone: true })).toBe(true);
    for (const caller of [asGuest(), asResident(1), asPartner(1), asStaff(1)]) expect(isOwner(caller, NOBODY)).toBe(false);
  });
});

describe('authorize', () => {
  const order = { residentIdx: 1, merchantUid: 'ipju_1' };

  it("returns the caller's own object", () => {
    expect(authorize(asResident(1), order, residentOwned, '주문')).toBe(order);
  });

  it("answers someone else's object exactly as a missing one: 404 with the same message", () => {
    const missing = refusal(() => authorize(asResident(1), undefined, residentOwned, '주문'));
    expect(missing).toEqual({ statusCode: 404, message: '주문을 찾을 수 없어요.' });
    expect(refusal(() => authorize(asResident(2), order, residentOwned, '주문'))).toEqual(missing);
    expect(refusal(() => authorize(asPartner(1), order, residentOwned, '주문'))).toEqual(missing);
    expect(refusal(() => authorize(asResident(1), order, () => NOBODY, '주문'))).toEqual(missing);
  });

  it("takes an object's own 404 where it has one", () => {
    const own = () => new AppError('NOT_FOUND', '찜을 찾을 수 없어요. 이미 해제했을 수 있어요.');
    expect(refusal(() => authorize(asResident(2), order, residentOwned, own))).toEqual({ statusCode: 404, message: own().message });
    expect(refusal(() => authorizeOwners(asResident(2), { residentIdx: 1 }, own))).toEqual({ statusCode: 404, message: own().message });
    expect(() => authorizeOwners(asResident(1), { residentIdx: 1 }, own)).not.toThrow();
  });
});

describe('authorizeEach', () => {
  it("keeps the caller's own objects in the order found and names the rest alike", () => {
    const rows = [
      { cartIdx: 10, residentIdx: 1 },
      { cartIdx: 11, residentIdx: 2 },
      { cartIdx: 12, residentIdx: 1 },
    ];
    const result = authorizeEach(asResident(1), [12, 11, 99, 10], rows, (r) => r.cartIdx, residentOwned);
    expect(result.owned.map((r) => r.cartIdx)).toEqual([10, 12]);
    expect(result.missing).toEqual([11, 99]);
  });
});
