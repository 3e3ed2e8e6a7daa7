import { diffDays, type OrderStatus, type RefundPolicy } from '@ipju/contract';

/** Why a line in this status cannot move its visit date (null: it can). */
function statusRefusal(status: OrderStatus): string | null {
  switch (status) {
    case 'awaiting_deposit':
    case 'awaiting_work':
      return null;
    case 'in_progress':
      return '시공이 시작된 뒤에는 일정을 바꿀 수 없어요. 업체에 문의해 주세요.';
    case 'completed':
      return '시공이 끝난 서비스는 일정을 바꿀 수 없어요.';
    case 'cancelled':
      return '취소된 서비스는 일정을 바꿀 수 없어요.';
    case 'payment_failed':
      return '결제가 완료되지 않은 주문은 일정을 바꿀 수 없어요.';
    case 'payment_pending':
      return '결제가 끝난 뒤에 일정을 바꿀 수 있어요.';
  }
}

/**
 * Whether the line's visit date may be changed online today (Seoul date): only before the work starts,
 * always while the date is undecided, else until `dateChangeDays` days before the current visit date.
 * The new date itself is checked by parseVisitChoice and the slot by holdSlot.
 */
export function dateChangeRule(
  policy: RefundPolicy,
  line: { status: OrderStatus; visitDate: string | null; dateUndecided: boolean },
  today: string,
): { allowed: boolean; reason: string | null } {
  const refusal = statusRefusal(line.status);
  if (refusal) return { allowed: false, reason: refusal };
  if (line.visitDate === null || line.dateUndecided) return { allowed: true, reason: null };
  const days = diffDays(line.visitDate, today);
  if (days >= policy.dateChangeDays) return { allowed: true, reason: null };
  if (days < 0) return { allowed: false, reason: '방문일이 지나 일정을 바꿀 수 없어요. 업체에 문의해 주세요.' };
  // The summary says '방문일 변경은 N일 전까지 가능해요', so the refusal names the same day.
  const until = policy.dateChangeDays === 0 ? '방문 당일' : `방문 ${policy.dateChangeDays}일 전`;
  return { allowed: false, reason: `일정은 ${until}까지만 바꿀 수 있어요. 업체에 문의해 주세요.` };
}
