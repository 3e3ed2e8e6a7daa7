/**
 * Inspection factories for API tests.
 *
 *   createInspector(t, overrides?)         -> a signed-in account of a new inspection company
 *                                             ({ partner, account, headers, ... } as createSignedInPartner).
 *   createTestInspection(t, partnerIdx, o?) -> an inspection of that company for a new complex (84㎡, 34평,
 *                                             101동 1203호), created as the module creates one (default spaces,
 *                                             standards copy); o: { residentIdx, exclusiveArea, visitDate }.
 *   homeinspCategory(db)                   -> the 사전점검 category (code 'homeinsp'), created when missing.
 *   taskBody(type, spaceIdx, extra?)       -> a valid POST .../{type}/tasks body with a fresh clientKey.
 */
import { randomUUID } from 'node:crypto';
import type { InspectionType } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { categories } from '../../src/db/schema';
import { createInspection } from '../../src/modules/inspections';
import type { TestContext } from '../helpers';
import { createCategory } from './catalog';
import { createSignedInPartner } from './partners';
import { createApartment } from './places';

export async function createInspector(t: TestContext, overrides: Parameters<typeof createSignedInPartner>[2] = {}) {
  return createSignedInPartner(t.app, t.db, { ...overrides, partner: { isInspection: true, ...overrides.partner } });
}

export async function createTestInspection(
  t: TestContext,
  partnerIdx: number,
  o: { residentIdx?: number | null; exclusiveArea?: number | null; visitDate?: string | null } = {},
) {
  const apartment = await createApartment(t.db);
  const row = await t.db.transaction((tx) =>
    createInspection(tx, {
      partnerIdx,
      residentIdx: o.residentIdx ?? null,
      apartmentIdx: apartment.apartmentIdx,
      complexName: apartment.name,
      dong: '101',
      ho: '1203',
      pyeong: 34,
      exclusiveArea: o.exclusiveArea === undefined ? 84 : o.exclusiveArea,
      address: apartment.address,
      district1: apartment.district1,
      visitDate: o.visitDate ?? null,
    }),
  );
  return row!;
}

export async function homeinspCategory(db: Db) {
  const [found] = await db.select().from(categories).where(eq(categories.code, 'homeinsp'));
  if (found) return found;
  await createCategory(db, { code: 'homeinsp', name: '사전점검', visitTimeSet: 'inspection' }).catch(() => undefined);
  const [row] = await db.select().from(categories).where(eq(categories.code, 'homeinsp'));
  return row!;
}

const BODIES: Record<InspectionType, Record<string, unknown>> = {
  visual: { location: '창문 아래', category: 'wallpaper', severity: 'repair', description: '도배지 들뜸' },
  level: { location: '거실 중앙', spanMm: 3000, deviationMm: 4 },
  gradient: { location: '배수구 앞', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: 12 },
  thermal: { location: '북쪽 창', finding: 'condensation', surface: 'glass_edge', surfaceTempC: 12, indoorTempC: 22, outdoorTempC: -3 },
  radon: { substance: 'radon', value: 90, durationMinutes: 60 },
};

export function taskBody(type: InspectionType, spaceIdx: number | null, extra: Record<string, unknown> = {}) {
  return { clientKey: randomUUID(), ...(type === 'radon' && spaceIdx === null ? {} : { spaceIdx }), ...BODIES[type], ...extra };
}
