import { PARTNER_QUESTION_FILTER_LABELS, PARTNER_QUESTION_FILTERS, type PartnerQuestionFilter, type PartnerQuestionSummary } from '@ipju/contract';
import { BadgeCheck, MessageCircleQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatNumber, relativeTime } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerQuestions } from '../api/partnerListQuestions';
import { partnerQuestionPath } from '../paths';
import styles from './PartnerQuestionsPage.module.css';

const isFilter = (value: string | null): value is PartnerQuestionFilter => PARTNER_QUESTION_FILTERS.some((f) => f === value);

/**
 * /partner/questions (입주민 문의): residents' 지식인 questions about the services the company offers, newest first,
 * 답변 전 (not answered by us yet; the default) or 전체, kept in the address (?filter=all).
 */
export function PartnerQuestionsPage() {
  usePartnerHeader({ title: '입주민 문의' });
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: PartnerQuestionFilter = isFilter(raw) ? raw : 'unanswered';
  const questions = usePartnerQuestions(filter);
  const first = questions.data?.pages[0];
  const rows = questions.data?.pages.flatMap((p) => p.questions) ?? [];
  const unanswered = first?.unansweredTotal ?? 0;

  const choose = (next: PartnerQuestionFilter) => {
    const search = new URLSearchParams(params);
    if (next === 'unanswered') search.delete('filter');
    else search.set('filter', next);
    setParams(search, { replace: true });
  };

  return (
    <div className={styles.page}>
      {first && first.services.length > 0 && (
        <p className={styles.intro}>
          우리 업체 서비스({first.services.map((s) => s.name).join(', ')})에 달린 지식인 질문이에요. 답변하면 질문한 입주민에게 알림이 가요.
        </p>
      )}
      <div className={styles.filters} role="group" aria-label="답변 여부">
        {PARTNER_QUESTION_FILTERS.map((f) => (
          <Chip
            key={f}
            selected={filter === f}
            onClick={() => choose(f)}
            aria-label={f === 'unanswered' && unanswered > 0 ? `답변 전 질문 ${formatNumber(unanswered)}개` : undefined}
          >
            {PARTNER_QUESTION_FILTER_LABELS[f]}
            {f === 'unanswered' && unanswered > 0 && (
              <span className={styles.chipCount} aria-hidden="true">
                {formatNumber(unanswered)}
              </span>
            )}
          </Chip>
        ))}
      </div>

      {questions.isPending ? (
        <SkeletonGroup label="질문을 불러오고 있어요" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={128} radius={16} />
          ))}
        </SkeletonGroup>
      ) : questions.isError ? (
        <LoadError title="질문을 불러오지 못했어요" error={questions.error} onRetry={() => void questions.refetch()} />
      ) : rows.length === 0 ? (
        <Empty filter={filter} hasServices={(first?.services.length ?? 0) > 0} onShowAll={() => choose('all')} />
      ) : (
        <>
          <ul className={styles.list} aria-label="질문 목록">
            {rows.map((q) => (
              <li key={q.questionIdx}>
                <QuestionCard question={q} />
              </li>
            ))}
          </ul>
          {questions.hasNextPage && (
            <Button variant="secondary" fullWidth loading={questions.isFetchingNextPage} onClick={() => void questions.fetchNextPage()}>
              질문 더 보기
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function Empty({ filter, hasServices, onShowAll }: { filter: PartnerQuestionFilter; hasServices: boolean; onShowAll: () => void }) {
  if (!hasServices) {
    return (
      <EmptyState
        icon={<MessageCircleQuestion size={40} strokeWidth={1.5} />}
        title="아직 답변할 질문이 없어요"
        description="업체 정보에서 제공 서비스를 고르거나 상품을 판매하면, 그 서비스에 달린 입주민 질문이 여기에 보여요."
        action={
          <Link to="/partner/company" className={styles.emptyLink}>
            업체 정보로 가기
          </Link>
        }
      />
    );
  }
  return filter === 'unanswered' ? (
    <EmptyState
      icon={<MessageCircleQuestion size={40} strokeWidth={1.5} />}
      title="아직 답변할 질문이 없어요"
      description="입주민이 우리 서비스에 대해 질문하면 여기에 보여요. 답변한 질문은 전체에서 볼 수 있어요."
      action={
        <Button variant="secondary" onClick={onShowAll}>
          전체 질문 보기
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<MessageCircleQuestion size={40} strokeWidth={1.5} />}
      title="아직 들어온 질문이 없어요"
      description="입주민이 우리 서비스에 대해 질문하면 여기에 보여요."
    />
  );
}

function QuestionCard({ question: q }: { question: PartnerQuestionSummary }) {
  const others = q.answerCount - (q.answeredByUs ? 1 : 0);
  return (
    <Link to={partnerQuestionPath(q.questionIdx)} className={styles.card} data-testid={`partner-question-${q.questionIdx}`}>
      <div className={styles.main}>
        <p className={styles.meta}>
          {q.answeredByUs ? (
            <span className={styles.answered}>
              <BadgeCheck size={14} aria-hidden="true" />
              답변 완료
            </span>
          ) : (
            <span className={styles.open}>답변 전</span>
          )}
          {q.serviceName && <span className={styles.service}>{q.serviceName}</span>}
          <span>{q.questionTypeLabel}</span>
        </p>
        <h2 className={styles.title}>{q.title}</h2>
        <p className={styles.excerpt}>{q.excerpt}</p>
        <p className={styles.foot}>
          <span>{others > 0 ? `다른 답변 ${formatNumber(others)}` : q.answeredByUs ? '다른 답변 없음' : '아직 답변 없음'}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={q.createdAt}>{relativeTime(q.createdAt)}</time>
        </p>
      </div>
      {q.thumbnailUrl && (
        <div className={styles.thumb}>
          <ProgressiveImage src={q.thumbnailUrl} alt="" aspectRatio={1} sizes="64px" />
          {q.photoCount > 1 && <span className={styles.photoCount}>+{q.photoCount - 1}</span>}
        </div>
      )}
    </Link>
  );
}
