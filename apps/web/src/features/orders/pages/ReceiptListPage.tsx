import { ChevronRight, ReceiptText } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate, formatWon } from '../../../lib/format';
import { ORDERS_PATH, receiptPath } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { useReceipts } from '../api/listReceipts';
import { visitLabel } from '../components/labels';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { StatusBadge } from '../components/StatusBadge';
import styles from './Receipts.module.css';

/** /my-page/receipts: a receipt for every paid service, newest first. */
export default function ReceiptListPage() {
  return (
    <>
      <PageHeader title="영수증" backFallback="/my-page" />
      <RequireAuth>
        <ReceiptList />
      </RequireAuth>
    </>
  );
}

function ReceiptList() {
  const receipts = useReceipts();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      {receipts.isPending ? (
        <SkeletonGroup label="영수증을 불러오고 있어요" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.row}>
              <div className={styles.rowText}>
                <Skeleton width="60%" height={18} />
                <Skeleton width="40%" height={14} />
              </div>
              <Skeleton width={80} height={18} />
            </div>
          ))}
        </SkeletonGroup>
      ) : receipts.isError ? (
        <LoadError title="영수증을 불러오지 못했어요" error={receipts.error} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<ReceiptText size={40} strokeWidth={1.5} />}
          title="아직 발급된 영수증이 없어요"
          description="서비스를 결제하면 서비스마다 영수증을 볼 수 있어요."
          action={<Button onClick={() => navigate(ORDERS_PATH)}>주문 내역 보기</Button>}
        />
      ) : (
        <ul className={styles.list}>
          {receipts.data.map((r) => (
            <li key={r.receiptIdx}>
              <Link to={receiptPath(r.receiptIdx)} className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowName}>{r.itemName}</span>
                  <span className={styles.rowMeta}>
                    결제 {r.paidAt ? formatDate(r.paidAt) : '전'} · {r.payMethodLabel}
                  </span>
                  <span className={styles.rowMeta}>방문 {visitLabel(r.tz, r.timeLabel).replace('방문일 ', '')}</span>
                </div>
                <div className={styles.rowSide}>
                  <strong data-testid={`receipt-amount-${r.receiptIdx}`}>{formatWon(r.payAmount)}</strong>
                  <StatusBadge status={r.status} label={r.statusLabel} />
                </div>
                <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
