import { lineMoney, type MoneyRow, type Order, type OrderLine } from '@ipju/contract';
import { CalendarDays, CheckCircle2, Clock, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatPoints, formatWon } from '../../../lib/format';
import { receiptPath } from '../../../lib/paths';
import { OrderChatButton } from '../../chat';
import { ReviewLineAction } from '../../reviews';
import { JobSection } from './JobSection';
import { visitLabel } from './labels';
import { StatusBadge } from './StatusBadge';
import styles from './OrderLineCard.module.css';

export interface OrderLineCardProps {
  order: Order;
  line: OrderLine;
  onChangeDate: (line: OrderLine) => void;
  onCancel: (line: OrderLine) => void;
  onConfirm: (line: OrderLine) => void;
  /** Cancelling this order means cancelling all of it (an unpaid virtual account). */
  wholeOrderOnly?: boolean;
}

/** One service of an order: status, visit, options, what it cost and what came back, and its actions. */
export function OrderLineCard({
  order,
  line,
  onChangeDate,
  onCancel,
  onConfirm,
  wholeOrderOnly = false,
}: OrderLineCardProps) {
  const headingId = `line-${line.lineIdx}`;
  const finished = line.status === 'cancelled' || line.status === 'completed' || line.status === 'payment_failed';
  const cannotCancelReason = !finished && !line.canCancel && !line.refundPending ? line.cancelQuote.reason : null;
  const hasReceipt = order.paidAt !== null && line.status !== 'payment_failed' && line.status !== 'payment_pending';
  const addOns = line.options.filter((o) => o.kind !== 'pyeong');
  const showActions = line.canChangeDate || (line.canCancel && !wholeOrderOnly) || line.canConfirm;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <ProgressiveImage src={line.thumbnailUrl} alt="" aspectRatio={1} sizes="64px" className={styles.thumb} />
        <div className={styles.title}>
          <StatusBadge status={line.status} label={line.statusLabel} />
          <h3 id={headingId} className={styles.name}>
            {line.itemName}
          </h3>
          <p className={styles.partner}>{line.partner.companyName}</p>
        </div>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>
            <CalendarDays size={16} aria-hidden="true" />
            방문 일정
          </dt>
          <dd data-testid={`visit-${line.lineIdx}`}>{visitLabel(line.tz, line.timeLabel)}</dd>
        </div>
        {(line.pyeongTier || line.pyeong) && (
          <div>
            <dt>평형</dt>
            <dd>
              {[line.apartment?.name, line.pyeong ? `${line.pyeong}평` : null, line.pyeongTier ? `(${line.pyeongTier.name})` : null]
                .filter(Boolean)
                .join(' ')}
            </dd>
          </div>
        )}
        {addOns.length > 0 && (
          <div>
            <dt>옵션</dt>
            <dd>{addOns.map((o) => o.name).join(', ')}</dd>
          </div>
        )}
        {line.quantity > 1 && (
          <div>
            <dt>수량</dt>
            <dd>{line.quantity}개</dd>
          </div>
        )}
      </dl>

      <dl className={styles.prices} aria-label={`${line.itemName} 금액`}>
        <PriceRow label="정가" value={formatWon(line.regularPrice)} />
        {line.specialDiscount > 0 && <PriceRow label={line.specialLabel ?? '단지 특가 할인'} value={`-${formatWon(line.specialDiscount)}`} discount />}
        {line.couponDiscount > 0 && (
          <PriceRow label={line.couponName ? `쿠폰 (${line.couponName})` : '쿠폰 할인'} value={`-${formatWon(line.couponDiscount)}`} discount />
        )}
        {line.pointsUsed > 0 && <PriceRow label="포인트 사용" value={`-${formatPoints(line.pointsUsed)}`} discount />}
        {lineMoney(line).map((r) => (
          <MoneyPriceRow key={r.key} row={r} lineIdx={line.lineIdx} />
        ))}
      </dl>

      <JobSection line={line} />

      {line.cancelReason && line.status === 'cancelled' && <p className={styles.note}>취소 사유: {line.cancelReason}</p>}
      {line.refundPending && (
        <p className={styles.pending} role="status">
          <Clock size={16} aria-hidden="true" />
          환불을 처리하고 있어요
        </p>
      )}
      {cannotCancelReason && <p className={styles.note}>{cannotCancelReason}</p>}
      {line.confirmedAt && (
        <p className={styles.confirmed}>
          <CheckCircle2 size={16} aria-hidden="true" />
          구매를 확정했어요
        </p>
      )}

      {showActions && (
        <div className={styles.actions}>
          {line.canChangeDate && (
            <Button variant="secondary" size="md" onClick={() => onChangeDate(line)}>
              일정 변경
            </Button>
          )}
          {line.canCancel && !wholeOrderOnly && (
            <Button variant="secondary" size="md" onClick={() => onCancel(line)}>
              취소하기
            </Button>
          )}
          {line.canConfirm && (
            <Button size="md" onClick={() => onConfirm(line)}>
              구매확정
            </Button>
          )}
        </div>
      )}
      {hasReceipt && line.status !== 'cancelled' && (
        <div className={styles.chat}>
          <OrderChatButton lineIdx={line.lineIdx} companyName={line.partner.companyName} />
        </div>
      )}
      {line.status === 'completed' && (
        <ReviewLineAction merchantUid={order.merchantUid} itemIdx={line.itemIdx} lineIdx={line.lineIdx} itemName={line.itemName} />
      )}
      {hasReceipt && (
        <Link to={receiptPath(line.lineIdx)} className={styles.receipt}>
          <ReceiptText size={16} aria-hidden="true" />
          영수증 보기<span className="visually-hidden">: {line.itemName}</span>
        </Link>
      )}
    </article>
  );
}

/** A row of lineMoney: what was charged, came back, was kept, and 반반 결제's balance. */
function MoneyPriceRow({ row, lineIdx }: { row: MoneyRow; lineIdx: number }) {
  if (row.tone === 'note') {
    return (
      <div className={styles.moneyNote}>
        <dt className="visually-hidden">{row.key === 'not-charged' ? '결제' : '잔금'}</dt>
        <dd data-testid={`line-${row.key}-${lineIdx}`}>{row.text}</dd>
      </div>
    );
  }
  const testId = row.key === 'charged' || row.key === 'due' ? `line-amount-${lineIdx}` : row.key === 'refunded' ? `refunded-${lineIdx}` : undefined;
  return <PriceRow label={row.label} value={row.text} strong={row.tone === 'total'} refund={row.tone === 'refund'} testId={testId} />;
}

function PriceRow({
  label,
  value,
  discount = false,
  strong = false,
  refund = false,
  testId,
}: {
  label: string;
  value: string;
  discount?: boolean;
  strong?: boolean;
  refund?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? styles.strong : refund ? styles.refund : undefined}>
      <dt>{label}</dt>
      <dd className={discount ? styles.discount : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
