import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useToast } from '../../../components/ui/Toast/Toast';
import { RequireAuth } from '../../auth';
import { useCreateQuestion } from '../api/createQuestion';
import { QuestionForm } from '../components/QuestionForm';
import { KNOWLEDGE_IN_PATH, markIntroSeen, questionPath } from '../paths';

/** /question/write: ask a question (signed out: sign in first and come back here). */
export default function QuestionWritePage() {
  return (
    <>
      <PageHeader title="질문하기" backFallback={KNOWLEDGE_IN_PATH} />
      <RequireAuth>
        <WriteForm />
      </RequireAuth>
    </>
  );
}

function WriteForm() {
  const create = useCreateQuestion();
  const navigate = useNavigate();
  const toast = useToast();
  // Reaching the form counts as having seen the intro.
  useEffect(() => markIntroSeen(), []);
  return (
    <QuestionForm
      submitLabel="등록하기"
      pending={create.isPending}
      onSubmit={async (values) => {
        const question = await create.mutateAsync({
          title: values.title,
          body: values.body,
          questionType: values.questionType,
          item: values.item,
          photos: values.photos,
        });
        toast.show('질문을 올렸어요. 답변이 달리면 알려 드릴게요.');
        navigate(questionPath(question.questionIdx), { replace: true });
      }}
    />
  );
}
