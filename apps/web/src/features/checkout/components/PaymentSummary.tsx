import type { BillingQuote } from '@ipju/contract';
import { formatWon } from '../../../lib/format';
import styles from './PaymentSections.module.css';

/** The server's quote as rows: 상품 금액, discounts, 최종 결제 금액 (right-aligned). */
export function PaymentSummary({ quote, updating }: { quote: BillingQuote; updating: boolean }) {
  const rows: { label: string; value: number; minus?: boolean }[] = [
    { label: '상품 금액', value: quote.regularTotal },
    { label: '단지 특가 할인', value: quote.specialDiscount, minus: true },
    { label: '쿠폰 할인', value: quote.couponDiscount, minus: true },
    { label: '포인트 사용', value: quote.pointsUsed, minus: true },
  ];
  return (
    <div aria-busy={updating || undefined} data-updating={updating || undefined} className={styles.summary}>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd className={row.minus && row.value > 0 ? styles.minus : undefined}>
              {row.minus && row.value > 0 ? `-${formatWon(row.value)}` : formatWon(row.value)}
            </dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>최종 결제 금액</dt>
          <dd data-testid="payment-amount">{formatWon(quote.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
