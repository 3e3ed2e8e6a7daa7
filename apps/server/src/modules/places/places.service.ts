import type { ApartmentWithAreas } from '@ipju/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './places.repository';

const SEARCH_LIMIT = 20;
const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;

export function createPlacesService(db: Db) {
  return {
    listApartments: (filter: { district1?: string; district2?: string }) => repo.listApartments(db, filter),

    async listAreas(apartmentIdx: number) {
      if (!(await repo.findApartment(db, apartmentIdx))) throw notFound('단지');
      return repo.listAreas(db, apartmentIdx);
    },

    listDistrict1: () => repo.listDistrict1(db),
    listDistrict2: (district1: string) => repo.listDistrict2(db, district1),

    /** "잠실" matches by name; "ㅈㅅㄹㅁ" (initials only) matches the complex's Korean initials. */
    search(q: string) {
      const text = q.replace(/\s+/g, '');
      return repo.searchApartments(db, { text, initialsOnly: INITIALS_ONLY.test(text) }, SEARCH_LIMIT);
    },

    async getWithAreas(apartmentIdx: number): Promise<ApartmentWithAreas> {
      const apartment = await repo.findApartment(db, apartmentIdx);
      if (!apartment) throw notFound('단지');
      return { ...apartment, areas: await repo.listAreas(db, apartmentIdx) };
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
