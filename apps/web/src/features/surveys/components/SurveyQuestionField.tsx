import type { SurveyAnswerValue, SurveyQuestion } from '@ipju/contract';
import { OptionPicker } from './OptionPicker';
import { RatingStars } from './RatingStars';
import { TextAnswer } from './TextAnswer';
import styles from './SurveyQuestionField.module.css';

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  value: SurveyAnswerValue | null | undefined;
  onChange: (value: SurveyAnswerValue | null) => void;
  /** Text questions: called when the field loses focus (save what was typed). */
  onTextBlur?: () => void;
  error?: string | null;
  /** 'large' on a one-question screen, 'compact' in a list of questions. */
  size?: 'large' | 'compact';
}

/** One survey question with its title and the control of its kind (stars, choices, text). */
export function SurveyQuestionField({ question, value, onChange, onTextBlur, error, size = 'compact' }: SurveyQuestionFieldProps) {
  const titleId = `survey-q-${question.questionIdx}`;
  const chosen = Array.isArray(value) ? value : typeof value === 'string' && question.kind === 'single' ? [value] : [];
  const toggle = (v: string) => {
    if (question.kind === 'single') onChange(v);
    else onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);
  };
  return (
    <section className={styles.field} data-size={size} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title} tabIndex={-1}>
          {question.title}
          {!question.required && <span className={styles.optional}> (선택)</span>}
        </h2>
        {question.description && <p className={styles.description}>{question.description}</p>}
        {question.kind === 'multiple' && <p className={styles.description}>여러 개 고를 수 있어요.</p>}
      </div>
      {question.kind === 'rating' && <RatingStars value={typeof value === 'number' ? value : null} onChange={onChange} label={question.title} />}
      {(question.kind === 'single' || question.kind === 'multiple') && (
        <OptionPicker options={question.options} chosen={chosen} multiple={question.kind === 'multiple'} onToggle={toggle} label={question.title} />
      )}
      {question.kind === 'text' && (
        <TextAnswer value={typeof value === 'string' ? value : ''} onChange={onChange} onBlur={onTextBlur} maxLength={question.maxLength} label={question.title} error={error} />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
