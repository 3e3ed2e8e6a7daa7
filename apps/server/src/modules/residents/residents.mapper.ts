import { formatPhone, type FcmTokenRecord, type ResidentApartmentPayload, type UserProfile } from '@ipju/contract';
import type { deviceTokens } from '../../db/schema';
import type { ProfileRow, findApartmentRow } from './residents.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toUserProfile(row: ProfileRow): UserProfile {
  const r = row.resident;
  const agreed = r.termsAgreedAt !== null && r.privacyAgreedAt !== null;
  return {
    residentIdx: r.residentIdx,
    name: r.name,
    phone: r.phone ? formatPhone(r.phone) : null,
    email: r.email,
    complexName: row.complexName ?? null,
    apartmentIdx: r.apartmentIdx,
    areaIdx: r.areaIdx,
    pyeong: row.pyeong ?? null,
    dong: r.dong,
    ho: r.ho,
    agreements: {
      terms: r.termsAgreedAt !== null,
      privacy: r.privacyAgreedAt !== null,
      ageOver14: r.ageConfirmedAt !== null,
      marketing: r.marketingAgreed,
      agreedAt: agreed ? iso(r.termsAgreedAt! > r.privacyAgreedAt! ? r.termsAgreedAt : r.privacyAgreedAt) : null,
      marketingAgreedAt: iso(r.marketingAgreedAt),
    },
    referralCode: r.referralCode,
    signInMethods: [...(r.phone ? (['phone'] as const) : []), ...(r.appleSub ? (['apple'] as const) : [])],
    createdAt: r.createdAt.toISOString(),
  };
}

export function toApartmentPayload(row: Awaited<ReturnType<typeof findApartmentRow>>): ResidentApartmentPayload {
  if (!row) return { apart: null };
  const { apartment: a, area, resident: r } = row;
  return {
    apart: {
      apartmentIdx: a.apartmentIdx,
      name: a.name,
      district1: a.district1,
      district2: a.district2,
      address: a.address,
      households: a.households,
      moveInMonth: a.moveInMonth,
      area: area
        ? {
            areaIdx: area.areaIdx,
            apartmentIdx: area.apartmentIdx,
            pyeong: area.pyeong,
            exclusiveArea: area.exclusiveArea,
            typeName: area.typeName,
          }
        : null,
      dong: r.dong,
      ho: r.ho,
      moveInDate: r.moveInDate,
      joinedAt: iso(r.apartmentJoinedAt),
    },
  };
}

export function toFcmTokenRecord(row: typeof deviceTokens.$inferSelect): FcmTokenRecord {
  return { fcmToken: row.fcmToken, deviceType: row.deviceType, deviceKey: row.deviceKey, updatedAt: row.updatedAt.toISOString() };
}
