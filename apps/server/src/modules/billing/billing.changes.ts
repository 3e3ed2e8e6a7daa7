import { canTransition, type OrderStatus, seoulToday, type VisitTimeSetKey, visitWords, workCalendarRefusal } from '@ipju/contract';
import { josa } from 'es-hangul';
import type { Db } from '../../db/client';
import { asPartner, asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import { dateChangeRule, loadRefundPolicies } from '../refund-policies';
import { parseVisitChoice } from '../schedule';
import { moveLines, notifyBuyer, recordEvent } from './billing.lifecycle';
import { notices } from './billing.notices';
import { lineOwnersOf } from './billing.reading';
import * as repo from './billing.repository';
import type { LineRow } from './billing.repository';
import { holdSlots, releaseSlots } from './billing.settle';
import * as jobsRepo from './partner-jobs.repository';

/** Photos the company attaches with a move (already checked as its finished uploads of type 'job'). */
export interface JobPhotos {
  before: Array<{ key: string; url: string }>;
  after: Array<{ key: string; url: string }>;
}

/**
 * Moves a booked service's visit date (PUT /billings/date and PUT /receipt/{id}): allowed before the work
 * starts and until the category's date-change limit, to a date the calendar rule and the item's visit
 * times allow, in a slot the partner still has room for. The old slot is released and the new one held in
 * one transaction (the order row locked), so a full new slot leaves everything as it was.
 */
export async function changeVisitDate(
  db: Db,
  residentIdx: number,
  target: { merchantUid?: string; lineIdx: number },
  input: { tz: string; time?: number | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await repo.findLine(tx, target.lineIdx);
    const locked = found ? await repo.lockOrderByIdx(tx, found.orderIdx) : undefined;
    // A line named with another order's merchantUid is as missing as an unknown one.
    const named = locked && (!target.merchantUid || locked.merchantUid === target.merchantUid) ? locked : undefined;
    const order = authorize(asResident(residentIdx), named, residentOwned, '주문한 서비스');
    const line = (await repo.findLine(tx, target.lineIdx))!;
    const policy = (await loadRefundPolicies(tx, [line.categoryCode])).get(line.categoryCode)!;
    const rule = dateChangeRule(policy, { status: line.status as OrderStatus, visitDate: line.visitDate, dateUndecided: line.dateUndecided }, seoulToday());
    if (!rule.allowed) throw new AppError('CONFLICT', rule.reason ?? '지금은 일정을 바꿀 수 없어요.');
    if (line.pendingRefundIdx !== null) throw new AppError('CONFLICT', '취소를 처리하고 있는 서비스예요.');
    const visit = parseVisitChoice(input, line.visitTimeSet as VisitTimeSetKey);
    if (visit.visitDate === line.visitDate && visit.dateUndecided === line.dateUndecided && visit.visitHour === line.visitHour) {
      return order.merchantUid;
    }
    const before = visitWords(line);
    await releaseSlots(tx, [line]);
    const moved = await repo.updateLine(tx, line.lineIdx, { ...visit, slotHeld: false });
    // Paid (or awaiting a deposit): the new date must have room, held now.
    const gone = await holdSlots(tx, [moved]);
    if (gone) {
      throw new AppError('CONFLICT', `${visitWords(moved)} 예약이 마감되었어요. 다른 날짜나 시간을 골라 주세요.`, [
        { field: 'tz', message: '예약할 수 없는 날짜예요.' },
      ]);
    }
    await recordEvent(tx, order, {
      kind: 'date',
      actor: 'resident',
      actorIdx: residentIdx,
      lineIdx: line.lineIdx,
      message: `방문 일정을 바꿨어요: ${before} → ${visitWords(moved)}`,
    });
    await notifyBuyer(tx, order, notices.dateChanged(order, moved));
    await queuePartnerNotice(tx, partnerNotices.dateChanged(moved, before));
    return order.merchantUid;
  });
}

/** Purchase confirmation (구매확정) of completed services: the named ones, else every completed one. */
export async function confirmPurchase(db: Db, residentIdx: number, merchantUid: string, lineIdxs?: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const order = authorize(asResident(residentIdx), await repo.lockOrder(tx, merchantUid), residentOwned, '주문');
    const lines = await repo.listLines(tx, order.orderIdx);
    const missing = (lineIdxs ?? []).filter((id) => !lines.some((l) => l.lineIdx === id));
    if (missing.length) throw new AppError('NOT_FOUND', `이 주문에 없는 서비스예요: ${missing.join(', ')}`, [{ field: 'lineIdxs', message: '주문에 없는 서비스예요.' }]);
    const chosen = lineIdxs ? lines.filter((l) => lineIdxs.includes(l.lineIdx)) : lines.filter((l) => l.status === 'completed');
    const notDone = chosen.filter((l) => l.status !== 'completed');
    if (notDone.length || !chosen.length) {
      throw new AppError('CONFLICT', notDone.length ? `${josa(notDone[0]!.itemName, '은/는')} 아직 시공이 끝나지 않았어요. 시공완료 후에 구매확정할 수 있어요.` : '구매확정할 서비스가 없어요. 시공이 끝난 뒤에 확정할 수 있어요.');
    }
    const now = new Date();
    for (const line of chosen.filter((l) => !l.confirmedAt)) {
      await repo.updateLine(tx, line.lineIdx, { confirmedAt: now });
      await recordEvent(tx, order, { kind: 'confirm', actor: 'resident', actorIdx: residentIdx, lineIdx: line.lineIdx, message: '구매를 확정했어요.' });
    }
  });
}

/**
 * The partner's moves of the transition table: start the work, finish it. A move the table allows is still
 * refused (409, naming the date) when the calendar makes it impossible: before the visit day in Seoul, or
 * while the date is undecided (workCalendarRefusal of the contract).
 */
export async function partnerMoveLine(
  db: Db,
  partnerIdx: number,
  lineIdx: number,
  to: 'in_progress' | 'completed',
  photos: JobPhotos = { before: [], after: [] },
): Promise<LineRow> {
  return db.transaction(async (tx) => {
    const found = authorize(asPartner(partnerIdx), await repo.findLineWithOrder(tx, lineIdx), lineOwnersOf, '주문한 서비스');
    const order = (await repo.lockOrderByIdx(tx, found.line.orderIdx))!;
    const line = (await repo.findLine(tx, lineIdx))!;
    if (line.pendingRefundIdx !== null) throw new AppError('CONFLICT', '고객의 취소를 처리하고 있는 서비스예요.');
    if (line.status !== to && canTransition(line.status as OrderStatus, to, 'partner')) {
      const refusal = workCalendarRefusal(to, line.dateUndecided ? null : line.visitDate, seoulToday());
      if (refusal) throw new AppError('CONFLICT', refusal);
    }
    await jobsRepo.insertPhotos(tx, [
      ...photos.before.map((p) => ({ lineIdx, kind: 'before' as const, fileKey: p.key, url: p.url })),
      ...photos.after.map((p) => ({ lineIdx, kind: 'after' as const, fileKey: p.key, url: p.url })),
    ]);
    // 시공완료 shows the resident the result: at least one after-photo, given now or with an earlier step.
    if (to === 'completed' && canTransition(line.status as OrderStatus, to, 'partner') && (await jobsRepo.countAfterPhotos(tx, lineIdx)) === 0) {
      throw invalidField('afterPhotoKeys', '시공 후 사진을 한 장 이상 올려 주세요.');
    }
    const [moved] = await moveLines(tx, order, [line], {
      to,
      actor: 'partner',
      actorIdx: partnerIdx,
      message: to === 'in_progress' ? `${line.companyName}에서 시공을 시작했어요.` : `${line.companyName}에서 시공을 마쳤어요.`,
    });
    if (moved) await notifyBuyer(tx, order, to === 'in_progress' ? notices.started(order, moved) : notices.completed(order, moved));
    if (moved && to === 'completed') await notifyBuyer(tx, order, notices.reviewInvite(order, moved));
    return moved ?? line;
  });
}

/**
 * Demo mode only (POST /dev/order-lines/{lineIdx}/visit-today): the service's partner brings a paid
 * service's visit to today, so the work can be started and finished now rather than on the booked day
 * (the demo seed's history and the browser tests' finished services rely on it). The old date's slot is
 * released and today's is not held: the visit is agreed outside the booking calendar. Written to the
 * order history like any date change.
 */
export async function demoVisitToday(db: Db, partnerIdx: number, lineIdx: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = authorize(asPartner(partnerIdx), await repo.findLineWithOrder(tx, lineIdx), lineOwnersOf, '주문한 서비스');
    const order = (await repo.lockOrderByIdx(tx, found.line.orderIdx))!;
    const line = (await repo.findLine(tx, lineIdx))!;
    if (line.status !== 'awaiting_work') throw new AppError('CONFLICT', '결제가 끝나고 시공을 기다리는 서비스만 방문일을 오늘로 옮길 수 있어요.');
    const today = seoulToday();
    if (line.visitDate === today && !line.dateUndecided) return;
    const before = visitWords(line);
    await releaseSlots(tx, [line]);
    const moved = await repo.updateLine(tx, line.lineIdx, { visitDate: today, dateUndecided: false, slotHeld: false });
    await recordEvent(tx, order, {
      kind: 'date',
      actor: 'partner',
      actorIdx: partnerIdx,
      lineIdx: line.lineIdx,
      message: `(데모) 방문 일정을 오늘로 옮겼어요: ${before} → ${visitWords(moved)}`,
    });
  });
}
