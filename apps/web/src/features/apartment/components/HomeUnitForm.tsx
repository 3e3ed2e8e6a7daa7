import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import styles from './HomeUnitForm.module.css';

export interface HomeUnitValues {
  dong: string;
  ho: string;
  moveInDate: string;
}

export interface HomeUnitFormProps {
  initial?: Partial<HomeUnitValues>;
  /** Saves the values; a rejected save shows the server's message under the field it names. */
  onSubmit: (values: HomeUnitValues) => Promise<void>;
  /** Shown as a secondary "나중에 입력할게요" button when given. */
  onSkip?: () => void;
  onCancel?: () => void;
  submitLabel?: string;
}

const FIELDS = ['dong', 'ho', 'moveInDate'] as const;

/** 동, 호수 and 입주 예정일 of a home. The server checks the formats; its message shows under the field. */
export function HomeUnitForm({ initial, onSubmit, onSkip, onCancel, submitLabel = '저장할게요' }: HomeUnitFormProps) {
  const [values, setValues] = useState<HomeUnitValues>({ dong: initial?.dong ?? '', ho: initial?.ho ?? '', moveInDate: initial?.moveInDate ?? '' });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof HomeUnitValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.dong.trim() || !values.ho.trim()) {
      setErrors({ ...(values.dong.trim() ? {} : { dong: '동을 입력해 주세요.' }), ...(values.ho.trim() ? {} : { ho: '호수를 입력해 주세요.' }) });
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const byField = fieldErrors(error, FIELDS);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.unit}>
        <TextField label="동" value={values.dong} onChange={set('dong')} placeholder="예: 101" inputMode="text" autoComplete="off" trailing="동" error={errors.dong} required />
        <TextField label="호수" value={values.ho} onChange={set('ho')} placeholder="예: 1203" inputMode="numeric" autoComplete="off" trailing="호" error={errors.ho} required />
      </div>
      <TextField
        label="입주 예정일 (선택)"
        type="date"
        value={values.moveInDate}
        onChange={set('moveInDate')}
        error={errors.moveInDate}
        hint="입주일에 맞춰 필요한 서비스를 알려 드려요."
      />
      <FormError message={formError} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={saving}>
          {submitLabel}
        </Button>
        {onSkip && (
          <Button type="button" variant="ghost" size="lg" fullWidth onClick={onSkip} disabled={saving}>
            나중에 입력할게요
          </Button>
        )}
        {onCancel && (
          <Button type="button" variant="secondary" size="md" fullWidth onClick={onCancel} disabled={saving}>
            취소
          </Button>
        )}
      </div>
    </form>
  );
}
