import type { AuthState } from '../features/auth';

/** A signed-in resident for component tests (no complex, so no apartment fetch). */
export const SIGNED_IN: AuthState = {
  initialized: true,
  isLoggedIn: true,
  user: {
    residentIdx: 11,
    name: '김입주',
    phone: '010-2345-6789',
    email: null,
    complexName: null,
    apartmentIdx: null,
    areaIdx: null,
    pyeong: null,
    dong: null,
    ho: null,
    agreements: { terms: true, privacy: true, ageOver14: true, marketing: false, agreedAt: '2026-11-01T00:00:00.000Z', marketingAgreedAt: null },
    referralCode: 'QWER1234',
    signInMethods: ['phone'],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};
