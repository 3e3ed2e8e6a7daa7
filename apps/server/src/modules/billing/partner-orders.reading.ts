import { addDays, canTransition, ENTRY_METHOD_LABELS, type EntryMethod, formatWon, JOB_STEP_LABELS, jobStepOf, ORDER_STATUS_LABELS, type OrderStatus, PARKING_LABELS, type ParkingOption, type PartnerOrderDetail, type PartnerOrderLine, type PartnerPayment, type PartnerScheduleEntry, seoulClock, seoulToday, VISIT_TIME_SETS, type VisitTimeSetKey, visitWords, workCalendarRefusal } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { formatVisit } from '../schedule';
import { entryCodeWindow } from '../visits';
import type { LineRow, OrderRow } from './billing.repository';
import { toOrderJob } from './partner-jobs.mapper';
import * as jobsRepo from './partner-jobs.repository';
import type { JobRow } from './partner-jobs.repository';

/**
 * The company's reads of its orders (GET /partner/pp_order_list, /partner/orders/{lineIdx}, /partner/schedules):
 * the page of lines first, then the job rows, balances and visit details of the whole page with one query
 * each, mapped in memory.
 */

type BalanceRow = Awaited<ReturnType<typeof jobsRepo.listBalances>>[number];
type VisitRow = Awaited<ReturnType<typeof jobsRepo.listVisits>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const monthDay = (at: Date) => {
  const c = seoulClock(at);
  return `${c.month}월 ${c.day}일`;
};

/** What the company sees of a line's payment, incl. 반반 결제's second half. */
export function paymentOf(order: OrderRow, line: LineRow, balance: BalanceRow | undefined): PartnerPayment {
  const status = line.status as OrderStatus;
  const paidAmount = order.paidAt ? line.payAmount - line.unpaidAmount : 0;
  if (status === 'payment_pending') return { status: 'pending', label: '결제 대기', paidAmount: 0, balance: null };
  if (status === 'awaiting_deposit') return { status: 'awaiting_deposit', label: '입금 대기 (가상계좌)', paidAmount: 0, balance: null };
  if (status === 'payment_failed') return { status: 'failed', label: '결제 실패', paidAmount: 0, balance: null };
  if (status === 'cancelled') return { status: 'cancelled', label: '주문 취소 (환불)', paidAmount, balance: null };
  if (line.secondHalf === 0) return { status: 'paid', label: `결제 완료 · ${formatWon(line.payAmount)}`, paidAmount, balance: null };
  const dueAt = iso(balance?.dueAt ?? null);
  let second: NonNullable<PartnerPayment['balance']>;
  if (line.unpaidAmount === 0) second = { amount: line.secondHalf, status: 'paid', label: '잔금 결제 완료', dueAt };
  else if (balance?.status === 'requested') second = { amount: line.unpaidAmount, status: 'due', label: `잔금 결제 대기 · ${monthDay(balance.dueAt!)}까지`, dueAt };
  else if (balance?.status === 'overdue') second = { amount: line.unpaidAmount, status: 'overdue', label: '잔금 기한 지남', dueAt };
  else second = { amount: line.unpaidAmount, status: 'unpaid', label: '시공 완료 후 잔금 요청', dueAt };
  return { status: 'paid', label: `반반 결제 · ${second.label}`, paidAmount, balance: second };
}

function visitOf(line: LineRow) {
  return formatVisit({ visitDate: line.visitDate, dateUndecided: line.dateUndecided, visitHour: line.visitHour }, line.visitTimeSet as VisitTimeSetKey);
}

function stepOf(line: LineRow, job: JobRow | undefined) {
  const step = jobStepOf(line.status, job);
  return { step, stepLabel: JOB_STEP_LABELS[step] };
}

export async function readPartnerLines(db: DbOrTx, partnerIdx: number, query: { category?: string; status?: string }): Promise<PartnerOrderLine[]> {
  return mapPartnerLines(db, await jobsRepo.listPartnerLines(db, partnerIdx, query));
}

/** One line as the list shows it (the answer of the moves). */
export async function readPartnerLine(db: DbOrTx, lineIdx: number): Promise<PartnerOrderLine> {
  const row = await jobsRepo.findPartnerLine(db, lineIdx);
  return (await mapPartnerLines(db, row ? [row] : []))[0]!;
}

async function mapPartnerLines(db: DbOrTx, rows: Array<{ line: LineRow; order: OrderRow; address: string | null }>): Promise<PartnerOrderLine[]> {
  const [jobs, balances] = await Promise.all([
    jobsRepo.listJobs(db, rows.map((r) => r.line.lineIdx)),
    jobsRepo.listBalances(db, [...new Set(rows.map((r) => r.order.orderIdx))]),
  ]);
  const jobOf = new Map(jobs.map((j) => [j.lineIdx, j]));
  const balanceOf = new Map(balances.map((b) => [b.orderIdx, b]));
  return rows.map(({ line, order, address }) => {
    const status = line.status as OrderStatus;
    return {
      lineIdx: line.lineIdx,
      merchantUid: order.merchantUid,
      itemIdx: line.itemIdx,
      itemName: line.itemName,
      categoryCode: line.categoryCode,
      categoryName: line.categoryName,
      options: line.options.map((o) => ({ groupName: o.groupName, name: o.name })),
      quantity: line.quantity,
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      ...visitOf(line),
      price: line.price,
      customer: { name: order.buyerName, apartmentName: line.apartmentName, pyeong: line.pyeong, dong: order.dong, ho: order.ho },
      paidAt: iso(order.paidAt),
      visitLabel: visitWords(line),
      address,
      ...stepOf(line, jobOf.get(line.lineIdx)),
      payment: paymentOf(order, line, balanceOf.get(order.orderIdx)),
    };
  });
}

/** The steps the company may take now (the transition table, the calendar and the job's own state). */
export function actionsOf(line: LineRow, job: JobRow | undefined, today = seoulToday()): PartnerOrderDetail['actions'] {
  const waiting = line.status === 'awaiting_work' && line.pendingRefundIdx === null;
  const dated = !line.dateUndecided && line.visitDate !== null;
  const proposing = Boolean(job?.proposedAt);
  const canMove = (to: 'in_progress' | 'completed') =>
    line.pendingRefundIdx === null &&
    canTransition(line.status as OrderStatus, to, 'partner') &&
    workCalendarRefusal(to, dated ? line.visitDate : null, today) === null;
  return {
    confirm: waiting && dated && !job?.confirmedAt && !proposing && !job?.departedAt,
    propose: waiting && !job?.departedAt,
    depart: waiting && dated && line.visitDate === today && !proposing,
    start: canMove('in_progress') && !proposing,
    complete: canMove('completed'),
  };
}

function entrySummary(visit: Pick<VisitRow, 'entryMethod' | 'parking'> | null): string {
  if (!visit) return '출입 정보 없음';
  return `${ENTRY_METHOD_LABELS[visit.entryMethod as EntryMethod]} · ${PARKING_LABELS[visit.parking as ParkingOption]}`;
}

export async function readPartnerDetail(
  db: DbOrTx,
  found: { line: LineRow; order: OrderRow; address: string | null },
  contact: { virtualNumber: string | null; expiresAt: Date | null },
): Promise<PartnerOrderDetail> {
  const { line, order, address } = found;
  const [views, balances, visits, events] = await Promise.all([
    jobsRepo.listJobViews(db, [line.lineIdx]),
    jobsRepo.listBalances(db, [order.orderIdx]),
    jobsRepo.listVisits(db, [order.orderIdx]),
    jobsRepo.listLineEvents(db, order.orderIdx, line.lineIdx),
  ]);
  const job = views.get(line.lineIdx)?.job ?? undefined;
  const visit = visits[0] ?? null;
  const window = entryCodeWindow(line);
  const status = line.status as OrderStatus;
  const hasCode = Boolean(visit?.entryCodeCipher);
  return {
    lineIdx: line.lineIdx,
    orderNo: order.orderNo,
    itemName: line.itemName,
    categoryCode: line.categoryCode,
    categoryName: line.categoryName,
    options: line.options.map((o) => ({ groupName: o.groupName, name: o.name })),
    quantity: line.quantity,
    price: line.price,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    ...visitOf(line),
    visitLabel: visitWords(line),
    visitTimeOptions: [...VISIT_TIME_SETS[line.visitTimeSet as VisitTimeSetKey]],
    home: { complexName: line.apartmentName, address, dong: order.dong, ho: order.ho, pyeong: line.pyeong },
    customerName: order.buyerName,
    contact: { name: visit?.contactName ?? order.buyerName ?? '입주민', virtualNumber: contact.virtualNumber, expiresAt: iso(contact.expiresAt) },
    entryMethod: visit?.entryMethod ?? 'free',
    entryMethodLabel: visit ? ENTRY_METHOD_LABELS[visit.entryMethod as EntryMethod] : '출입 정보 없음',
    entryCodeAvailableFrom: hasCode ? window.from : null,
    entryCodeReadable: hasCode && window.open,
    parking: visit?.parking ?? 'unknown',
    parkingLabel: visit ? PARKING_LABELS[visit.parking as ParkingOption] : '주차 정보 없음',
    request: visit?.request ?? null,
    payment: paymentOf(order, line, balances[0]),
    job: toOrderJob(line, job, views.get(line.lineIdx)?.photos ?? []),
    actions: actionsOf(line, job),
    history: events.map((e) => ({ message: e.message, actor: e.actor, createdAt: e.createdAt.toISOString() })),
  };
}

export async function readPartnerSchedule(db: DbOrTx, partnerIdx: number, days: number): Promise<PartnerScheduleEntry[]> {
  const today = seoulToday();
  const rows = await jobsRepo.listScheduledLines(db, partnerIdx, today, addDays(today, days - 1));
  const jobs = await jobsRepo.listJobs(db, rows.map((r) => r.line.lineIdx));
  const jobOf = new Map(jobs.map((j) => [j.lineIdx, j]));
  return rows.map(({ line, order, address, visit }) => {
    const status = line.status as OrderStatus;
    return {
      lineIdx: line.lineIdx,
      date: line.visitDate!,
      isToday: line.visitDate === today,
      time: line.visitHour,
      visitLabel: visitWords(line),
      itemName: line.itemName,
      categoryName: line.categoryName,
      complexName: line.apartmentName,
      address,
      dong: order.dong,
      ho: order.ho,
      pyeong: line.pyeong,
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      ...stepOf(line, jobOf.get(line.lineIdx)),
      entrySummary: entrySummary(visit),
      request: visit?.request ?? null,
    };
  });
}
