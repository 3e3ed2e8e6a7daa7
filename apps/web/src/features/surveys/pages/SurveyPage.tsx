import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { RequireAuth } from '../../auth';
import { useSurvey } from '../api/getSurvey';
import { useSurveyOffers } from '../api/listSurveyOffers';
import { SurveyDone } from '../components/SurveyDone';
import { SurveyRunner } from '../components/SurveyRunner';
import { SurveySkeleton } from '../components/SurveySkeleton';
import { MY_SURVEYS_PATH } from '../paths';

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /survey?lineIdx=..(&surveyIdx=..): the satisfaction survey of one finished service (the link of the
 * "시공이 완료되었어요" notice and of my page). Without surveyIdx the survey is found from my offers.
 */
export default function SurveyPage() {
  return (
    <>
      <PageHeader title="만족도 조사" backFallback={MY_SURVEYS_PATH} />
      <RequireAuth>
        <ResolveSurvey />
      </RequireAuth>
    </>
  );
}

function ResolveSurvey() {
  const [params] = useSearchParams();
  const lineIdx = positiveInt(params.get('lineIdx'));
  const given = positiveInt(params.get('surveyIdx'));
  const offers = useSurveyOffers(lineIdx !== null && given === null);
  const navigate = useNavigate();

  if (lineIdx === null) return <Navigate to={MY_SURVEYS_PATH} replace />;
  if (given !== null) return <SurveyScreen key={`${given}-${lineIdx}`} surveyIdx={given} lineIdx={lineIdx} />;
  if (offers.isPending) return <SurveySkeleton />;
  if (offers.isError) return <LoadError title="설문을 불러오지 못했어요" error={offers.error} onRetry={() => void offers.refetch()} />;
  const offer = [...offers.data.pending, ...offers.data.done].find((o) => o.lineIdx === lineIdx);
  if (!offer) {
    return (
      <EmptyState
        icon={<ClipboardCheck size={40} strokeWidth={1.5} />}
        title="참여할 수 있는 만족도 조사가 없어요"
        description="시공이 끝난 내 서비스만 만족도 조사에 참여할 수 있어요."
        action={<Button onClick={() => navigate(MY_SURVEYS_PATH)}>내 설문 보기</Button>}
      />
    );
  }
  return <SurveyScreen key={`${offer.surveyIdx}-${lineIdx}`} surveyIdx={offer.surveyIdx} lineIdx={lineIdx} />;
}

function SurveyScreen({ surveyIdx, lineIdx }: { surveyIdx: number; lineIdx: number }) {
  const survey = useSurvey(surveyIdx, lineIdx);
  const navigate = useNavigate();
  const [finished, setFinished] = useState<{ variant: 'fresh' | 'already'; completedAt: string | null } | null>(null);

  if (finished) return <SurveyDone variant={finished.variant} completedAt={finished.completedAt} lineIdx={lineIdx} />;
  if (survey.isPending) return <SurveySkeleton />;
  if (survey.isError) {
    const status = errorStatus(survey.error);
    if (status === 403 || status === 404) {
      return (
        <EmptyState
          icon={<ClipboardCheck size={40} strokeWidth={1.5} />}
          title={errorMessage(survey.error)}
          description="내 설문 목록에서 참여할 설문을 골라 주세요."
          action={<Button onClick={() => navigate(MY_SURVEYS_PATH)}>내 설문 보기</Button>}
        />
      );
    }
    return <LoadError title="설문을 불러오지 못했어요" error={survey.error} onRetry={() => void survey.refetch()} />;
  }
  const data = survey.data;
  if (data.completedAt) return <SurveyDone variant="already" completedAt={data.completedAt} lineIdx={lineIdx} />;
  if (data.line && data.line.status !== 'completed') {
    return (
      <EmptyState
        icon={<ClipboardCheck size={40} strokeWidth={1.5} />}
        title="시공이 끝나면 참여할 수 있어요"
        description={`${data.line.itemName} 시공을 마치면 알림으로 알려 드릴게요.`}
        action={<Button onClick={() => navigate(MY_SURVEYS_PATH)}>내 설문 보기</Button>}
      />
    );
  }
  if (!data.isActive) {
    return <EmptyState icon={<ClipboardCheck size={40} strokeWidth={1.5} />} title="끝난 설문이에요" description="참여해 주셔서 고마워요. 다음 설문에서 만나요." />;
  }
  return (
    <SurveyRunner
      survey={data}
      lineIdx={lineIdx}
      onCompleted={(completedAt) => setFinished({ variant: 'fresh', completedAt })}
      onAlreadyDone={() => void survey.refetch()}
    />
  );
}
