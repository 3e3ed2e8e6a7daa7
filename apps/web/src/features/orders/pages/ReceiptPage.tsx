import { isApiError } from '@ipju/api-client';
import type { Receipt } from '@ipju/contract';
import { ExternalLink, Printer, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { formatPoints, formatWon } from '../../../lib/format';
import { orderPath, RECEIPTS_PATH } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { useReceipt } from '../api/getReceipt';
import { visitLabel } from '../components/labels';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './Receipts.module.css';

/** /my-page/receipts/:id: the receipt of one paid service, laid out to print. */
export default function ReceiptPage() {
  const { id } = useParams();
  useHideBottomNav();
  return (
    <>
      <PageHeader title="영수증" backFallback={RECEIPTS_PATH} />
      <RequireAuth>
        <ReceiptView id={Number(id)} />
      </RequireAuth>
    </>
  );
}

function ReceiptView({ id }: { id: number }) {
  const query = useReceipt(id);
  const navigate = useNavigate();
  if (!Number.isInteger(id) || id <= 0 || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))) {
    return (
      <main className={styles.page}>
        <EmptyState
          className={styles.empty}
          icon={<SearchX size={40} strokeWidth={1.5} />}
          title="영수증을 찾을 수 없어요"
          description="결제한 서비스의 영수증은 영수증 목록에서 볼 수 있어요."
          action={<Button onClick={() => navigate(RECEIPTS_PATH)}>영수증 목록 보기</Button>}
        />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className={styles.page}>
        <LoadError title="영수증을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  if (query.isPending) {
    return (
      <main className={styles.page}>
        <SkeletonGroup label="영수증을 불러오고 있어요" className={styles.paper}>
          <Skeleton width={120} height={24} />
          <Skeleton height={80} radius={12} />
          <Skeleton height={160} radius={12} />
          <Skeleton height={100} radius={12} />
        </SkeletonGroup>
      </main>
    );
  }
  return <ReceiptPaper receipt={query.data} />;
}

function ReceiptPaper({ receipt: r }: { receipt: Receipt }) {
  const refunded = r.refundedAmount > 0 || r.refundedPoints > 0;
  return (
    <main className={styles.page} data-print-receipt="">
      <article className={styles.paper} aria-labelledby="receipt-title">
        <div className={styles.paperHead}>
          <h2 id="receipt-title" className={styles.paperTitle}>
            영수증
          </h2>
          <p className={styles.paperStatus}>{r.statusLabel}</p>
        </div>

        <dl className={styles.table}>
          <Row label="상호" value={r.companyName} />
          <Row label="사업자등록번호" value={r.businessNumber} />
        </dl>

        <dl className={styles.table}>
          <Row label="서비스" value={`${r.itemName}${r.quantity > 1 ? ` × ${r.quantity}` : ''}`} />
          <Row label="분류" value={r.categoryName} />
          <Row label="방문 일정" value={visitLabel(r.tz, r.timeLabel)} />
          <Row label="주문번호" value={r.orderNo} />
          <Row label="결제일" value={r.paidAt ? formatDateTime(r.paidAt) : '-'} />
          <Row label="결제 수단" value={r.payMethodLabel} />
        </dl>

        <dl className={styles.table} aria-label="금액">
          <Row label="정가" value={formatWon(r.regularPrice)} />
          <Row label="할인" value={r.specialDiscount > 0 ? `-${formatWon(r.specialDiscount)}` : formatWon(0)} />
          <Row label="쿠폰" value={r.couponDiscount > 0 ? `-${formatWon(r.couponDiscount)}` : formatWon(0)} />
          <Row label="포인트" value={r.pointsUsed > 0 ? `-${formatPoints(r.pointsUsed)}` : '0P'} />
          <Row label="결제 금액" value={formatWon(r.payAmount)} strong testId="receipt-pay-amount" />
          {r.voucherAmount > 0 && <Row label="받은 상품권 중 이 서비스 몫" value={formatWon(r.voucherAmount)} />}
        </dl>

        <dl className={styles.table} aria-label="부가세">
          <Row label="공급가액" value={formatWon(r.supplyAmount)} />
          <Row label="부가세" value={formatWon(r.vat)} />
          <Row label="합계" value={formatWon(r.total)} strong />
        </dl>

        {refunded && (
          <dl className={styles.table} aria-label="환불">
            <Row label="환불" value={formatWon(r.refundedAmount)} strong />
            {r.refundedPoints > 0 && <Row label="돌려받은 포인트" value={formatPoints(r.refundedPoints)} />}
          </dl>
        )}

        <p className={styles.paperNote}>합계는 이 서비스에 카드·계좌로 결제한 금액이에요. 쿠폰과 포인트는 할인으로 빠져요. 부가세는 합계의 1/11이에요.</p>
      </article>

      <div className={styles.actions}>
        <Button variant="secondary" fullWidth leftIcon={<Printer size={18} aria-hidden="true" />} onClick={() => window.print()}>
          인쇄하기
        </Button>
        {r.cardReceiptUrl && (
          <a href={r.cardReceiptUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            카드 매출전표 보기
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden">(새 창)</span>
          </a>
        )}
        <Link to={orderPath(r.merchantUid)} className={styles.link}>
          주문 상세 보기
        </Link>
      </div>
    </main>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? styles.strong : undefined}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
