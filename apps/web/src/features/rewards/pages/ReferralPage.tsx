import { REFERRAL_POINTS, type ReferralInfo } from '@ipju/contract';
import { Link2, Share2 } from 'lucide-react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { copyText } from '../../../lib/clipboard';
import { formatNumber, formatPoints } from '../../../lib/format';
import { RequireAuth, useAuth } from '../../auth';
import { useReferral } from '../api/getReferralCode';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './ReferralPage.module.css';


/** /referral: my code, copy and share the link, how it works, and what it earned. */
export default function ReferralPage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="이웃 초대" backFallback="/my-page" />
      <RequireAuth>
        <Referral />
      </RequireAuth>
    </>
  );
}

function Referral() {
  const { user } = useAuth();
  const query = useReferral(user?.residentIdx ?? null);
  const perReferral = query.data?.pointsPerReferral ?? REFERRAL_POINTS;

  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="referral-title">
        <h2 id="referral-title" className={styles.title}>
          이웃을 초대하면
          <br />
          <span className={styles.accent}>{formatPoints(perReferral)}</span>를 드려요
        </h2>
        <p className={styles.lead}>내 초대 링크로 이웃이 가입하면 한 명마다 {formatPoints(perReferral)}를 드려요.</p>
      </section>

      {query.isPending ? (
        <SkeletonGroup label="초대 코드를 불러오고 있어요" className={styles.codeCard}>
          <Skeleton width={90} height={14} />
          <Skeleton width={180} height={36} />
          <Skeleton height={48} radius={12} />
        </SkeletonGroup>
      ) : query.isError ? (
        <LoadError title="초대 코드를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <CodeCard info={query.data} />
      )}

      <section className={styles.section} aria-labelledby="referral-how">
        <h2 id="referral-how" className={styles.sectionTitle}>
          이렇게 받아요
        </h2>
        <ol className={styles.steps}>
          <li>
            <span className={styles.stepNo} aria-hidden="true">
              1
            </span>
            <p>
              <strong>초대 링크를 보내요</strong>
              같은 단지 이웃, 입주를 앞둔 친구에게 링크를 보내 주세요.
            </p>
          </li>
          <li>
            <span className={styles.stepNo} aria-hidden="true">
              2
            </span>
            <p>
              <strong>이웃이 링크로 가입해요</strong>
              링크를 눌러 휴대폰 번호로 가입하면 내 초대로 기록돼요.
            </p>
          </li>
          <li>
            <span className={styles.stepNo} aria-hidden="true">
              3
            </span>
            <p>
              <strong>{formatPoints(perReferral)}를 바로 드려요</strong>
              이웃이 가입하는 순간 적립돼요. 결제할 때 1P를 1원처럼 쓸 수 있어요.
            </p>
          </li>
        </ol>
        <p className={styles.note}>새로 가입하는 분만 초대할 수 있고, 한 분당 한 번만 적립돼요. 나를 초대할 수는 없어요.</p>
      </section>
    </main>
  );
}

function CodeCard({ info }: { info: ReferralInfo }) {
  const toast = useToast();

  const onCopy = async () => {
    const ok = await copyText(info.link);
    toast.show(ok ? '링크를 복사했어요' : '복사하지 못했어요. 링크를 길게 눌러 복사해 주세요.');
  };

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: '입주 이웃 초대', text: info.shareText.replace(info.link, '').trim(), url: info.link });
        return;
      } catch (error) {
        // The resident closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const ok = await copyText(info.shareText.includes(info.link) ? info.shareText : `${info.shareText} ${info.link}`);
    toast.show(ok ? '초대 메시지를 복사했어요. 메신저에 붙여 넣어 보내 주세요.' : '공유하지 못했어요. 링크를 길게 눌러 복사해 주세요.');
  };

  return (
    <>
      <section className={styles.codeCard} aria-labelledby="referral-code-label">
        <p id="referral-code-label" className={styles.codeLabel}>
          내 초대 코드
        </p>
        <p className={styles.code} data-testid="referral-code">
          {info.code}
        </p>
        <p className={styles.link}>{info.link}</p>
        <div className={styles.buttons}>
          <Button variant="secondary" size="lg" leftIcon={<Link2 size={18} aria-hidden="true" />} onClick={() => void onCopy()}>
            링크 복사
          </Button>
          <Button size="lg" leftIcon={<Share2 size={18} aria-hidden="true" />} onClick={() => void onShare()}>
            공유하기
          </Button>
        </div>
      </section>

      <section className={styles.stats} aria-label="초대 현황">
        <dl>
          <div>
            <dt>가입한 이웃</dt>
            <dd data-testid="referral-count">{formatNumber(info.referredCount)}명</dd>
          </div>
          <div>
            <dt>받은 포인트</dt>
            <dd data-testid="referral-points">{formatPoints(info.pointsEarned)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
