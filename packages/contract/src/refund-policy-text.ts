/**
 * The one writer of the cancellation and date-change rule in Korean (zod-free, shared by the server and
 * the web). Every screen that states the rule (the item page's 주의사항, the payment page, the cancel
 * sheet, my-page's 방문 전 안내) shows these sentences, made from the `refund_policies` row of the
 * service's category; no screen keeps its own copy of the numbers.
 */
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
