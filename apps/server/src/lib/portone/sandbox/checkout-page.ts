import { formatWon } from '@ipju/contract';
import { escapeHtml } from '../../html';
import { SANDBOX_PATH } from '../sandbox-path';
import { formatKst, page } from './html';
import type { CheckoutQuery, SandboxPayMethod } from './schemas';

/** SPEC section 3's method labels (the same words as PAY_METHOD_LABELS in the contract). */
const METHOD_LABELS: Record<SandboxPayMethod, string> = {
  card: '신용카드',
  vbank: '무통장입금',
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
};

/** ipju asks for easy pay as pay_method=card with pg=kakaopay or naverpay; the window names the easy pay. */
export function methodLabel(payMethod: SandboxPayMethod, pg: string | undefined): string {
  const provider = pg?.split('.')[0];
  if (payMethod === 'card' && (provider === 'kakaopay' || provider === 'naverpay')) return METHOD_LABELS[provider];
  return METHOD_LABELS[payMethod];
}

const hidden = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const row = (term: string, detail: string, className = '') =>
  `<div${className ? ` class="${className}"` : ''}><dt>${term}</dt><dd>${escapeHtml(detail)}</dd></div>`;

/**
 * The sandbox payment window (what IMP.request_pay opens in production): the order, the amount and one
 * button per outcome. A plain form, no JavaScript.
 */
export function renderCheckoutPage(query: CheckoutQuery, vbankDeadline: number): string {
  const vbank = query.pay_method === 'vbank';
  const fields = [
    hidden('merchant_uid', query.merchant_uid),
    hidden('amount', query.amount),
    hidden('name', query.name),
    hidden('pay_method', query.pay_method),
    hidden('pg', query.pg),
    hidden('buyer_name', query.buyer_name),
    hidden('buyer_tel', query.buyer_tel),
    hidden('buyer_email', query.buyer_email),
    hidden('m_redirect_url', query.m_redirect_url),
    hidden('notice_url', query.notice_url),
    hidden('vbank_due', vbank ? vbankDeadline : query.vbank_due),
  ].filter(Boolean);

  return page(
    '입주 테스트 결제',
    `<p class="badge">테스트 결제</p>
<h1>입주 테스트 결제</h1>
<p class="notice" id="sandbox-notice" role="note">데모용 결제창이에요. 어떤 버튼을 눌러도 실제로 돈이 나가지 않아요.</p>
<section aria-labelledby="order-heading">
<h2 id="order-heading" class="visually-hidden">주문 정보</h2>
<dl>
${row('주문명', query.name ?? query.merchant_uid)}
${row('결제수단', methodLabel(query.pay_method, query.pg))}
${query.buyer_name ? row('주문자', query.buyer_name) : ''}
${row('결제 금액', formatWon(query.amount), 'total')}
</dl>
${vbank ? `<p class="hint">가상계좌를 발급받은 뒤 ${escapeHtml(formatKst(vbankDeadline))}까지 입금하면 결제가 끝나요.</p>` : ''}
</section>
<form method="post" action="${SANDBOX_PATH}/checkout">
${fields.join('\n')}
<fieldset aria-describedby="sandbox-notice">
<legend>결제 결과를 골라 주세요</legend>
<button type="submit" name="outcome" value="paid" class="primary">${vbank ? '가상계좌 발급받기' : '결제하기'}</button>
<button type="submit" name="outcome" value="failed" class="danger">결제 실패</button>
<button type="submit" name="outcome" value="cancelled" class="secondary">결제 취소</button>
</fieldset>
</form>`,
  );
}
