import { SURVEY_TEXT_MAX_DEFAULT } from '@ipju/contract';
import { useId } from 'react';
import styles from './SurveyQuestionField.module.css';

export interface TextAnswerProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength: number | null;
  label: string;
  placeholder?: string;
  error?: string | null;
}

/** Free text with a live count against the limit (the counter turns red at the limit). */
export function TextAnswer({ value, onChange, onBlur, maxLength, label, placeholder = '자유롭게 적어 주세요', error }: TextAnswerProps) {
  const id = useId();
  const max = maxLength ?? SURVEY_TEXT_MAX_DEFAULT;
  const length = value.trim().length;
  return (
    <div className={styles.text}>
      <textarea
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count`}
        className={styles.textarea}
        rows={5}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-count`} className={styles.count} data-full={length >= max ? '' : undefined}>
        <span className="visually-hidden">글자 수 </span>
        {length.toLocaleString('ko-KR')} / {max.toLocaleString('ko-KR')}
      </p>
    </div>
  );
}
