import { formatWon } from '@ipju/contract';
import { escapeHtml } from '../../html';
import type { PortOnePayment } from '../types';
import { methodLabel } from './checkout-page';
import { formatKst, page } from './html';

const STATUS_LABELS: Record<PortOnePayment['status'], string> = {
  ready: '입금 대기',
  paid: '결제 완료',
  failed: '결제 실패',
  cancelled: '결제 취소',
};

const row = (term: string, detail: string, className = '') =>
  `<div${className ? ` class="${className}"` : ''}><dt>${term}</dt><dd>${escapeHtml(detail)}</dd></div>`;

/** The sandbox's stand-in for a PG receipt (receipt_url of a paid payment). */
export function renderReceiptPage(payment: PortOnePayment): string {
  const method = payment.pay_method === 'vbank' ? 'vbank' : (['kakaopay', 'naverpay'] as const).find((p) => p === payment.pg_provider) ?? 'card';
  const left = payment.amount - payment.cancel_amount;
  return page(
    '입주 테스트 결제 영수증',
    `<p class="badge">테스트 영수증</p>
<h1>결제 영수증</h1>
<p class="notice" role="note">데모 결제의 영수증이에요. 실제로 결제된 돈은 없어요.</p>
<dl>
${row('주문명', payment.name ?? payment.merchant_uid)}
${row('주문번호', payment.merchant_uid)}
${row('결제 고유번호', payment.imp_uid)}
${row('결제수단', methodLabel(method, undefined))}
${row('상태', STATUS_LABELS[payment.status])}
${payment.paid_at ? row('결제 시각', formatKst(payment.paid_at)) : ''}
${row('결제 금액', formatWon(payment.amount))}
${payment.cancel_amount ? row('취소 금액', formatWon(payment.cancel_amount)) : ''}
${row('남은 금액', formatWon(left), 'total')}
</dl>`,
  );
}
