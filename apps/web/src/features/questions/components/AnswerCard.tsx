import type { QuestionAnswer } from '@ipju/contract';
import { BadgeCheck, ChevronRight, Headset } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatWon, relativeTime } from '../../../lib/format';
import { LikeButton } from './LikeButton';
import styles from './AnswerCard.module.css';

export interface AnswerCardProps {
  answer: QuestionAnswer;
  onToggleLike: () => void;
  onReport: () => void;
}

/**
 * One answer: the company (logo, name) or 입주 매니저, the text as written (plain text, line breaks kept),
 * the company's services to look at, and 좋아요 / 신고하기.
 */
export function AnswerCard({ answer, onToggleLike, onReport }: AnswerCardProps) {
  const company = answer.company;
  return (
    <article className={styles.card} aria-labelledby={`answer-${answer.answerIdx}-author`}>
      <header className={styles.head}>
        {company ? (
          <ProgressiveImage src={company.logoUrl} alt="" aspectRatio={1} sizes="40px" className={styles.logo} />
        ) : (
          <span className={`${styles.logo} ${styles.staffLogo}`} aria-hidden="true">
            <Headset size={20} />
          </span>
        )}
        <div className={styles.who}>
          <p id={`answer-${answer.answerIdx}-author`} className={styles.name}>
            {answer.authorName}
          </p>
          <p className={styles.sub}>
            <span className={styles.badge} data-role={answer.authorRole}>
              {answer.authorRole === 'partner' ? (
                <>
                  <BadgeCheck size={12} aria-hidden="true" />
                  입주 파트너 업체
                </>
              ) : (
                '입주 운영팀'
              )}
            </span>
            <time dateTime={answer.createdAt}>{relativeTime(answer.createdAt)}</time>
          </p>
        </div>
      </header>

      <p className={styles.body}>{answer.body}</p>

      {company && company.services.length > 0 && (
        <section className={styles.services} aria-label={`${company.companyName}의 서비스`}>
          <p className={styles.servicesTitle}>{company.companyName}의 서비스</p>
          <ul>
            {company.services.map((s) => (
              <li key={s.itemIdx}>
                <Link to={s.link} className={styles.service}>
                  <span className={styles.serviceCategory}>{s.categoryName}</span>
                  <span className={styles.serviceName}>{s.name}</span>
                  <span className={styles.servicePrice}>{formatWon(s.basePrice)}부터</span>
                  <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <footer className={styles.foot}>
        <LikeButton liked={answer.likedByMe} count={answer.likeCount} what="답변" onToggle={onToggleLike} size="sm" />
        <button type="button" className={styles.report} onClick={onReport}>
          신고하기
        </button>
      </footer>
    </article>
  );
}
