import type { PlanApplication, PlanApplicationSummary, PlanLine, PlanOptions } from '@ipju/contract';
import { addDays, seoulToday } from '../../../lib/schedule';

/** A day `n` days from today (Asia/Seoul), so that the fixtures stay in the future. */
export const inDays = (n: number) => addDays(seoulToday(), n);

export function makeOptions(overrides: Partial<PlanOptions> = {}): PlanOptions {
  return {
    signedIn: true,
    homes: [
      {
        homeIdx: 7,
        apartmentIdx: 1,
        apartmentName: '잠실래미안아이파크',
        dong: '101',
        ho: '1203',
        pyeong: 34,
        moveInDate: inDays(40),
        label: '잠실래미안아이파크 101동 1203호 34평',
        bookedCategories: [],
      },
      {
        homeIdx: 8,
        apartmentIdx: 2,
        apartmentName: '잠실르엘',
        dong: '202',
        ho: '304',
        pyeong: 25,
        moveInDate: null,
        label: '잠실르엘 202동 304호 25평',
        bookedCategories: [],
      },
    ],
    priorities: [
      { code: 'cleaning', label: '청소' },
      { code: 'air', label: '새집증후군' },
      { code: 'joint', label: '줄눈' },
    ],
    categories: [
      { code: 'cleaning', name: '입주청소' },
      { code: 'move', name: '이사' },
    ],
    budgets: [
      { code: 'b200', label: '200만원 이하', max: 2_000_000 },
      { code: 'none', label: '상관없어요', max: null },
    ],
    ...overrides,
  };
}

export function makeLine(overrides: Partial<PlanLine> = {}): PlanLine {
  return {
    lineIdx: 1,
    step: 1,
    categoryCode: 'tljoint',
    categoryName: '줄눈',
    item: { itemIdx: 101, itemName: '케라폭시 줄눈 욕실 2곳', thumbnailUrl: '/img/joint.jpg', partner: { partnerIdx: 3, companyName: '반짝줄눈' } },
    price: 452_400, // 520,000원 at a 13% special price, the discount rounded down to 100원 as the server does
    regularPrice: 520_000,
    date: inDays(20),
    time: 9,
    earliestDate: inDays(15),
    latestDate: inDays(25),
    reason: '줄눈은 입주청소 전에 해야 청소 때 먼지까지 함께 치워져요.',
    neighbours: { count: 12, share: 40 },
    status: 'planned',
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<PlanApplication> = {}): PlanApplication {
  return {
    applicationIdx: 31,
    createdAt: '2026-11-26T01:00:00.000Z',
    home: { homeIdx: 7, apartmentIdx: 1, apartmentName: '잠실래미안아이파크', dong: '101', ho: '1203', pyeong: 34 },
    moveInDate: inDays(40),
    household: { adults: 2, children: 1, pets: 0, allergies: false },
    budget: 2_000_000,
    priorities: ['cleaning'],
    alreadyBooked: [],
    bookedServices: [],
    summary: '입주일에 맞춰 세 가지 서비스를 순서대로 잡았어요.\n줄눈을 먼저 하고 입주청소, 새집증후군 순서예요.',
    summarySource: 'template',
    total: 1_152_400,
    lines: [
      makeLine(),
      makeLine({
        lineIdx: 2,
        step: 2,
        categoryCode: 'cleaning',
        categoryName: '입주청소',
        item: { itemIdx: 102, itemName: '입주청소 스탠다드', thumbnailUrl: '/img/clean.jpg', partner: { partnerIdx: 4, companyName: '깨끗한집' } },
        price: 400_000,
        regularPrice: 400_000,
        date: inDays(27),
        time: null,
        earliestDate: inDays(26),
        latestDate: inDays(30),
        reason: '입주청소는 시공이 모두 끝난 뒤에 해요.',
        neighbours: null,
      }),
      makeLine({
        lineIdx: 3,
        step: 3,
        categoryCode: 'sickhs',
        categoryName: '새집증후군',
        item: { itemIdx: 103, itemName: '새집증후군 光촉매 시공', thumbnailUrl: '/img/air.jpg', partner: { partnerIdx: 5, companyName: '숨쉬는집' } },
        price: 300_000,
        regularPrice: 350_000,
        date: inDays(32),
        time: 13,
        earliestDate: inDays(31),
        latestDate: inDays(38),
        reason: '새집증후군 시공은 청소를 마친 깨끗한 집에 해야 오래가요.',
        neighbours: { count: 8, share: 27 },
      }),
    ],
    consultThreadIdx: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<PlanApplicationSummary> = {}): PlanApplicationSummary {
  return {
    applicationIdx: 31,
    createdAt: '2026-11-26T01:00:00.000Z',
    homeLabel: '잠실래미안아이파크 101동 1203호 34평',
    home: { homeIdx: 7, apartmentIdx: 1, apartmentName: '잠실래미안아이파크', dong: '101', ho: '1203', pyeong: 34 },
    moveInDate: inDays(40),
    lineCount: 3,
    bookedCount: 1,
    inCartCount: 0,
    total: 1_152_400,
    consultThreadIdx: null,
    ...overrides,
  };
}
