import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorStatus } from '../../../lib/error-message';
import { RequireAuth } from '../../auth';
import { useQuestion } from '../api/getQuestion';
import { useUpdateQuestion } from '../api/updateQuestion';
import { QuestionForm } from '../components/QuestionForm';
import { KNOWLEDGE_IN_PATH, questionPath } from '../paths';
import styles from './QuestionDetailPage.module.css';

/** /question/{questionIdx}/edit: the author edits a question nobody answered yet. */
export default function QuestionEditPage() {
  const questionIdx = Number(useParams().questionIdx);
  useHideBottomNav();
  return (
    <>
      <PageHeader title="질문 고치기" backFallback={questionPath(questionIdx)} />
      <RequireAuth>
        <EditForm questionIdx={questionIdx} />
      </RequireAuth>
    </>
  );
}

function EditForm({ questionIdx }: { questionIdx: number }) {
  const question = useQuestion(questionIdx);
  const update = useUpdateQuestion(questionIdx);
  const navigate = useNavigate();
  const toast = useToast();

  if (question.isPending) {
    return (
      <div className={styles.center}>
        <Spinner label="질문을 불러오고 있어요" />
      </div>
    );
  }
  if (question.isError) {
    return errorStatus(question.error) === 404 ? (
      <EmptyState className={styles.empty} title="질문을 찾을 수 없어요" description="삭제되었거나 신고로 가려진 질문이에요." action={<Button onClick={() => navigate(KNOWLEDGE_IN_PATH)}>지식인으로 가기</Button>} />
    ) : (
      <LoadError title="질문을 불러오지 못했어요" error={question.error} onRetry={() => void question.refetch()} />
    );
  }
  const q = question.data;
  if (!q.canEdit) {
    return (
      <EmptyState
        className={styles.empty}
        title="이 질문은 고칠 수 없어요"
        description={q.editBlockedReason ?? '내가 쓴 질문만 고칠 수 있어요.'}
        action={<Button onClick={() => navigate(questionPath(questionIdx), { replace: true })}>질문으로 돌아가기</Button>}
      />
    );
  }
  return (
    <QuestionForm
      initial={{ questionType: q.questionType, item: q.categoryCode, body: q.body, title: q.title, photos: q.photos }}
      submitLabel="수정하기"
      pending={update.isPending}
      onSubmit={async (values) => {
        await update.mutateAsync({
          title: values.title,
          body: values.body,
          questionType: values.questionType,
          item: values.item,
          photos: values.photos,
        });
        toast.show('질문을 고쳤어요.');
        navigate(questionPath(questionIdx), { replace: true });
      }}
    />
  );
}
