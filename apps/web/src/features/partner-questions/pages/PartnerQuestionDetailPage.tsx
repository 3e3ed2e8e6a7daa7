import type { PartnerOwnAnswer, PartnerQuestionAnswer, PartnerQuestionDetail } from '@ipju/contract';
import { BadgeCheck, EyeOff } from 'lucide-react';
import { useParams } from 'react-router';
import { QuestionPostBody } from '../../../components/entities/QuestionPost/QuestionPostBody';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { errorStatus } from '../../../lib/error-message';
import { formatNumber, relativeTime } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerQuestion } from '../api/partnerGetQuestion';
import { AnswerForm } from '../components/AnswerForm';
import { PARTNER_QUESTIONS } from '../paths';
import styles from './PartnerQuestionDetailPage.module.css';

/**
 * /partner/questions/{questionIdx}: the question as residents see it on the board (no asker), our answer (with its
 * status when reports hid it) or the answer form, and the other answers.
 */
export function PartnerQuestionDetailPage() {
  usePartnerHeader({ title: '문의 상세', backTo: PARTNER_QUESTIONS });
  const questionIdx = Number(useParams().questionIdx);
  const valid = Number.isInteger(questionIdx) && questionIdx > 0;
  const query = usePartnerQuestion(questionIdx);

  if (!valid || (query.isError && errorStatus(query.error) === 404)) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<EyeOff size={40} strokeWidth={1.5} />}
          title="질문을 찾을 수 없어요"
          description="질문한 분이 지웠거나 신고로 가려진 질문이에요. 문의 목록에서 다른 질문을 골라 주세요."
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <SkeletonGroup label="질문을 불러오고 있어요" className={styles.page}>
        <Skeleton height={20} width={120} />
        <SkeletonText lines={4} />
        <Skeleton height={180} radius={16} />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <LoadError title="질문을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Detail question={query.data} />;
}

function Detail({ question }: { question: PartnerQuestionDetail }) {
  const others = question.answers.filter((a) => !a.isOurs);
  return (
    <div className={styles.page}>
      <article className={styles.card} aria-labelledby="partner-question-title">
        <p className={styles.tags}>
          {question.serviceName && <span className={styles.service}>{question.serviceName}</span>}
          <span>{question.questionTypeLabel}</span>
        </p>
        <h2 id="partner-question-title" className={styles.title}>
          {question.title}
        </h2>
        <QuestionPostBody question={question} fullDate />
      </article>

      {question.myAnswer ? <OurAnswer answer={question.myAnswer} /> : <AnswerForm questionIdx={question.questionIdx} />}

      <section className={styles.answers} aria-labelledby="other-answers-title">
        <h2 id="other-answers-title" className={styles.sectionTitle}>
          다른 답변 <span className={styles.count}>{formatNumber(others.length)}</span>
        </h2>
        {others.length === 0 ? (
          <p className={styles.none}>아직 다른 업체나 입주 매니저의 답변이 없어요.</p>
        ) : (
          <ul className={styles.answerList}>
            {others.map((answer) => (
              <li key={answer.answerIdx}>
                <OtherAnswer answer={answer} />
              </li>
            ))}
          </ul>
        )}
      </section>

    </div>
  );
}

function OurAnswer({ answer }: { answer: PartnerOwnAnswer }) {
  return (
    <section className={styles.ours} aria-labelledby="our-answer-title" data-testid="our-answer">
      <div className={styles.oursHead}>
        <h2 id="our-answer-title" className={styles.sectionTitle}>
          우리 업체 답변
        </h2>
        <span className={styles.answered}>
          <BadgeCheck size={14} aria-hidden="true" />
          답변 완료
        </span>
      </div>
      {answer.status !== 'visible' && (
        <p className={styles.hiddenNote} role="status">
          <EyeOff size={16} aria-hidden="true" />
          {answer.statusLabel}: 지금은 입주민에게 보이지 않아요.
        </p>
      )}
      <p className={styles.body}>{answer.body}</p>
      <p className={styles.meta}>
        <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
      </p>
    </section>
  );
}

function OtherAnswer({ answer }: { answer: PartnerQuestionAnswer }) {
  return (
    <article className={styles.answer}>
      <p className={styles.author}>
        <strong>{answer.authorName}</strong>
        {answer.authorRole === 'staff' && <span className={styles.staff}>운영팀</span>}
      </p>
      <p className={styles.body}>{answer.body}</p>
      <p className={styles.meta}>
        <time dateTime={answer.createdAt}>{relativeTime(answer.createdAt)}</time>
        {answer.likeCount > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span>좋아요 {formatNumber(answer.likeCount)}</span>
          </>
        )}
      </p>
    </article>
  );
}
