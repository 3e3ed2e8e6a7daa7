import { REPORT_DETAIL_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORTS_TO_HIDE, type ReportReason, type ReportResult } from '@ipju/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useReport, type ReportTarget } from '../api/reports';
import styles from './ReportSheet.module.css';

export interface ReportSheetProps {
  isOpen: boolean;
  onClose: () => void;
  target: ReportTarget;
  onReported: (result: ReportResult) => void;
}

type Errors = { reason?: string; detail?: string; form?: string };

/**
 * 신고하기 of a question or an answer: one of the six reasons (SPEC section 3) and, for 기타, what is wrong
 * (required). The server's refusal (이미 신고한 글이에요.) shows inside the sheet.
 */
export function ReportSheet({ isOpen, onClose, target, onReported }: ReportSheetProps) {
  const uid = useId();
  const report = useReport(target);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const detailId = `${uid}-detail`;
  const what = target.answerIdx === undefined ? '질문' : '답변';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const next: Errors = {};
    if (!reason) next.reason = '신고 사유를 골라 주세요.';
    else if (reason === 'other' && !detail.trim()) next.detail = '기타 사유를 골랐다면 신고 내용을 적어 주세요.';
    setErrors(next);
    if (next.reason) return document.getElementById(`${uid}-reason-0`)?.focus();
    if (next.detail) return document.getElementById(detailId)?.focus();
    try {
      const result = await report.mutateAsync({ reason: reason!, ...(detail.trim() ? { detail: detail.trim() } : {}) });
      onReported(result);
    } catch (error) {
      const forDetail = fieldError(error, 'detail');
      setErrors(forDetail ? { detail: forDetail } : { form: errorMessage(error, '신고하지 못했어요. 잠시 후 다시 시도해 주세요.') });
    }
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!report.isPending}>
      <BottomSheet.Header
        title={`${what} 신고하기`}
        description={`신고 사유를 알려 주세요. ${formatNumber(REPORTS_TO_HIDE)}명이 신고한 글은 운영팀이 검토하는 동안 가려져요.`}
      />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <BottomSheet.Content>
          <fieldset className={styles.fieldset}>
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
                    <span>{REPORT_REASON_LABELS[r]}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.reason && (
              <p className={styles.error} role="alert">
                {errors.reason}
              </p>
            )}
          </fieldset>

          <div className={styles.field}>
            <label htmlFor={detailId} className={styles.label}>
              신고 내용 {reason === 'other' ? <span className={styles.required}>(필수)</span> : <span className={styles.optional}>(선택)</span>}
            </label>
            <textarea
              id={detailId}
              className={styles.textarea}
              value={detail}
              maxLength={REPORT_DETAIL_MAX}
              rows={3}
              placeholder="어떤 점이 문제인지 적어 주세요"
              aria-invalid={errors.detail ? true : undefined}
              onChange={(e) => {
                setDetail(e.target.value);
                if (errors.detail || errors.form) setErrors({});
              }}
            />
            <div className={styles.fieldFoot}>
              {errors.detail ? (
                <p className={styles.error} role="alert">
                  {errors.detail}
                </p>
              ) : (
                <span />
              )}
              <span className={styles.counter}>
                {formatNumber(detail.length)} / {formatNumber(REPORT_DETAIL_MAX)}
              </span>
            </div>
          </div>

          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
        </BottomSheet.Content>
        <BottomSheet.Footer>
          <Button type="submit" size="lg" fullWidth loading={report.isPending}>
            신고하기
          </Button>
        </BottomSheet.Footer>
      </form>
    </BottomSheet>
  );
}
