import { MessageCircleQuestion } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { formatNumber } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useMyQuestions } from '../api/listMyQuestions';
import { QuestionListSkeleton, QuestionRow } from '../components/QuestionRow';
import { askPath } from '../paths';
import styles from './KnowledgeInPage.module.css';

/** /question/mine: my questions in every status (게시 중, 가려짐...) with their answers. */
export default function MyQuestionsPage() {
  return (
    <>
      <PageHeader title="내 질문" backFallback="/my-page" />
      <RequireAuth>
        <MyQuestions />
      </RequireAuth>
    </>
  );
}

function MyQuestions() {
  const questions = useMyQuestions();
  const navigate = useNavigate();
  const list = questions.data?.pages.flatMap((p) => p.questions) ?? [];
  const total = questions.data?.pages[0]?.total ?? 0;
  return (
    <main className={styles.page} data-plain>
      {questions.isPending ? (
        <QuestionListSkeleton />
      ) : questions.isError ? (
        <LoadError title="내 질문을 불러오지 못했어요" error={questions.error} onRetry={() => void questions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<MessageCircleQuestion size={40} aria-hidden="true" />}
          title="아직 남긴 질문이 없어요"
          description="입주 준비하며 궁금한 점을 물어보세요. 파트너 업체와 입주 매니저가 답해 드려요."
          action={<Button onClick={() => navigate(askPath())}>질문하기</Button>}
        />
      ) : (
        <>
          <p className={styles.count}>
            내 질문 <strong>{formatNumber(total)}</strong>개
          </p>
          <ul className={styles.rows}>
            {list.map((q) => (
              <li key={q.questionIdx}>
                <QuestionRow question={q} showStatus />
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
    </main>
  );
}
