import type { PartnerOrderDetail, PartnerOrderLine, PartnerScheduleEntry } from '@ipju/contract';

export function makeSchedule(overrides: Partial<PartnerScheduleEntry> = {}): PartnerScheduleEntry {
  return {
    lineIdx: 41,
    date: '2026-11-26',
    isToday: true,
    time: 9,
    visitLabel: '2026.11.26 (목) 오전 9시',
    itemName: '입주청소 스탠다드',
    categoryName: '입주청소',
    complexName: '잠실래미안아이파크',
    address: '서울 송파구 올림픽로 99',
    dong: '101',
    ho: '1203',
    pyeong: 34,
    status: 'awaiting_work',
    statusLabel: '시공대기',
    step: 'confirmed',
    stepLabel: '일정 확정',
    entrySummary: '공동현관 비밀번호 · 방문 차량 등록 필요',
    request: '도착 30분 전에 전화 주세요.',
    ...overrides,
  };
}

const NO_JOB: PartnerOrderDetail['job'] = {
  step: 'booked',
  stepLabel: '확정 전',
  residentMessage: null,
  confirmedAt: null,
  departedAt: null,
  arrivalWindow: null,
  proposal: null,
  lastAnswer: null,
  photos: { before: [], after: [] },
};

export function makeDetail(overrides: Partial<PartnerOrderDetail> = {}): PartnerOrderDetail {
  return {
    lineIdx: 41,
    orderNo: '261126-0001',
    itemName: '입주청소 스탠다드',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    options: [{ groupName: '평형', name: '25~34평' }],
    quantity: 1,
    price: 408000,
    status: 'awaiting_work',
    statusLabel: '시공대기',
    tz: '2026-12-05',
    time: 9,
    timeLabel: '오전 9시',
    visitLabel: '2026.12.05 (토) 오전 9시',
    visitTimeOptions: [
      { hour: 9, label: '오전 9시' },
      { hour: 13, label: '오후 1시' },
    ],
    home: { complexName: '잠실래미안아이파크', address: '서울 송파구 올림픽로 99', dong: '101', ho: '1203', pyeong: 34 },
    customerName: '김입주',
    contact: { name: '김입주', virtualNumber: '0507-1000-0001', expiresAt: '2026-12-06T15:00:00.000Z' },
    entryMethod: 'door_code',
    entryMethodLabel: '공동현관 비밀번호',
    entryCodeAvailableFrom: '2026-12-04',
    entryCodeReadable: false,
    parking: 'registration',
    parkingLabel: '방문 차량 등록 필요',
    request: '도착 30분 전에 전화 주세요.',
    payment: { status: 'paid', label: '결제 완료 · 408,000원', paidAmount: 408000, balance: null },
    job: NO_JOB,
    actions: { confirm: true, propose: true, depart: false, start: false, complete: false },
    history: [{ message: '결제가 완료되었어요.', actor: 'system', createdAt: '2026-11-22T01:00:00.000Z' }],
    ...overrides,
  };
}

export function makeListLine(overrides: Partial<PartnerOrderLine> = {}): PartnerOrderLine {
  return {
    lineIdx: 41,
    merchantUid: 'ipju_20261122_ABCDEFGHIJ',
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    options: [],
    quantity: 1,
    status: 'awaiting_work',
    statusLabel: '시공대기',
    tz: '2026-12-05',
    time: 9,
    timeLabel: '오전 9시',
    price: 408000,
    customer: { name: '김입주', apartmentName: '잠실래미안아이파크', pyeong: 34, dong: '101', ho: '1203' },
    paidAt: '2026-11-22T01:00:00.000Z',
    visitLabel: '2026.12.05 (토) 오전 9시',
    address: '서울 송파구 올림픽로 99',
    step: 'booked',
    stepLabel: '확정 전',
    payment: { status: 'paid', label: '결제 완료 · 408,000원', paidAmount: 408000, balance: null },
    ...overrides,
  };
}
