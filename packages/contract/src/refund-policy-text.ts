/**
 * The one writer of the cancellation and date-change rule in Korean (zod-free, shared by the server and
 * the web). Every screen that states the rule (the item page's 주의사항, the payment page, the cancel
 * sheet, my-page's 방문 전 안내) shows these sentences, made from the `refund_policies` row of the
 * service's category; no screen keeps its own copy of the numbers.
 */
import { diffDays, formatYmd } from './calendar';

export interface RefundPolicyNumbers {
  freeCancelDays: number;
  lateFeePercent: number;
  sameDayFeePercent: number;
  dateChangeDays: number;
  note?: string | null;
}

/**
 * How long a refund to the payment method takes, in the cancel sheet, the cancellation notice (알림톡/SMS)
 * and a company's cancellation of an offline order. Decision: business days, 3~5영업일, naming 카드사·은행:
 * it is how card companies and banks state a cancellation, and what the FAQ (환불은 언제 되나요?) says;
 * '3~7일' counted calendar days and read as a different promise.
 */
export const REFUND_TIMING = '카드사·은행에 따라 3~5영업일 걸려요';

/** The heading the generated rule goes under (item page 주의사항, 방문 전 안내). */
export const REFUND_POLICY_TITLE = '취소·환불과 일정 변경';

const fee = (percent: number) => (percent > 0 ? `취소 수수료 ${percent}%` : '취소 수수료 없음');

/**
 * '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 10%, 방문 당일 30%. 시공이 시작되면 온라인으로
 * 취소할 수 없어요.' Days are calendar days in Asia/Seoul before the visit date; an undecided date is free.
 */
export function cancelRuleText(p: RefundPolicyNumbers): string {
  const n = p.freeCancelDays;
  const parts: string[] = [];
  if (n === 0) parts.push('방문 당일까지 무료 취소');
  else {
    parts.push(`방문 ${n}일 전까지 무료 취소`);
    if (n >= 2) parts.push(`${n === 2 ? '1일 전' : `${n - 1}일 전~1일 전`} ${fee(p.lateFeePercent)}`);
    // After a late-fee part the words '취소 수수료' need not be repeated.
    const sameDay = p.sameDayFeePercent > 0 ? `${p.sameDayFeePercent}%` : '수수료 없음';
    parts.push(`방문 당일 ${n >= 2 ? sameDay : fee(p.sameDayFeePercent)}`);
  }
  return `${parts.join(', ')}. 시공이 시작되면 온라인으로 취소할 수 없어요.`;
}

/**
 * The cancel fee's percent for a visit on `visitDate` (null: not decided yet) cancelled on `today` (Seoul calendar
 * dates): free from `freeCancelDays` days before, the late fee from the day before, the same-day fee on the day
 * and after. The one reading of the tiers: the server's cancel quote and the date change's warning use it.
 */
export function cancelFeePercent(p: RefundPolicyNumbers, visitDate: string | null, today: string): number {
  if (visitDate === null) return 0;
  const days = diffDays(visitDate, today);
  return days >= p.freeCancelDays ? 0 : days >= 1 ? p.lateFeePercent : p.sameDayFeePercent;
}

/**
 * What moving a visit from `from` to `to` does to cancelling it, when it makes cancelling cost more from now on
 * (the new date is inside the free period and the old one was not, or has a higher fee): the sentence the date
 * change asks the resident to confirm. Null when nothing gets dearer.
 */
export function dateChangeFeeWarning(p: RefundPolicyNumbers, from: string | null, to: string | null, today: string): string | null {
  const after = cancelFeePercent(p, to, today);
  if (to === null || after <= cancelFeePercent(p, from, today)) return null;
  return `${formatYmd(to)} 방문으로 바꾸면 무료 취소 기간(방문 ${p.freeCancelDays}일 전까지)이 지나, 바꾼 뒤 취소할 때 취소 수수료 ${after}%가 붙어요.`;
}

/** '방문일 변경은 2일 전까지 가능해요.' */
export function dateChangeRuleText(p: RefundPolicyNumbers): string {
  return p.dateChangeDays === 0 ? '방문일 변경은 방문 당일까지 가능해요.' : `방문일 변경은 ${p.dateChangeDays}일 전까지 가능해요.`;
}

/** The whole rule: cancelling, changing the date, and the category's own note. */
export function refundPolicyText(p: RefundPolicyNumbers): string {
  const sentences = [cancelRuleText(p), dateChangeRuleText(p)];
  if (p.note?.trim()) sentences.push(p.note.trim());
  return sentences.join(' ');
}
