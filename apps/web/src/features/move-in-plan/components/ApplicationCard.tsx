import type { PlanApplicationSummary } from '@ipju/contract';
import { ChevronDown, ChevronRight, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate, formatWon } from '../../../lib/format';
import { planPath } from '../paths';
import styles from './ApplicationCard.module.css';

/*
 * The services of a plan open on a tap, never on the server: their code (with the contract's status words, whose
 * module carries zod) is fetched then, so the server-rendered tab's first download stays small.
 */
const PlanLines = lazy(async () => ({ default: (await import('./PlanLinesPreview')).PlanLinesPreview }));

function LinesSkeleton() {
  return (
    <SkeletonGroup label="서비스를 불러오고 있어요" className={styles.lines}>
      <Skeleton height={20} />
      <Skeleton height={20} />
    </SkeletonGroup>
  );
}

/** '5개 중 2개 예약했어요', '3개 장바구니에 담았어요', '아직 예약 전이에요', '모두 예약했어요'. */
export function bookedWords(summary: Pick<PlanApplicationSummary, 'lineCount' | 'bookedCount' | 'inCartCount'>): string {
  if (summary.lineCount === 0) return '플랜에 남은 서비스가 없어요';
  if (summary.bookedCount === 0 && summary.inCartCount > 0) return `서비스 ${summary.lineCount}개 중 ${summary.inCartCount}개 장바구니에 담았어요`;
  if (summary.bookedCount === 0) return `서비스 ${summary.lineCount}개 · 아직 예약 전이에요`;
  if (summary.bookedCount >= summary.lineCount) return `서비스 ${summary.lineCount}개 모두 예약했어요`;
  return `서비스 ${summary.lineCount}개 중 ${summary.bookedCount}개 예약했어요`;
}

export interface ApplicationCardProps {
  application: PlanApplicationSummary;
  consultPending: boolean;
  onConsult: (application: PlanApplicationSummary) => void;
}

/** One application in AI 신청내역: the home and move-in date, how much of its plan is booked, and the way to 상담. */
export function ApplicationCard({ application, consultPending, onConsult }: ApplicationCardProps) {
  const titleId = `plan-application-${application.applicationIdx}`;
  const linesId = useId();
  const [expanded, setExpanded] = useState(false);
  const percent = application.lineCount > 0 ? Math.round((Math.min(application.bookedCount, application.lineCount) / application.lineCount) * 100) : 0;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="plan-application">
      <Link to={planPath(application.applicationIdx)} className={styles.main}>
        <span className={styles.caption}>{formatDate(application.createdAt)} 신청</span>
        <h2 id={titleId} className={styles.home}>
          {application.homeLabel}
        </h2>
        <span className={styles.meta}>입주 예정일 {formatDate(application.moveInDate)}</span>
        <span className={styles.progressRow}>
          <span className={styles.booked}>{bookedWords(application)}</span>
          <span className={styles.total}>{formatWon(application.total)}</span>
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        </span>
        <span className={styles.open}>
          플랜 보기 <ChevronRight size={16} aria-hidden="true" />
        </span>
      </Link>
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={linesId} onClick={() => setExpanded(!expanded)}>
        서비스별 예약 보기
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={linesId} hidden={!expanded}>
        {expanded && (
          <Suspense fallback={<LinesSkeleton />}>
            <PlanLines applicationIdx={application.applicationIdx} />
          </Suspense>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          leftIcon={<MessageCircle size={16} aria-hidden="true" />}
          loading={consultPending}
          onClick={() => onConsult(application)}
        >
          {application.consultThreadIdx ? '상담 이어가기' : '상담 요청'}
        </Button>
      </div>
    </article>
  );
}

