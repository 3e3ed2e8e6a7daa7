import { SURVEY_TEXT_MAX_DEFAULT } from '@ipju/contract';
import { TextArea } from '../../../components/ui/TextField/TextArea';
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

/** Free text with a live count against the limit (the counter turns red at the limit); the question's message shows under the field. */
export function TextAnswer({ value, onChange, onBlur, maxLength, label, placeholder = '자유롭게 적어 주세요', error }: TextAnswerProps) {
  return (
    <TextArea
      label={label}
      hideLabel
      invalid={Boolean(error)}
      className={styles.textarea}
      rows={5}
      maxLength={maxLength ?? SURVEY_TEXT_MAX_DEFAULT}
      count={value.trim().length}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
