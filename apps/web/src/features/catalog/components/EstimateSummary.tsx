import type { ItemEstimate } from '@ipju/contract';
import { josa } from 'es-hangul';
import { AlertCircle } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { formatWon } from '../../../lib/format';
import styles from './EstimateSummary.module.css';

export interface EstimateSummaryProps {
  estimate: ItemEstimate | null;
  /** Names of required option groups still unchosen. */
  missing: string[];
  loading: boolean;
  updating: boolean;
  error: boolean;
  onRetry: () => void;
}

/** The price for the chosen options: lines, regular total struck, discount, total to pay. */
export function EstimateSummary({ estimate, missing, loading, updating, error, onRetry }: EstimateSummaryProps) {
  let content: React.ReactNode;
  if (missing.length > 0) {
    content = <p className={styles.notice}>{josa(missing.join(', '), '을/를')} 고르면 금액을 알려 드려요.</p>;
  } else if (error) {
    content = (
      <div className={styles.error}>
        <AlertCircle size={18} aria-hidden="true" />
        <p>금액을 계산하지 못했어요. 잠시 후 다시 시도해 주세요.</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          다시 계산하기
        </Button>
      </div>
    );
  } else if (loading || !estimate) {
    content = (
      <div className={styles.skeleton} aria-hidden="true">
        <Skeleton width="60%" height={14} />
        <Skeleton width="45%" height={28} style={{ alignSelf: 'flex-end' }} />
      </div>
    );
  } else {
    const special = estimate.priceType === 'special' && estimate.discountAmount > 0;
    content = (
      <>
        <ul className={styles.lines}>
          {estimate.basePrice > 0 && (
            <li className={styles.line}>
              <span className={styles.lineName}>
                기본 가격
                {estimate.quantity > 1 && ` × ${estimate.quantity}`}
              </span>
              <span className={styles.linePrice}>{formatWon(estimate.basePrice * estimate.quantity)}</span>
            </li>
          )}
          {estimate.lines.map((line) => (
            <li key={line.optionIdx} className={styles.line}>
              <span className={styles.lineName}>
                {line.groupName} · {line.name}
                {estimate.quantity > 1 && ` × ${estimate.quantity}`}
              </span>
              <span className={styles.linePrice}>{formatWon(line.price * estimate.quantity)}</span>
            </li>
          ))}
          {special && (
            <li className={styles.line}>
              <span className={styles.lineName}>{estimate.specialLabel || '단지 특가'} 할인</span>
              <span className={styles.discount}>-{formatWon(estimate.discountAmount)}</span>
            </li>
          )}
        </ul>
        <div className={styles.totalRow}>
          <span className={styles.totalLabel}>예상 금액</span>
          <PriceTag
            price={estimate.total}
            regularPrice={special ? estimate.regularTotal : undefined}
            discountRate={special ? estimate.discountRate : undefined}
            size="lg"
            align="end"
          />
        </div>
      </>
    );
  }
  return (
    <section className={styles.box} aria-labelledby="estimate-title" aria-busy={updating || undefined}>
      <h3 id="estimate-title" className={styles.title}>
        예상 금액
        {updating && estimate && <span className={styles.updating}>다시 계산하는 중…</span>}
      </h3>
      <div aria-live="polite">{content}</div>
      <p className={styles.caption}>금액은 고른 옵션과 단지·평형에 맞춘 금액이에요. 현장 상황에 따라 업체와 상담 후 달라질 수 있어요.</p>
    </section>
  );
}
