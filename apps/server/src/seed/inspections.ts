import { addDays, seoulInstant, seoulToday, UPLOAD_RULES } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  apartmentAreas,
  apartments,
  inspectionPhotos,
  inspections,
  inspectionTasks,
  partnerAccounts,
  partners,
  residents,
  uploads,
  type InspectionTypeStates,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { LocalFileStorage } from '../lib/storage';
import type { FileStorage } from '../lib/storage/types';
import { createInspection, syncInspectionStatus } from '../modules/inspections';
import { categoryImageUrl, sharedImageUrl } from './data/images';
import { markShapes, SAMPLE_OPINION, SAMPLE_TASKS } from './data/inspection-sample';
import { DEMO_RESIDENT } from './data/residents';
import { REVIEW_PHOTO_SIZE, reviewPhotoRenderer } from './review-photos';

/** ipju's own inspection team (README): signs in at the partner sign-in and opens the inspector console. */
export const DEMO_INSPECTOR = {
  email: 'inspector@ipju.kr',
  password: 'ipju-inspector-1234',
  name: '김점검',
  companyName: '입주 사전점검팀',
} as const;

/**
 * The inspection demo: ipju's inspection company with its account, a finished sample inspection (isSample,
 * all five types completed, findings with marked photos, a 총평) that the sample report page reads, and a
 * scheduled inspection of the demo resident's home for today, for the console to start.
 */
export async function insertDemoInspections(tx: Tx, storage?: FileStorage): Promise<void> {
  const [company] = await tx
    .insert(partners)
    .values({
      companyName: DEMO_INSPECTOR.companyName,
      ceoName: '이입주',
      businessNumber: '220-81-00013',
      businessType: '전문 서비스업 / 건축물 점검',
      address: '서울특별시 송파구 올림픽로 300, 12층',
      phone: '1588-0013',
      intro: '입주가 직접 운영하는 사전점검팀이에요.',
      description: '건축 기사 출신 점검원 2인이 육안, 레이저 레벨기, 기울기 측정기, 열화상 카메라, 라돈 측정기로 세대를 살펴요.',
      logoUrl: sharedImageUrl('promise'),
      serviceAreas: ['서울특별시', '경기도', '인천광역시'],
      hours: { mon: { open: '09:00', close: '18:00' }, tue: { open: '09:00', close: '18:00' }, wed: { open: '09:00', close: '18:00' }, thu: { open: '09:00', close: '18:00' }, fri: { open: '09:00', close: '18:00' }, sat: null, sun: null },
      establishedYear: 2024,
      employees: 6,
      ratingAvg: 0,
      reviewCount: 0,
      completedCount: 0,
      isInspection: true,
      categoryCodes: ['homeinsp'],
    })
    .onConflictDoNothing()
    .returning();
  if (!company) return;
  const [account] = await tx
    .insert(partnerAccounts)
    .values({ partnerIdx: company.partnerIdx, email: DEMO_INSPECTOR.email, passwordHash: await hashPassword(DEMO_INSPECTOR.password), name: DEMO_INSPECTOR.name, phone: '01000130013' })
    .returning();
  await insertSample(tx, company.partnerIdx, account!.accountIdx, storage);
  await insertResidentsInspection(tx, company.partnerIdx);
}

/** A home of a seeded complex for an inspection: name, address, builder, 시/도 and the 평형's area. */
async function homeOf(tx: Tx, apartmentIdx: number, pyeong: number) {
  const [home] = await tx.select().from(apartments).where(eq(apartments.apartmentIdx, apartmentIdx));
  const [area] = await tx
    .select()
    .from(apartmentAreas)
    .where(and(eq(apartmentAreas.apartmentIdx, apartmentIdx), eq(apartmentAreas.pyeong, pyeong)))
    .limit(1);
  return { home: home!, exclusiveArea: area?.exclusiveArea ?? null };
}

async function insertSample(tx: Tx, partnerIdx: number, accountIdx: number, storage?: FileStorage) {
  const visitDate = addDays(seoulToday(), -10);
  const { home, exclusiveArea } = await homeOf(tx, 2, 34);
  const row = (await createInspection(tx, {
    partnerIdx,
    residentIdx: null,
    apartmentIdx: home.apartmentIdx,
    complexName: home.name,
    dong: '102',
    ho: '1504',
    pyeong: 34,
    exclusiveArea,
    builder: home.builder,
    address: home.address,
    district1: home.district1,
    visitDate,
    visitHour: 10,
    isSample: true,
  }))!;
  const spaces = await tx.query.inspectionSpaces.findMany({ where: (s, { eq: is }) => is(s.inspectionIdx, row.inspectionIdx) });
  const spaceIdx = (name: string | null) => (name ? (spaces.find((s) => s.name === name)?.spaceIdx ?? null) : null);
  const render = reviewPhotoRenderer();
  const local = storage instanceof LocalFileStorage ? storage : null;
  let n = 0;
  for (const [i, task] of SAMPLE_TASKS.entries()) {
    const at = seoulInstant(visitDate, `10:${String(5 + i * 2).padStart(2, '0')}`);
    const [saved] = await tx
      .insert(inspectionTasks)
      .values({
        inspectionIdx: row.inspectionIdx,
        type: task.type,
        spaceIdx: spaceIdx(task.space),
        location: task.location,
        comment: task.comment ?? null,
        clientKey: `seed-sample-${i + 1}`,
        values: task.values,
        createdByAccountIdx: accountIdx,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    for (const photo of task.photos ?? []) {
      n += 1;
      const key = `inspection/seed-sample-${String(n).padStart(2, '0')}.webp`;
      let url = categoryImageUrl('homeinsp', n % 3);
      if (local) {
        const bytes = await render(photo.scene, n);
        await local.save(key, bytes);
        url = local.fileUrl(key);
        await tx
          .insert(uploads)
          .values({ key, type: 'inspection', mimeType: 'image/webp', ownerRole: 'partner', ownerIdx: accountIdx, maxBytes: UPLOAD_RULES.inspection.maxBytes, sizeBytes: bytes.length, expiresAt: at, uploadedAt: at, createdAt: at })
          .onConflictDoNothing();
      }
      await tx.insert(inspectionPhotos).values({
        inspectionIdx: row.inspectionIdx,
        taskIdx: saved!.taskIdx,
        type: task.type,
        spaceIdx: saved!.spaceIdx,
        clientKey: `seed-sample-photo-${n}`,
        fileKey: key,
        url,
        ...REVIEW_PHOTO_SIZE,
        role: photo.role,
        annotations: photo.mark ? markShapes(photo.mark) : [],
        uploadedByAccountIdx: accountIdx,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  const completedAt = seoulInstant(visitDate, '12:10').toISOString();
  const typeStates = Object.fromEntries(
    (['visual', 'level', 'gradient', 'thermal', 'radon'] as const).map((t) => [t, { state: 'completed', completedAt }]),
  ) as InspectionTypeStates;
  await tx
    .update(inspections)
    .set({ typeStates, opinion: SAMPLE_OPINION, opinionAt: seoulInstant(visitDate, '12:30'), createdAt: seoulInstant(addDays(visitDate, -14), '09:00') })
    .where(eq(inspections.inspectionIdx, row.inspectionIdx));
  await syncInspectionStatus(tx, row.inspectionIdx);
}

/** The demo resident's home, to inspect today at 10시 (for the console's 오늘 list). */
async function insertResidentsInspection(tx: Tx, partnerIdx: number) {
  const [resident] = await tx.select().from(residents).where(eq(residents.phone, DEMO_RESIDENT.phone));
  if (!resident?.apartmentIdx) return;
  const [area] = resident.areaIdx ? await tx.select().from(apartmentAreas).where(eq(apartmentAreas.areaIdx, resident.areaIdx)) : [];
  const { home, exclusiveArea } = await homeOf(tx, resident.apartmentIdx, area?.pyeong ?? 34);
  await createInspection(tx, {
    partnerIdx,
    residentIdx: resident.residentIdx,
    apartmentIdx: home.apartmentIdx,
    complexName: home.name,
    dong: resident.dong,
    ho: resident.ho,
    pyeong: area?.pyeong ?? 34,
    exclusiveArea: area?.exclusiveArea ?? exclusiveArea,
    builder: home.builder,
    address: home.address,
    district1: home.district1,
    visitDate: seoulToday(),
    visitHour: 10,
  });
}
