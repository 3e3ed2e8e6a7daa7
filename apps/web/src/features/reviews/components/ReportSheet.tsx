import { isApiError } from '@ipju/api-client';
import { REPORT_DETAIL_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORTS_TO_HIDE, type ReportReason } from '@ipju/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { formatNumber } from '../../../lib/format';
import { useReportReview } from '../api/reportReview';
import styles from './ReportSheet.module.css';

export interface ReportSheetProps {
  isOpen: boolean;
  onClose: () => void;
  reviewIdx: number;
  /** The service whose lists refresh when the report hides the review. */
  itemIdx: number | null;
  onReported: (hidden: boolean) => void;
}

type Errors = { reason?: string; detail?: string; form?: string };

/**
 * 신고하기: one of the six reasons of SPEC section 3 and, for 기타, what is wrong (required). A second report
 * of the same review shows the server's message here.
 */
export function ReportSheet({ isOpen, onClose, reviewIdx, itemIdx, onReported }: ReportSheetProps) {
  const uid = useId();
  const report = useReportReview(itemIdx);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const detailId = `${uid}-detail`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const next: Errors = {};
    if (!reason) next.reason = '신고 사유를 골라 주세요.';
    else if (reason === 'other' && !detail.trim()) next.detail = '기타 사유를 골랐다면 신고 내용을 적어 주세요.';
    setErrors(next);
    if (next.reason) {
      document.getElementById(`${uid}-reason-0`)?.focus();
      return;
    }
    if (next.detail) {
      document.getElementById(detailId)?.focus();
      return;
    }
    try {
      const result = await report.mutateAsync({ reviewIdx, reason: reason!, ...(detail.trim() ? { detail: detail.trim() } : {}) });
      onReported(result.hidden);
    } catch (error) {
      const fieldDetail = isApiError(error) ? error.details?.find((d) => d.field === 'detail')?.message : undefined;
      setErrors(
        fieldDetail
          ? { detail: fieldDetail }
          : { form: isApiError(error) ? error.message : '신고하지 못했어요. 잠시 후 다시 시도해 주세요.' },
      );
    }
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!report.isPending}>
      <BottomSheet.Header
        title="후기 신고하기"
        description={`신고 사유를 알려 주세요. ${formatNumber(REPORTS_TO_HIDE)}명 이상 신고한 후기는 검토하는 동안 가려져요.`}
      />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <BottomSheet.Content>
          <fieldset className={styles.fieldset} aria-describedby={errors.reason ? `${uid}-reason-error` : undefined}>
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
              <p id={`${uid}-reason-error`} className={styles.error} role="alert">
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
              aria-describedby={`${detailId}-count${errors.detail ? ` ${detailId}-error` : ''}`}
              onChange={(e) => {
                setDetail(e.target.value);
                if (errors.detail || errors.form) setErrors({});
              }}
            />
            <div className={styles.fieldFoot}>
              {errors.detail ? (
                <p id={`${detailId}-error`} className={styles.error} role="alert">
                  {errors.detail}
                </p>
              ) : (
                <span />
              )}
              <span id={`${detailId}-count`} className={styles.counter}>
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
