import { checkSurveyAnswer, isAnswered, type SatisfactionSurvey, type SurveyAnswerValue, type SurveyQuestion } from '@ipju/contract';
import { useEffect, useRef, useState } from 'react';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { useAnswerSurveyQuestion } from '../api/answerSurveyQuestion';
import { useCompleteSurvey } from '../api/completeSurvey';
import { answerProblem } from './answer-problem';
import { ServiceSummary } from './ServiceSummary';
import { SurveyProgress } from './SurveyProgress';
import { SurveyQuestionField } from './SurveyQuestionField';
import styles from './SurveyScreens.module.css';

type Answers = Record<number, SurveyAnswerValue | null>;

export interface SurveyRunnerProps {
  survey: SatisfactionSurvey;
  lineIdx: number;
  /** Submitted: the completion time. */
  onCompleted: (completedAt: string | null) => void;
  /** The server says it was already submitted (another device): show that state. */
  onAlreadyDone: () => void;
}

const initialAnswers = (survey: SatisfactionSurvey): Answers => Object.fromEntries(survey.answers.map((a) => [a.questionIdx, a.value]));

/** Resumes at the first required question without an answer (or the first question). */
function resumeIndex(questions: SurveyQuestion[], answers: Answers): number {
  const i = questions.findIndex((q) => q.required && !isAnswered(answers[q.questionIdx]));
  return i === -1 ? 0 : i;
}

/**
 * One question per screen: stars, choices or text, a progress bar, 이전 and 다음. A star or a choice is saved
 * as soon as it is tapped, text when the resident moves on; 제출하기 on the last screen submits.
 */
export function SurveyRunner({ survey, lineIdx, onCompleted, onAlreadyDone }: SurveyRunnerProps) {
  const questions = survey.questions;
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(survey));
  const [index, setIndex] = useState(() => resumeIndex(questions, initialAnswers(survey)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** What the server holds, to save text only when it changed. */
  const saved = useRef<Answers>(initialAnswers(survey));
  const pending = useRef(new Map<number, Promise<boolean>>());
  const answer = useAnswerSurveyQuestion();
  const complete = useCompleteSurvey();
  const toast = useToast();
  const titleRef = useRef<HTMLDivElement>(null);

  const question = questions[index]!;
  const value = answers[question.questionIdx] ?? null;
  const isLast = index === questions.length - 1;

  useEffect(() => {
    // Each new screen starts at its top, with the question announced.
    titleRef.current?.querySelector('h2')?.focus({ preventScroll: true });
    if (document.documentElement.scrollTop > 0) window.scrollTo({ top: 0 });
  }, [index]);

  const handleFailure = (e: unknown) => {
    if (errorStatus(e) === 409) {
      onAlreadyDone();
      return;
    }
    toast.show(errorMessage(e, '답변을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.'));
  };

  /** Saves one answer; resolves whether it was stored. */
  const save = (q: SurveyQuestion, next: SurveyAnswerValue | null): Promise<boolean> => {
    const checked = checkSurveyAnswer(q, next);
    if (!checked.ok) {
      setError(checked.message);
      return Promise.resolve(false);
    }
    const run = answer
      .mutateAsync({ surveyIdx: survey.surveyIdx, questionIdx: q.questionIdx, lineIdx, value: checked.value })
      .then((result) => {
        saved.current[q.questionIdx] = result.value;
        return true;
      })
      .catch((e: unknown) => {
        handleFailure(e);
        return false;
      });
    pending.current.set(q.questionIdx, run);
    return run;
  };

  const onChange = (next: SurveyAnswerValue | null) => {
    setError(null);
    setAnswers((a) => ({ ...a, [question.questionIdx]: next }));
    // Stars and choices are saved at once; text when leaving the screen.
    if (question.kind !== 'text') void save(question, next);
  };

  /** Saves typed text if it changed, then waits for every save in flight. */
  const flush = async (): Promise<boolean> => {
    if (question.kind === 'text') {
      const typed = typeof value === 'string' ? value.trim() : '';
      const stored = saved.current[question.questionIdx] ?? '';
      if (typed !== stored && !(await save(question, typed))) return false;
    }
    const results = await Promise.all(pending.current.values());
    pending.current.clear();
    return results.every(Boolean);
  };

  const onNext = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await flush())) return;
      if (!isLast) {
        setIndex(index + 1);
        return;
      }
      const missing = questions.findIndex((q) => q.required && !isAnswered(answers[q.questionIdx]));
      if (missing !== -1) {
        setIndex(missing);
        setError(answerProblem(questions[missing]!, null));
        return;
      }
      const result = await complete.mutateAsync({ surveyIdx: survey.surveyIdx, lineIdx });
      onCompleted(result.completedAt);
    } catch (e) {
      handleFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const answered = isAnswered(value);
  const nextLabel = isLast ? '제출하기' : !answered && !question.required ? '건너뛰기' : '다음';

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <SurveyProgress current={index + 1} total={questions.length} label="만족도 조사 진행" />
        {survey.line && <ServiceSummary line={survey.line} />}
      </div>
      <div className={styles.question} ref={titleRef} key={question.questionIdx}>
        <SurveyQuestionField
          question={question}
          value={value}
          onChange={onChange}
          error={error}
          size="large"
        />
      </div>
      <BottomCTA>
        {index > 0 && (
          <Button
            variant="secondary"
            size="lg"
            className={styles.back}
            disabled={busy}
            onClick={() => {
              setError(null);
              setIndex(index - 1);
            }}
          >
            이전
          </Button>
        )}
        <Button size="lg" loading={busy} disabled={question.required && !answered} onClick={() => void onNext()}>
          {nextLabel}
        </Button>
      </BottomCTA>
    </main>
  );
}
