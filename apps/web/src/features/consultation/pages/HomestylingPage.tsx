import { isAnswered, type HomestylingSurvey } from '@ipju/contract';
import { Sofa } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { useGoBack } from '../../../components/layout/useGoBack';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { RequireAuth } from '../../auth';
import { useAnswerHomestylingSurvey } from '../api/answerHomestylingSurvey';
import { useHomestylingSurvey } from '../api/getHomestylingSurvey';
import { useHomestylingSurveys } from '../api/listHomestylingSurveys';
import { HomestylingIntro } from '../components/HomestylingIntro';
import { HomestylingStep } from '../components/HomestylingStep';
import { clearDraft, useDraftAnswers } from '../lib/draft-answers';
import { CONSULTATION_REQUEST_PATH, requestPath, stepPath } from '../paths';
import styles from '../components/Homestyling.module.css';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /consultation/homestyling: the introduction (step 0), then the survey's steps (?step=1..N, so the
 * phone's back button walks back through them), then the request form with the answers attached.
 */
export default function HomestylingPage() {
  // A flow with its own bottom action: the tabs would cover it.
  useHideBottomNav();
  return (
    <>
      <PageHeader title="홈스타일링 상담" backFallback="/contents/pro-consultation" />
      <ChooseSurvey />
    </>
  );
}

function ChooseSurvey() {
  const [params] = useSearchParams();
  const given = positiveInt(params.get('surveyIdx'));
  const list = useHomestylingSurveys();
  const navigate = useNavigate();
  if (given !== null) return <SurveyFlow surveyIdx={given} />;
  if (list.isPending) return <IntroSkeleton />;
  if (list.isError) return <LoadError title="상담 설문을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />;
  const first = list.data[0];
  if (!first) {
    return (
      <EmptyState
        icon={<Sofa size={40} strokeWidth={1.5} />}
        title="지금은 진행 중인 상담 설문이 없어요"
        description="설문 없이도 상담을 신청할 수 있어요. 필요한 내용을 적어 주시면 연락드릴게요."
        action={<Button onClick={() => navigate(CONSULTATION_REQUEST_PATH)}>바로 상담 신청하기</Button>}
      />
    );
  }
  return <SurveyFlow surveyIdx={first.surveyIdx} />;
}

function SurveyFlow({ surveyIdx }: { surveyIdx: number }) {
  const survey = useHomestylingSurvey(surveyIdx);
  if (survey.isPending) return <IntroSkeleton />;
  if (survey.isError) return <LoadError title="상담 설문을 불러오지 못했어요" description={errorMessage(survey.error)} onRetry={() => void survey.refetch()} />;
  return <Steps survey={survey.data} />;
}

function Steps({ survey }: { survey: HomestylingSurvey }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = Math.min(positiveInt(params.get('step')) ?? 0, survey.categories.length);

  if (step === 0) return <HomestylingIntro survey={survey} onStart={() => navigate(stepPath(1))} />;
  // Answers are sent as the signed-in resident: sign in first, then come back to this step.
  return (
    <RequireAuth pending={<IntroSkeleton />}>
      <Step survey={survey} step={step} />
    </RequireAuth>
  );
}

function Step({ survey, step }: { survey: HomestylingSurvey; step: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { answers, setAnswer } = useDraftAnswers(survey.surveyIdx);
  const send = useAnswerHomestylingSurvey();
  const total = survey.categories.length;
  // Back through the history when it holds the previous step; else replace (opened on a step).
  const goBack = useGoBack(stepPath(step - 1));
  const go = (n: number) => navigate(stepPath(n));

  const submit = async () => {
    const questions = survey.categories.flatMap((c) => c.questions);
    try {
      const result = await send.mutateAsync({
        surveyIdx: survey.surveyIdx,
        answers: questions.filter((q) => isAnswered(answers[q.questionIdx])).map((q) => ({ questionIdx: q.questionIdx, value: answers[q.questionIdx]! })),
      });
      clearDraft(survey.surveyIdx);
      navigate(requestPath(result.surveyResponseIdx), { replace: true });
    } catch (e) {
      toast.show(errorMessage(e, '답변을 보내지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <HomestylingStep
      key={step}
      survey={survey}
      step={step}
      answers={answers}
      onAnswer={setAnswer}
      onBack={goBack}
      onNext={() => (step < total ? go(step + 1) : void submit())}
      sending={send.isPending}
    />
  );
}

function IntroSkeleton() {
  return (
    <SkeletonGroup label="상담 설문을 불러오고 있어요" className={styles.page}>
      <Skeleton height={270} radius={0} />
      <div className={styles.intro}>
        <Skeleton width="40%" height={16} />
        <Skeleton width="80%" height={28} />
        <Skeleton height={60} />
      </div>
    </SkeletonGroup>
  );
}
