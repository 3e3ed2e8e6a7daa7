import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportBody, type ReportReason, type ReportResult } from '@ipju/contract';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import { FormError } from '../FormError/FormError';
import { TextArea } from '../TextField/TextArea';
import styles from './ReportSheet.module.css';

export interface ReportSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** The sheet's name, e.g. '후기 신고하기'. */
  title: string;
  /** Under the title: what happens to a reported post. */
  description: string;
  /** The six reasons' labels, worded for what is reported (contract `reportReasonLabels`). */
  reasonLabels: Readonly<Record<ReportReason, string>>;
  /** Sends the report. A rejection shows in the sheet: the server's message on `detail` there, any other as the form's. */
  submit: (body: ReportBody) => Promise<ReportResult>;
  onReported: (result: ReportResult) => void;
}

type Errors = { reason?: string; detail?: string; form?: string };

/**
 * 신고하기 (SPEC section 3): one of the six reasons and, for 기타, what is wrong (required). The first field
 * to fix gets the focus; the server's refusal (e.g. 이미 신고한 글이에요.) shows inside the sheet.
 */
export function ReportSheet({ isOpen, onClose, title, description, reasonLabels, submit, onReported }: ReportSheetProps) {
  const uid = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const detailId = `${uid}-detail`;
  const reasonErrorId = `${uid}-reason-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const next: Errors = {};
    if (!reason) next.reason = '신고 사유를 골라 주세요.';
    else if (reason === 'other' && !detail.trim()) next.detail = '기타 사유를 골랐다면 신고 내용을 적어 주세요.';
    setErrors(next);
    if (next.reason) return document.getElementById(`${uid}-reason-0`)?.focus();
    if (next.detail) return document.getElementById(detailId)?.focus();
    sending.current = true;
    setPending(true);
    try {
      const result = await submit({ reason: reason!, ...(detail.trim() ? { detail: detail.trim() } : {}) });
      onReported(result);
    } catch (error) {
      const forDetail = fieldError(error, 'detail');
      setErrors(forDetail ? { detail: forDetail } : { form: errorMessage(error, '신고하지 못했어요. 잠시 후 다시 시도해 주세요.') });
      if (forDetail) document.getElementById(detailId)?.focus();
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!pending}>
      <BottomSheet.Header title={title} description={description} />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <BottomSheet.Content>
          <fieldset className={styles.fieldset} aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="visually-hidden">신고 사유</legend>
            <ul className={styles.reasons}>
              {REPORT_REASONS.map((r, i) => (
                <li key={r}>
                  <label className={styles.reason}>
                    <input
                      id={`${uid}-reason-${i}`}
                      type="radio"
                      name={`${uid}-reason`}
                      value={r}
                      checked={reason === r}
                      onChange={() => {
                        setReason(r);
                        setErrors({});
                      }}
                      className={styles.radio}
                    />
                    <span>{reasonLabels[r]}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.reason && (
              <p id={reasonErrorId} className={styles.error} role="alert">
                {errors.reason}
              </p>
            )}
          </fieldset>

          <TextArea
            id={detailId}
            containerClassName={styles.detail}
            label="신고 내용"
            mark={reason === 'other' ? 'required' : 'optional'}
            value={detail}
            maxLength={REPORT_DETAIL_MAX}
            rows={3}
            placeholder="어떤 점이 문제인지 적어 주세요"
            error={errors.detail}
            onChange={(e) => {
              setDetail(e.target.value);
              if (errors.detail || errors.form) setErrors({});
            }}
          />

          <FormError message={errors.form} className={styles.formError} />
        </BottomSheet.Content>
        <BottomSheet.Footer>
          <Button type="submit" size="lg" fullWidth loading={pending}>
            신고하기
          </Button>
        </BottomSheet.Footer>
      </form>
    </BottomSheet>
  );
}
