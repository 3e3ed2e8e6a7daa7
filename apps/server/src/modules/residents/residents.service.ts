import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as homesRepo from './homes.repository';
import type { HomesService } from './homes.service';
import * as repo from './residents.repository';
import { toApartmentPayload, toFcmTokenRecord, toUserProfile } from './residents.mapper';

const GONE = () => new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');

export function createResidentsService(db: Db, { homes }: { homes: HomesService }) {
  async function getProfile(residentIdx: number) {
    const row = await repo.findProfileRow(db, residentIdx);
    if (!row) throw GONE();
    return toUserProfile(row);
  }

  /** The current home as SPEC's data.apart (with the complex, 평형, 동·호, move-in date). */
  async function getApartment(residentIdx: number) {
    const [current, profile] = await Promise.all([homesRepo.findCurrentWithPlace(db, residentIdx), repo.findProfileRow(db, residentIdx)]);
    if (!current || !profile) return toApartmentPayload(undefined);
    const { home, apartment, area } = current;
    return toApartmentPayload({
      apartment,
      area,
      resident: { ...profile.resident, dong: home.dong, ho: home.ho, moveInDate: home.moveInDate },
    });
  }

  return {
    getProfile,
    getApartment,

    /** Sets the complex the resident lives in or is moving into (dong/ho optional): that home becomes current. */
    async updateApartment(residentIdx: number, body: { apartmentIdx: number; areaIdx: number; dong?: string; ho?: string }) {
      await homes.setCurrentComplex(residentIdx, body);
      return getApartment(residentIdx);
    },

    /** Registers as a resident of the complex with dong and ho (입주민 등록): that home becomes current. */
    async joinApartment(
      residentIdx: number,
      body: { apartmentIdx: number; areaIdx: number; dong: string; ho: string; moveInDate?: string },
    ) {
      await homes.setCurrentComplex(residentIdx, { ...body, moveInDate: body.moveInDate ?? null });
      const updated = await repo.updateResident(db, residentIdx, { apartmentJoinedAt: new Date() });
      if (!updated) throw GONE();
      return getApartment(residentIdx);
    },

    async updatePersonal(residentIdx: number, body: { name?: string; email?: string }) {
      const updated = await repo.updateResident(db, residentIdx, {
        ...(body.name !== undefined ? { name: body.name.replace(/\s+/g, ' ') } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
      });
      if (!updated) throw GONE();
      return getProfile(residentIdx);
    },

    async registerFcmToken(
      residentIdx: number,
      body: { fcmToken: string; deviceType: 'ios' | 'android' | 'web'; deviceKey: string },
    ) {
      return toFcmTokenRecord(await repo.upsertDeviceToken(db, residentIdx, body));
    },

    async getFcmToken(residentIdx: number, deviceKey: string) {
      const row = await repo.findDeviceToken(db, residentIdx, deviceKey);
      if (!row) throw notFound('이 기기의 푸시 토큰');
      return toFcmTokenRecord(row);
    },
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
