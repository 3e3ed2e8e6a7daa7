/** The demo resident (README): sign in with this phone number; the code is in the dev outbox. */
export const DEMO_RESIDENT = {
  phone: '01012345678',
  name: '김입주',
  apartmentName: '잠실래미안아이파크',
  typeName: '84A',
  referralCode: 'IPJU1234',
} as const;
