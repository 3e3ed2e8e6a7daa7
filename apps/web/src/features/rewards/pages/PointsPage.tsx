import { REFERRAL_POINTS, type PointEntry } from '@ipju/contract';
import { Coins } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate, formatPoints } from '../../../lib/format';
import { orderPath } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { usePoints } from '../api/getPoints';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './PointsPage.module.css';

/** 1234 -> '1,234P' */
const signed = (n: number) => (n > 0 ? `+${formatPoints(n)}` : `-${formatPoints(Math.abs(n))}`);

/** /my-page/points: balance, what I earned so far, and every change (newest first), more on demand. */
export default function PointsPage() {
  return (
    <>
      <PageHeader title="포인트" backFallback="/my-page" />
      <RequireAuth>
        <Points />
      </RequireAuth>
    </>
  );
}

function Points() {
  const query = usePoints();
  const navigate = useNavigate();
  const first = query.data?.pages[0];
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  if (query.isError) {
    return (
      <main className={styles.page}>
        <LoadError title="포인트를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <section className={styles.balanceCard} aria-labelledby="points-balance">
        <h2 id="points-balance" className={styles.balanceLabel}>
          사용할 수 있는 포인트
        </h2>
        {first ? (
          <p className={styles.balance} data-testid="points-balance">
            {formatPoints(first.balance)}
          </p>
        ) : (
          <SkeletonGroup label="포인트를 불러오고 있어요">
            <Skeleton width={140} height={34} />
          </SkeletonGroup>
        )}
        <dl className={styles.stats}>
          <div>
            <dt>지금까지 적립한 포인트</dt>
            <dd>{first ? formatPoints(first.earnedTotal) : <Skeleton width={70} height={16} />}</dd>
          </div>
          {first && first.owed > 0 && (
            <div>
              <dt>미회수 포인트</dt>
              <dd data-testid="points-owed">{formatPoints(first.owed)}</dd>
            </div>
          )}
        </dl>
        {first && first.owed > 0 && (
          <p className={styles.hint}>
            적립이 취소될 때 보유 포인트가 모자라 아직 빼지 못한 포인트예요. 앞으로 적립되거나 돌려받는 포인트에서 먼저 빠져요.
          </p>
        )}
        <p className={styles.hint}>1P는 1원으로 결제할 때 쓸 수 있어요.</p>
        <Link to="/referral" className={styles.referral}>
          이웃을 초대하면 한 명에 {formatPoints(REFERRAL_POINTS)}를 드려요
        </Link>
      </section>

      <section className={styles.history} aria-labelledby="points-history">
        <h2 id="points-history" className={styles.sectionTitle}>
          적립·사용 내역
        </h2>
        {query.isPending ? (
          <SkeletonGroup label="포인트 내역을 불러오고 있어요">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.entry}>
                <div className={styles.entryText}>
                  <Skeleton width="50%" height={16} />
                  <Skeleton width="30%" height={13} />
                </div>
                <Skeleton width={72} height={18} />
              </div>
            ))}
          </SkeletonGroup>
        ) : entries.length === 0 ? (
          <EmptyState
            icon={<Coins size={40} strokeWidth={1.5} />}
            title="아직 포인트 내역이 없어요"
            description="서비스를 결제하거나 이웃을 초대하면 포인트가 쌓여요."
            action={<Button onClick={() => navigate('/referral')}>이웃 초대하기</Button>}
          />
        ) : (
          <>
            <ul className={styles.entries}>
              {entries.map((e) => (
                <li key={e.pointIdx}>
                  <Entry entry={e} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <Button variant="secondary" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                내역 더 보기
              </Button>
            )}
          </>
        )}
      </section>
    </main>
  );
}

function Entry({ entry }: { entry: PointEntry }) {
  return (
    <div className={styles.entry}>
      <div className={styles.entryText}>
        <p className={styles.entryLabel}>{entry.label}</p>
        {entry.memo && <p className={styles.entryMemo}>{entry.memo}</p>}
        <p className={styles.entryMeta}>
          {formatDate(entry.createdAt)}
          {entry.merchantUid && (
            <>
              {' · '}
              <Link to={orderPath(entry.merchantUid)} className={styles.orderLink}>
                주문 보기
              </Link>
            </>
          )}
        </p>
      </div>
      <div className={styles.entryAmounts}>
        <p className={styles.amount} data-sign={entry.amount > 0 ? 'plus' : 'minus'}>
          {signed(entry.amount)}
        </p>
        <p className={styles.after}>잔액 {formatPoints(entry.balanceAfter)}</p>
      </div>
    </div>
  );
}
