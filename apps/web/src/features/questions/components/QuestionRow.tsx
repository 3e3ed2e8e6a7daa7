import type { MyQuestionSummary, QuestionSummary } from '@ipju/contract';
import { BadgeCheck, Eye, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatNumber, relativeTime } from '../../../lib/format';
import { questionPath } from '../paths';
import styles from './QuestionRow.module.css';

export interface QuestionRowProps {
  question: QuestionSummary | MyQuestionSummary;
  /** My questions show their status (게시 중, 가려짐...). */
  showStatus?: boolean;
}

/** One question on the board: type and service, title, the start of the body, answers and counts. */
export function QuestionRow({ question, showStatus = false }: QuestionRowProps) {
  const status = showStatus && 'status' in question ? question : null;
  return (
    <Link to={questionPath(question.questionIdx)} className={styles.row}>
      <div className={styles.main}>
        <p className={styles.meta}>
          {status && (
            <span className={styles.status} data-status={status.status}>
              {status.statusLabel}
            </span>
          )}
          <span className={styles.type}>{question.questionTypeLabel}</span>
          {question.serviceName && <span className={styles.service}>{question.serviceName}</span>}
        </p>
        <h3 className={styles.title}>{question.title}</h3>
        <p className={styles.excerpt}>{question.excerpt}</p>
        <div className={styles.foot}>
          <span className={styles.answers} data-answered={question.answerCount > 0 || undefined}>
            {question.answerCount > 0 ? `답변 ${formatNumber(question.answerCount)}` : '답변 대기'}
          </span>
          {question.partnerAnswered && (
            <span className={styles.partner}>
              <BadgeCheck size={14} aria-hidden="true" />
              업체 답변
            </span>
          )}
          <span className={styles.counts}>
            <span className={styles.count} aria-label={`좋아요 ${question.likeCount}개${question.likedByMe ? ', 내가 좋아요를 눌렀어요' : ''}`}>
              <Heart size={13} aria-hidden="true" fill={question.likedByMe ? 'currentColor' : 'none'} data-on={question.likedByMe || undefined} />
              {formatNumber(question.likeCount)}
            </span>
            <span className={styles.count} aria-label={`조회 ${question.readCount}회`}>
              <Eye size={13} aria-hidden="true" />
              {formatNumber(question.readCount)}
            </span>
            <time dateTime={question.createdAt}>{relativeTime(question.createdAt)}</time>
          </span>
        </div>
      </div>
      {question.thumbnailUrl && (
        <div className={styles.thumb}>
          <ProgressiveImage src={question.thumbnailUrl} alt="" aspectRatio={1} sizes="72px" />
          {question.photoCount > 1 && <span className={styles.photoCount}>+{question.photoCount - 1}</span>}
        </div>
      )}
    </Link>
  );
}

export function QuestionListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonGroup label="질문을 불러오는 중이에요" className={styles.skeletonList}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <Skeleton width={96} height={13} />
          <Skeleton width="85%" height={18} />
          <Skeleton width="100%" height={14} />
          <Skeleton width="60%" height={14} />
          <Skeleton width={140} height={20} radius={6} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
