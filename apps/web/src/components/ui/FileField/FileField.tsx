import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../lib/cx';
import styles from './FileField.module.css';

export interface FileFieldProps {
  /** What the file is for ('서류 파일 (사진 또는 PDF)'). */
  label: string;
  /** MIME types the picker offers. */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Text of the pick button. Default '파일 고르기'. */
  buttonLabel?: string;
  className?: string;
}

/**
 * One file picked from the phone, with a Korean button and the chosen file's name (the browser's own file
 * input speaks the browser's language: 'Choose File'). The input stays in the page for keyboards and tests.
 */
export function FileField({ label, accept, file, onChange, buttonLabel = '파일 고르기', className }: FileFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          className={styles.input}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className={styles.button}>
          <FileUp size={18} aria-hidden="true" />
          {buttonLabel}
        </label>
        <span className={styles.name} aria-live="polite">
          {file ? file.name : '고른 파일이 없어요'}
        </span>
      </div>
    </div>
  );
}
