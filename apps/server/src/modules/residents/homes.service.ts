import type { ResidentHome } from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, invalidField, notFound } from '../../lib/errors';
import * as repo from './homes.repository';
import type { HomeRow, HomeWithPlace } from './homes.repository';
import * as residentsRepo from './residents.repository';

/** A resident keeps at most this many homes. */
export const MAX_HOMES = 10;

const GONE = () => new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');

export function toResidentHome({ home, apartment, area }: HomeWithPlace): ResidentHome {
  return {
    homeIdx: home.homeIdx,
    apartmentIdx: apartment.apartmentIdx,
    complexName: apartment.name,
    address: apartment.address,
    areaIdx: area?.areaIdx ?? null,
    pyeong: area?.pyeong ?? null,
    typeName: area?.typeName ?? null,
    dong: home.dong,
    ho: home.ho,
    moveInDate: home.moveInDate,
    isCurrent: home.isCurrent,
  };
}

export interface HomeFields {
  areaIdx?: number;
  dong?: string | null;
  ho?: string | null;
  moveInDate?: string | null;
}

/** The complex must exist (404) and the area must be one of its unit sizes (400 naming areaIdx). */
export async function checkComplexAndArea(db: DbOrTx, apartmentIdx: number, areaIdx: number) {
  if (!(await residentsRepo.apartmentExists(db, apartmentIdx))) throw notFound('단지');
  const area = await residentsRepo.findArea(db, areaIdx);
  if (!area || area.apartmentIdx !== apartmentIdx) {
    throw invalidField('areaIdx', '선택한 평형이 이 단지의 평형이 아니에요. 단지의 평형 목록에서 다시 골라 주세요.');
  }
}

/**
 * Changes of a resident's homes, each in one transaction holding the resident's row lock, so the rule
 * "exactly one home is current while any exist" holds between concurrent requests (the partial unique
 * index refuses a second current one in any case), and the resident's row mirrors the current home.
 */
export function createHomesService(db: Db) {
  async function inLock<T>(residentIdx: number, work: (tx: DbOrTx, previousApartmentIdx: number | null) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const resident = await repo.lockResident(tx, residentIdx);
      if (!resident) throw GONE();
      const result = await work(tx, resident.apartmentIdx);
      await repo.mirrorCurrentHome(tx, residentIdx, resident.apartmentIdx);
      return result;
    });
  }

  async function ownHome(tx: DbOrTx, residentIdx: number, homeIdx: number): Promise<HomeRow> {
    return authorize(asResident(residentIdx), await repo.findHome(tx, homeIdx), residentOwned, '집');
  }

  async function makeCurrent(tx: DbOrTx, residentIdx: number, homeIdx: number) {
    await repo.clearCurrent(tx, residentIdx);
    await repo.updateHome(tx, homeIdx, { isCurrent: true });
  }

  async function addHome(
    tx: DbOrTx,
    residentIdx: number,
    body: { apartmentIdx: number; areaIdx: number; dong?: string | null; ho?: string | null; moveInDate?: string | null; isCurrent?: boolean },
  ) {
    // A home the resident already has (a double-tapped 결제하기 sends the same POST twice) is returned, not
    // added again; the caller holds the resident's row lock, so a racing identical request waits and finds it.
    const same = await repo.findSameHome(tx, residentIdx, {
      apartmentIdx: body.apartmentIdx,
      areaIdx: body.areaIdx,
      dong: body.dong ?? null,
      ho: body.ho ?? null,
    });
    if (same) {
      if (body.isCurrent === true && !same.isCurrent) await makeCurrent(tx, residentIdx, same.homeIdx);
      return same;
    }
    if ((await repo.countHomes(tx, residentIdx)) >= MAX_HOMES) {
      throw new AppError('CONFLICT', `집은 ${MAX_HOMES}곳까지 등록할 수 있어요. 쓰지 않는 집을 지운 뒤 다시 시도해 주세요.`);
    }
    const current = await repo.findCurrentWithPlace(tx, residentIdx);
    const isCurrent = body.isCurrent === true || !current;
    if (isCurrent) await repo.clearCurrent(tx, residentIdx);
    return repo.insertHome(tx, {
      residentIdx,
      apartmentIdx: body.apartmentIdx,
      areaIdx: body.areaIdx,
      dong: body.dong ?? null,
      ho: body.ho ?? null,
      moveInDate: body.moveInDate ?? null,
      isCurrent,
    });
  }

  async function read(homeIdx: number): Promise<ResidentHome> {
    return toResidentHome((await repo.findHomeWithPlace(db, homeIdx))!);
  }

  return {
    async list(residentIdx: number) {
      return { homes: (await repo.listHomes(db, residentIdx)).map(toResidentHome) };
    },

    /**
     * POST /residents/home: a new home; the first one (or one asked to be) becomes current. The same home
     * again (complex, 평형, 동·호) returns the one already there.
     */
    async create(
      residentIdx: number,
      body: { apartmentIdx: number; areaIdx: number; dong?: string; ho?: string; moveInDate?: string; isCurrent?: boolean },
    ) {
      await checkComplexAndArea(db, body.apartmentIdx, body.areaIdx);
      const home = await inLock(residentIdx, (tx) => addHome(tx, residentIdx, body));
      return read(home.homeIdx);
    },

    /** PATCH /residents/home/{homeIdx}: 평형, 동·호, move-in date, or becoming the current home. */
    async update(residentIdx: number, homeIdx: number, body: HomeFields & { isCurrent?: true }) {
      await inLock(residentIdx, async (tx) => {
        const home = await ownHome(tx, residentIdx, homeIdx);
        if (body.areaIdx !== undefined) await checkComplexAndArea(tx, home.apartmentIdx, body.areaIdx);
        const { isCurrent, ...fields } = body;
        if (Object.values(fields).some((v) => v !== undefined)) await repo.updateHome(tx, homeIdx, fields);
        if (isCurrent) await makeCurrent(tx, residentIdx, homeIdx);
      });
      return read(homeIdx);
    },

    /** DELETE /residents/home/{homeIdx}: the newest other home becomes current when this one was. */
    async remove(residentIdx: number, homeIdx: number) {
      await inLock(residentIdx, async (tx) => {
        const home = await ownHome(tx, residentIdx, homeIdx);
        await repo.deleteHome(tx, homeIdx);
        if (home.isCurrent) {
          const next = await repo.newestOtherHome(tx, residentIdx, homeIdx);
          if (next) await repo.updateHome(tx, next.homeIdx, { isCurrent: true });
        }
      });
      return { homes: (await repo.listHomes(db, residentIdx)).map(toResidentHome) };
    },

    /**
     * PUT /residents/apartment and /apartment/join: the home in that complex (the current one, else the
     * newest) takes the 평형 and whatever 동·호 and date are given and becomes current; without one in that
     * complex a new home is added (moving to another complex starts without 동·호), unless the current home
     * is still bare (no 동·호, no date), which then moves to that complex.
     */
    async setCurrentComplex(
      residentIdx: number,
      body: { apartmentIdx: number; areaIdx: number; dong?: string; ho?: string; moveInDate?: string | null },
    ) {
      await checkComplexAndArea(db, body.apartmentIdx, body.areaIdx);
      return inLock(residentIdx, async (tx) => {
        const existing = await repo.findHomeInComplex(tx, residentIdx, body.apartmentIdx);
        if (!existing) {
          // A current home with nothing of its own yet (no 동·호, no date) was only a complex being looked at:
          // it moves to the new complex instead of leaving a home behind for every complex browsed.
          const current = await repo.findCurrentWithPlace(tx, residentIdx);
          const bare = current && current.home.dong === null && current.home.ho === null && current.home.moveInDate === null;
          if (!bare) return addHome(tx, residentIdx, { ...body, isCurrent: true });
          return repo.updateHome(tx, current.home.homeIdx, {
            apartmentIdx: body.apartmentIdx,
            areaIdx: body.areaIdx,
            dong: body.dong ?? null,
            ho: body.ho ?? null,
            moveInDate: body.moveInDate ?? null,
          });
        }
        await repo.updateHome(tx, existing.homeIdx, {
          areaIdx: body.areaIdx,
          ...(body.dong !== undefined ? { dong: body.dong } : {}),
          ...(body.ho !== undefined ? { ho: body.ho } : {}),
          ...(body.moveInDate !== undefined ? { moveInDate: body.moveInDate } : {}),
        });
        if (!existing.isCurrent) await makeCurrent(tx, residentIdx, existing.homeIdx);
        return existing;
      });
    },
  };
}
export type HomesService = ReturnType<typeof createHomesService>;
