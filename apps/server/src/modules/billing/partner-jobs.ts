import { arrivalWindow, compareYmd, formatYmd, seoulToday, type VisitTimeSetKey, visitWords } from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asPartner, asResident, authorize } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import { parseVisitChoice } from '../schedule';
import { notifyBuyer, recordEvent } from './billing.lifecycle';
import { lineOwnersOf } from './billing.reading';
import * as repo from './billing.repository';
import type { LineRow, OrderRow } from './billing.repository';
import { holdSlots, releaseSlots } from './billing.settle';
import * as jobsRepo from './partner-jobs.repository';
import { acceptRefusal, mustBeOpenForProposal } from './partner-jobs.slot';

/**
 * The company's job steps inside 시공대기 (docs/PARTNER.md): 확정, a proposal of another date that the resident
 * accepts (the visit moves, slots released and held in one transaction) or refuses, and 출발 (the resident is
 * told once per DEPART_REPEAT_MINUTES). Each runs with the order row locked, like every other order change.
 */

/** The caller company's line, its order locked for the change; another company's is a missing order. */
async function lockPartnerLine(tx: DbOrTx, partnerIdx: number, lineIdx: number): Promise<{ order: OrderRow; line: LineRow }> {
  const found = authorize(asPartner(partnerIdx), await repo.findLineWithOrder(tx, lineIdx), lineOwnersOf, '주문한 서비스');
  const order = (await repo.lockOrderByIdx(tx, found.line.orderIdx))!;
  const line = (await repo.findLine(tx, lineIdx))!;
  if (line.pendingRefundIdx !== null) throw new AppError('CONFLICT', '고객의 취소를 처리하고 있는 서비스예요.');
  return { order, line };
}

function mustAwaitWork(line: LineRow, doing: string) {
  if (line.status !== 'awaiting_work') throw new AppError('CONFLICT', `시공대기 상태의 서비스만 ${doing} 수 있어요.`);
}

async function openProposalOf(tx: DbOrTx, lineIdx: number) {
  const [job] = await jobsRepo.listJobs(tx, [lineIdx]);
  return job?.proposedAt ? job : undefined;
}

/** 확정: the company accepts the booked date; the resident is told once. */
export async function confirmJob(db: Db, partnerIdx: number, lineIdx: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockPartnerLine(tx, partnerIdx, lineIdx);
    mustAwaitWork(line, '일정을 확정할');
    if (line.dateUndecided || !line.visitDate) throw new AppError('CONFLICT', '방문일이 정해지지 않았어요. 다른 일정을 제안해 주세요.');
    if (await openProposalOf(tx, lineIdx)) throw new AppError('CONFLICT', '제안한 일정에 입주민이 답하기 전이에요. 답을 받은 뒤에 확정해 주세요.');
    const first = await jobsRepo.markConfirmed(tx, lineIdx, partnerIdx, new Date());
    if (!first) return false;
    const when = visitWords(line);
    await recordEvent(tx, order, { kind: 'job', actor: 'partner', actorIdx: partnerIdx, lineIdx, message: `${line.companyName}에서 방문 일정을 확정했어요: ${when}` });
    await notifyBuyer(tx, order, { title: '업체가 일정을 확정했어요', body: `${line.companyName}에서 ${line.itemName} 방문 일정을 확정했어요: ${when}` });
    return true;
  });
}

/**
 * The company proposes another visit date (and hour); the resident answers on the order detail. Returns whether
 * the resident was told. The same date and hour while that proposal is still open is answered with the open one
 * and tells nobody again (a double tap, a retried request): the order row is locked first, so of concurrent
 * identical proposals one writes and sends, and the others find it open.
 */
export async function proposeDate(db: Db, partnerIdx: number, lineIdx: number, input: { tz: string; time?: number | null }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockPartnerLine(tx, partnerIdx, lineIdx);
    mustAwaitWork(line, '일정을 바꾸자고 제안할');
    const [job] = await jobsRepo.listJobs(tx, [lineIdx]);
    if (job?.departedAt) throw new AppError('CONFLICT', '이미 출발한 작업은 일정을 바꾸자고 제안할 수 없어요.');
    const visit = parseVisitChoice(input, line.visitTimeSet as VisitTimeSetKey);
    if (!visit.visitDate) throw invalidField('tz', '제안할 방문일을 골라 주세요.');
    if (visit.visitDate === line.visitDate && visit.visitHour === line.visitHour && !line.dateUndecided) {
      throw invalidField('tz', '지금 예약된 일정과 같아요. 다른 날짜나 시간을 골라 주세요.');
    }
    if (job?.proposedAt && job.proposedDate === visit.visitDate && job.proposedHour === visit.visitHour) return false;
    // A closed day or a full slot would only fail when the resident accepts: refuse it now, naming why.
    await mustBeOpenForProposal(tx, { partnerIdx: line.partnerIdx, visitDate: visit.visitDate, visitHour: visit.visitHour });
    await jobsRepo.setProposal(tx, lineIdx, partnerIdx, { date: visit.visitDate, hour: visit.visitHour }, new Date());
    const proposed = visitWords(visit);
    await recordEvent(tx, order, {
      kind: 'date',
      actor: 'partner',
      actorIdx: partnerIdx,
      lineIdx,
      message: `${line.companyName}에서 다른 방문 일정을 제안했어요: ${visitWords(line)} → ${proposed}`,
    });
    await notifyBuyer(tx, order, {
      title: '업체가 다른 방문 일정을 제안했어요',
      body: `${line.companyName}에서 ${line.itemName} 방문 일정을 ${proposed}로 바꾸자고 제안했어요. 주문 상세에서 수락하거나 거절해 주세요.`,
    });
    return true;
  });
}

/**
 * The resident's answer to the proposal. Accepting moves the visit: the old slot released and the new one held
 * in the same transaction (a full slot, or a day closed since, refuses with 409 saying which, and the proposal stays open); refusing keeps the booked
 * date. The answer is claimed under the job row's lock, so two answers never move the slot twice.
 */
export async function answerProposal(db: Db, residentIdx: number, lineIdx: number, answer: 'accept' | 'refuse'): Promise<string> {
  return db.transaction(async (tx) => {
    const found = authorize(asResident(residentIdx), await repo.findLineWithOrder(tx, lineIdx), lineOwnersOf, '주문한 서비스');
    const order = (await repo.lockOrderByIdx(tx, found.line.orderIdx))!;
    const line = (await repo.findLine(tx, lineIdx))!;
    const proposal = line.status === 'awaiting_work' ? await jobsRepo.claimProposalAnswer(tx, lineIdx, answer === 'accept' ? 'accepted' : 'refused', new Date()) : undefined;
    if (!proposal) throw new AppError('CONFLICT', '답할 일정 제안이 없어요. 이미 답했거나 업체가 제안을 거둔 일정이에요.');
    const proposed = visitWords({ visitDate: proposal.date, visitHour: proposal.hour });
    if (answer === 'accept') {
      const before = visitWords(line);
      await releaseSlots(tx, [line]);
      const moved = await repo.updateLine(tx, lineIdx, { visitDate: proposal.date, visitHour: proposal.hour, dateUndecided: false, slotHeld: false });
      if (await holdSlots(tx, [moved])) {
        throw await acceptRefusal(tx, { partnerIdx: line.partnerIdx, visitDate: proposal.date, visitHour: proposal.hour });
      }
      await recordEvent(tx, order, { kind: 'date', actor: 'resident', actorIdx: residentIdx, lineIdx, message: `업체가 제안한 일정을 수락했어요: ${before} → ${proposed}` });
    } else {
      await recordEvent(tx, order, { kind: 'date', actor: 'resident', actorIdx: residentIdx, lineIdx, message: `업체가 제안한 일정(${proposed})을 거절했어요. 예약한 일정 그대로예요.` });
    }
    await queuePartnerNotice(tx, partnerNotices.proposalAnswered(line, answer === 'accept', proposed));
    return order.merchantUid;
  });
}

/**
 * 출발: on the visit day, the resident gets an AlimTalk naming the company and the arrival window. The claim is
 * one conditional upsert, so a second tap within DEPART_REPEAT_MINUTES (even a concurrent one) sends nothing.
 */
export async function departJob(db: Db, partnerIdx: number, lineIdx: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockPartnerLine(tx, partnerIdx, lineIdx);
    mustAwaitWork(line, '출발을 알릴');
    if (line.dateUndecided || !line.visitDate) throw new AppError('CONFLICT', '방문일이 정해지지 않은 서비스예요. 고객과 방문일을 정한 뒤에 출발해 주세요.');
    const today = seoulToday();
    if (compareYmd(today, line.visitDate) !== 0) {
      throw new AppError('CONFLICT', `출발은 방문일인 ${formatYmd(line.visitDate)}에 알릴 수 있어요.`);
    }
    if (await openProposalOf(tx, lineIdx)) throw new AppError('CONFLICT', '제안한 일정에 입주민이 답하기 전이에요.');
    const claimed = await jobsRepo.claimDeparture(tx, lineIdx, partnerIdx, new Date());
    if (!claimed) return false;
    const window = arrivalWindow(line.visitHour);
    await recordEvent(tx, order, { kind: 'job', actor: 'partner', actorIdx: partnerIdx, lineIdx, message: `${line.companyName}에서 출발했어요.` });
    await notifyBuyer(tx, order, {
      title: '업체가 출발했어요',
      body: `${line.companyName}에서 ${line.itemName} 작업을 위해 출발했어요.${window ? ` ${window} 도착 예정이에요.` : ''}`,
    });
    return true;
  });
}
