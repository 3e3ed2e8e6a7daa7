import type { HomestylingSurvey, SurveyAnswerValue } from '@ipju/contract';
import { useEffect, useRef, useState } from 'react';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { answerProblem, SurveyProgress, SurveyQuestionField } from '../../surveys';
import type { DraftAnswers } from '../lib/draft-answers';
import styles from './Homestyling.module.css';

export interface HomestylingStepProps {
  survey: HomestylingSurvey;
  /** 1-based step (category) number. */
  step: number;
  answers: DraftAnswers;
  onAnswer: (questionIdx: number, value: SurveyAnswerValue | null) => void;
  onBack: () => void;
  /** Every question of this step is fine: go on (the last step sends). */
  onNext: () => void;
  sending: boolean;
}

/** One step of the home-styling survey: its questions together, checked before moving on. */
export function HomestylingStep({ survey, step, answers, onAnswer, onBack, onNext, sending }: HomestylingStepProps) {
  const category = survey.categories[step - 1]!;
  const total = survey.categories.length;
  const [errors, setErrors] = useState<Record<number, string>>({});
  const top = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    top.current?.focus({ preventScroll: true });
    if (document.documentElement.scrollTop > 0) window.scrollTo({ top: 0 });
  }, [step]);

  const next = () => {
    const found: Record<number, string> = {};
    for (const q of category.questions) {
      const problem = answerProblem(q, answers[q.questionIdx]);
      if (problem) found[q.questionIdx] = problem;
    }
    setErrors(found);
    const first = category.questions.find((q) => found[q.questionIdx]);
    if (first) {
      document.getElementById(`survey-q-${first.questionIdx}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    onNext();
  };

  return (
    <main className={styles.page}>
      <div className={styles.stepHead}>
        <SurveyProgress current={step} total={total} label="홈스타일링 설문 진행" />
        <p className={styles.stepEyebrow}>
          {step}단계 · {category.name}
        </p>
        <h2 className={styles.stepTitle} ref={top} tabIndex={-1}>
          {category.description ?? category.name}
        </h2>
      </div>
      <div className={styles.questions}>
        {category.questions.map((q) => (
          <SurveyQuestionField
            key={q.questionIdx}
            question={q}
            value={answers[q.questionIdx] ?? null}
            error={errors[q.questionIdx]}
            onChange={(value) => {
              onAnswer(q.questionIdx, value);
              if (errors[q.questionIdx]) setErrors(({ [q.questionIdx]: _gone, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <BottomCTA>
        <Button variant="secondary" size="lg" className={styles.back} disabled={sending} onClick={onBack}>
          이전
        </Button>
        <Button size="lg" loading={sending} onClick={next}>
          {step === total ? '답변 보내기' : '다음'}
        </Button>
      </BottomCTA>
    </main>
  );
}
