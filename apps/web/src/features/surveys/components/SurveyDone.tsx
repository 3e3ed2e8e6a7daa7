import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { DoneScreen } from '../../../components/ui/DoneScreen/DoneScreen';
import { formatDate } from '../../../lib/format';
import { useSurveyOffers } from '../api/listSurveyOffers';
import { MY_SURVEYS_PATH, surveyPath } from '../paths';

/**
 * After submitting (fresh) or when the survey of this service was sent before (already): thanks, and the
 * next survey waiting, if any.
 */
export function SurveyDone({ variant, completedAt, lineIdx }: { variant: 'fresh' | 'already'; completedAt: string | null; lineIdx: number }) {
  const navigate = useNavigate();
  const offers = useSurveyOffers();
  const next = offers.data?.pending.find((o) => o.lineIdx !== lineIdx);
  return (
    <DoneScreen
      title={variant === 'fresh' ? '소중한 의견 고마워요' : '이미 참여한 설문이에요'}
      text={
        variant === 'fresh'
          ? '남겨 주신 의견은 업체에 전달하고, 더 믿을 수 있는 업체를 모시는 데 쓸게요.'
          : `${completedAt ? `${formatDate(completedAt)}에 ` : ''}보내 주셨어요. 한 서비스에 한 번만 참여할 수 있어요.`
      }
      actions={
        <>
          {next && (
            <Button size="lg" fullWidth onClick={() => navigate(surveyPath(next.lineIdx, next.surveyIdx), { replace: true })}>
              다음 설문 참여하기
            </Button>
          )}
          <Button size="lg" fullWidth variant={next ? 'secondary' : 'primary'} onClick={() => navigate(MY_SURVEYS_PATH, { replace: true })}>
            내 설문 보기
          </Button>
        </>
      }
    />
  );
}
