import { QUESTION_SORTS, QUESTION_TYPES, type QuestionSort, type QuestionType } from '@ipju/contract';
import { MessagesSquare } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { formatNumber } from '../../../lib/format';
import type { QuestionFilters as Filters } from '../api/keys';
import { useQuestions } from '../api/listQuestions';
import { AskButton } from '../components/AskButton';
import { QuestionFilters } from '../components/QuestionFilters';
import { QuestionListSkeleton, QuestionRow } from '../components/QuestionRow';
import { askPath, MY_QUESTIONS_PATH } from '../paths';
import styles from './KnowledgeInPage.module.css';

/** The filters live in the address (?type=&item=&sort=), so back and shared links keep them. */
export function filtersFrom(params: URLSearchParams): Filters {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    questionType: (QUESTION_TYPES as readonly string[]).includes(type ?? '') ? (type as QuestionType) : null,
    item: params.get('item') || null,
    sort: (QUESTION_SORTS as readonly string[]).includes(sort ?? '') ? (sort as QuestionSort) : 'latest',
  };
}

function paramsFrom(filters: Filters): Record<string, string> {
  return {
    ...(filters.questionType ? { type: filters.questionType } : {}),
    ...(filters.item ? { item: filters.item } : {}),
    ...(filters.sort !== 'latest' ? { sort: filters.sort } : {}),
  };
}

/** /knowledge-in: residents' questions answered by partner companies and 입주 매니저. */
export default function KnowledgeInPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const questions = useQuestions(filters);
  const list = questions.data?.pages.flatMap((p) => p.questions) ?? [];
  const total = questions.data?.pages[0]?.total ?? 0;
  const filtered = filters.questionType !== null || filters.item !== null;

  return (
    <>
      <PageHeader
        title="지식인"
        right={
          <Link to={MY_QUESTIONS_PATH} className={styles.headerLink}>
            내 질문
          </Link>
        }
      />
      <main className={styles.page}>
        <section className={styles.hero}>
          <h2 className={styles.heroTitle}>입주 궁금증, 업체에 바로 물어보세요</h2>
          <p className={styles.heroText}>시공 업체와 입주 매니저가 직접 답해요. 시공 순서, 견적 차이, 하자 A/S까지 이웃들의 질문도 둘러보세요.</p>
        </section>
        <div className={styles.filters}>
          <QuestionFilters value={filters} onChange={(next) => setParams(paramsFrom(next), { replace: true })} panelId="question-list" />
        </div>
        <section id="question-list" role="tabpanel" aria-labelledby={`question-type-${filters.questionType ?? 'all'}`} className={styles.list}>
          {questions.isPending ? (
            <QuestionListSkeleton />
          ) : questions.isError ? (
            <LoadError title="질문을 불러오지 못했어요" error={questions.error} onRetry={() => void questions.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState
              className={styles.empty}
              icon={<MessagesSquare size={40} aria-hidden="true" />}
              title={filtered ? '이 조건의 질문이 아직 없어요' : '아직 올라온 질문이 없어요'}
              description="첫 질문을 남겨 보세요. 파트너 업체와 입주 매니저가 답변해 드려요."
              action={
                <div className={styles.emptyActions}>
                  <Button onClick={() => navigate(askPath())}>질문하기</Button>
                  {filtered && (
                    <Button variant="secondary" onClick={() => setParams(paramsFrom({ ...filters, questionType: null, item: null }), { replace: true })}>
                      전체 질문 보기
                    </Button>
                  )}
                </div>
              }
            />
          ) : (
            <>
              <p className={styles.count}>
                질문 <strong>{formatNumber(total)}</strong>개
              </p>
              <ul className={styles.rows}>
                {list.map((q) => (
                  <li key={q.questionIdx}>
                    <QuestionRow question={q} />
                  </li>
                ))}
              </ul>
              {questions.hasNextPage && (
                <div className={styles.more}>
                  <Button variant="secondary" fullWidth loading={questions.isFetchingNextPage} onClick={() => void questions.fetchNextPage()}>
                    질문 더 보기
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </main>
      <AskButton />
    </>
  );
}
