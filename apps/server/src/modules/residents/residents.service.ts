import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/errors';
import * as repo from './residents.repository';
import { toApartmentPayload, toFcmTokenRecord, toUserProfile } from './residents.mapper';

const GONE = () => new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');

export function createResidentsService(db: Db) {
  async function getProfile(residentIdx: number) {
    const row = await repo.findProfileRow(db, residentIdx);
    if (!row) throw GONE();
    return toUserProfile(row);
  }

  async function getApartment(residentIdx: number) {
    return toApartmentPayload(await repo.findApartmentRow(db, residentIdx));
  }

  /** The complex must exist (404) and the area must be one of its unit sizes (400 naming areaIdx). */
  async function checkComplexAndArea(apartmentIdx: number, areaIdx: number) {
    if (!(await repo.apartmentExists(db, apartmentIdx))) throw notFound('단지');
    const area = await repo.findArea(db, areaIdx);
    if (!area || area.apartmentIdx !== apartmentIdx) {
      throw invalidField('areaIdx', '선택한 평형이 이 단지의 평형이 아니에요. 단지의 평형 목록에서 다시 골라 주세요.');
    }
  }

  return {
    getProfile,
    getApartment,

    /** Sets the complex the resident lives in or is moving into (dong/ho optional). */
    async updateApartment(residentIdx: number, body: { apartmentIdx: number; areaIdx: number; dong?: string; ho?: string }) {
      await checkComplexAndArea(body.apartmentIdx, body.areaIdx);
      const current = await repo.findProfileRow(db, residentIdx);
      if (!current) throw GONE();
      const sameComplex = current.resident.apartmentIdx === body.apartmentIdx;
      const updated = await repo.updateResident(db, residentIdx, {
        apartmentIdx: body.apartmentIdx,
        areaIdx: body.areaIdx,
        // Moving to another complex forgets the old unit unless a new one is given.
        dong: body.dong ?? (sameComplex ? current.resident.dong : null),
        ho: body.ho ?? (sameComplex ? current.resident.ho : null),
        ...(sameComplex ? {} : { apartmentJoinedAt: null, moveInDate: null }),
      });
      if (!updated) throw GONE();
      return getApartment(residentIdx);
    },

    /** Registers as a resident of the complex with dong and ho (입주민 등록). */
    async joinApartment(
      residentIdx: number,
      body: { apartmentIdx: number; areaIdx: number; dong: string; ho: string; moveInDate?: string },
    ) {
      await checkComplexAndArea(body.apartmentIdx, body.areaIdx);
      const updated = await repo.updateResident(db, residentIdx, {
        apartmentIdx: body.apartmentIdx,
        areaIdx: body.areaIdx,
        dong: body.dong,
        ho: body.ho,
        moveInDate: body.moveInDate ?? null,
        apartmentJoinedAt: new Date(),
      });
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
