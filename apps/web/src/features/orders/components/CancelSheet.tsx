import { isApiError } from '@ipju/api-client';
import { REFUND_BANKS, REFUND_TIMING, cancelMoney, droppedBalanceText, type Order, type OrderLine } from '@ipju/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { TextField } from '../../../components/ui/TextField/TextField';
import { formatPoints, formatWon } from '../../../lib/format';
import { useCancelBilling } from '../api/cancelBilling';
import { useCancelPreview } from '../api/previewCancelBilling';
import type { CancelOutcome } from '../api/cancelBilling';
import styles from './CancelSheet.module.css';

export const CANCEL_REASONS = ['일정이 바뀌었어요', '다른 업체를 이용할게요', '서비스가 필요 없어졌어요', '기타'] as const;
type Reason = (typeof CANCEL_REASONS)[number];

type Field = 'reason' | 'reasonText' | 'refundBank' | 'refundAccount' | 'refundHolder';
type Errors = Partial<Record<Field | 'form', string>>;

export interface CancelSheetProps {
  isOpen: boolean;
  onClose: () => void;
  order: Order;
  /** The services to cancel. */
  lines: OrderLine[];
  /** Cancel every service that can be cancelled (no lineIdxs sent). */
  whole: boolean;
  onCancelled: (outcome: CancelOutcome) => void;
}

/** What cancelling `lines` now gives back, from the server's quotes and the lines' stored amounts (cancelMoney). */
export function cancelSummary(order: Order, lines: OrderLine[]) {
  const money = cancelMoney(lines);
  const needsAccount = order.payMethod === 'vbank' && order.paymentStatus === 'paid' && money.refundAmount > 0;
  // Whether the coupon, points and voucher come back is the server's preview sentence (useCancelPreview).
  return { ...money, needsAccount };
}

/** The button names what happens: '취소하고 396,000원 환불받기'. */
export function cancelButtonLabel(refundAmount: number, refundPoints: number, whole: boolean): string {
  if (refundAmount > 0) return `취소하고 ${formatWon(refundAmount)} 환불받기`;
  if (refundPoints > 0) return `취소하고 ${formatPoints(refundPoints)} 돌려받기`;
  return whole ? '주문 취소하기' : '서비스 취소하기';
}

/**
 * The cancel sheet: the server's quote (message, fee, refund in money and points, whether the coupon comes
 * back, the policy), a reason, and for a paid 무통장입금 order the account the refund goes to.
 */
export function CancelSheet({ isOpen, onClose, order, lines, whole, onCancelled }: CancelSheetProps) {
  const cancel = useCancelBilling();
  const uid = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const summary = cancelSummary(order, lines);
  // One sentence from the server: what the refund, the coupon, the points and the voucher become.
  const preview = useCancelPreview(order.merchantUid, whole ? undefined : lines.map((l) => l.lineIdx), isOpen);
  const messages = [...new Set(lines.map((l) => l.cancelQuote.message))];
  const policies = [...new Set(lines.map((l) => l.refundPolicy.summary))];
  const unpaidVbank = order.paymentStatus === 'vbank_issued';
  const ids = { reasonText: `${uid}-reason-text`, bank: `${uid}-bank`, account: `${uid}-account`, holder: `${uid}-holder` };

  const clearError = (field: Field) =>
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));

  const validate = (): Errors => {
    const next: Errors = {};
    if (!reason) next.reason = '취소 사유를 골라 주세요.';
    else if (reason === '기타' && !reasonText.trim()) next.reasonText = '취소 사유를 입력해 주세요.';
    if (summary.needsAccount) {
      if (!bank) next.refundBank = '환불 받을 은행을 골라 주세요.';
      if (!/^\d{8,16}$/.test(account.replace(/[\s-]/g, ''))) next.refundAccount = '환불 계좌번호를 숫자 8~16자리로 입력해 주세요.';
      if (!holder.trim()) next.refundHolder = '예금주를 입력해 주세요.';
    }
    return next;
  };

  const focusFirst = (next: Errors) => {
    const order: Array<[Field, string]> = [
      ['reason', `${uid}-reason-0`],
      ['reasonText', ids.reasonText],
      ['refundBank', ids.bank],
      ['refundAccount', ids.account],
      ['refundHolder', ids.holder],
    ];
    const first = order.find(([field]) => next[field]);
    if (first) document.getElementById(first[1])?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirst(next);
      return;
    }
    try {
      const result = await cancel.mutateAsync({
        merchantUid: order.merchantUid,
        lineIdxs: whole ? undefined : lines.map((l) => l.lineIdx),
        reason: reason === '기타' ? reasonText.trim() : reason!,
        ...(summary.needsAccount
          ? { refundBank: bank, refundAccount: account.replace(/[\s-]/g, ''), refundHolder: holder.trim() }
          : {}),
      });
      onCancelled({ lineIdxs: result.refund.lineIdxs, amount: result.refund.amount, points: result.refund.points, fee: result.refund.fee, couponsRestored: result.refund.couponsRestored });
    } catch (error) {
      if (isApiError(error)) {
        const fieldErrors: Errors = {};
        for (const d of error.details ?? []) {
          if (d.field === 'reason' || d.field === 'refundBank' || d.field === 'refundAccount' || d.field === 'refundHolder') {
            fieldErrors[d.field] = d.message;
          }
        }
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: error.message });
      } else {
        setErrors({ form: '취소하지 못했어요. 잠시 후 다시 시도해 주세요.' });
      }
    }
  };

  const names = lines.map((l) => l.itemName).join(', ');

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!cancel.isPending}>
      <BottomSheet.Header title={whole ? '주문을 취소할까요?' : '서비스를 취소할까요?'} description={names} />
      <form id={`${uid}-form`} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <BottomSheet.Content>
          <section className={styles.quote} aria-label="환불 예정">
            {messages.map((m) => (
              <p key={m} className={styles.message}>
                {m}
              </p>
            ))}
            <dl className={styles.rows}>
              {!unpaidVbank && (
                <div>
                  <dt>결제한 금액</dt>
                  <dd data-testid="cancel-paid-amount">{formatWon(summary.paid)}</dd>
                </div>
              )}
              <div>
                <dt>취소 수수료</dt>
                <dd className={summary.fee > 0 ? styles.fee : undefined}>{summary.fee > 0 ? `-${formatWon(summary.fee)}` : '없음'}</dd>
              </div>
              {summary.refundPoints > 0 && (
                <div>
                  <dt>포인트로 돌려받기</dt>
                  <dd>{formatPoints(summary.refundPoints)}</dd>
                </div>
              )}
              <div className={styles.total}>
                <dt>환불 금액</dt>
                <dd data-testid="cancel-refund-amount">{formatWon(summary.refundAmount)}</dd>
              </div>
            </dl>
            {summary.balanceDropped > 0 && (
              <p className={styles.hint} data-testid="cancel-balance-dropped">
                {droppedBalanceText(summary.balanceDropped)}
              </p>
            )}
            {preview.data && (
              <p className={styles.consequence} role="status" data-testid="cancel-consequence">
                {preview.data.sentence}
              </p>
            )}
            <p className={styles.hint}>
              {unpaidVbank
                ? '아직 입금 전이라 돌려드릴 금액이 없어요. 취소하면 입금 계좌도 사라져요.'
                : summary.needsAccount
                  ? '아래에 입력한 계좌로 환불해 드려요.'
                  : summary.refundAmount > 0
                    ? `결제한 수단으로 환불해 드려요. ${REFUND_TIMING}.`
                    : '돌려드릴 결제 금액이 없어요.'}
            </p>
          </section>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>취소 사유</legend>
            <div className={styles.chips}>
              {CANCEL_REASONS.map((r, i) => (
                <Chip
                  key={r}
                  id={`${uid}-reason-${i}`}
                  selected={reason === r}
                  onClick={() => {
                    setReason(r);
                    clearError('reason');
                  }}
                >
                  {r}
                </Chip>
              ))}
            </div>
            {errors.reason && (
              <p className={styles.error} role="alert">
                {errors.reason}
              </p>
            )}
            {reason === '기타' && (
              <TextField
                id={ids.reasonText}
                label="취소 사유 직접 입력"
                hideLabel
                placeholder="취소 사유를 알려 주세요"
                value={reasonText}
                maxLength={200}
                onChange={(e) => {
                  setReasonText(e.target.value);
                  clearError('reasonText');
                }}
                error={errors.reasonText}
              />
            )}
          </fieldset>

          {summary.needsAccount && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>환불 받을 계좌</legend>
              <div className={styles.field}>
                <label htmlFor={ids.bank} className={styles.label}>
                  은행
                </label>
                <select
                  id={ids.bank}
                  className={styles.select}
                  value={bank}
                  onChange={(e) => {
                    setBank(e.target.value);
                    clearError('refundBank');
                  }}
                  aria-invalid={errors.refundBank ? true : undefined}
                  aria-describedby={errors.refundBank ? `${ids.bank}-error` : undefined}
                >
                  <option value="">은행을 골라 주세요</option>
                  {REFUND_BANKS.map((b) => (
                    <option key={b.code} value={b.code}>
                      {b.name}
                    </option>
                  ))}
                </select>
                {errors.refundBank && (
                  <p id={`${ids.bank}-error`} className={styles.error} role="alert">
                    {errors.refundBank}
                  </p>
                )}
              </div>
              <TextField
                id={ids.account}
                label="계좌번호"
                inputMode="numeric"
                autoComplete="off"
                placeholder="숫자만 입력해 주세요"
                value={account}
                onChange={(e) => {
                  setAccount(e.target.value.replace(/[^\d-]/g, '').slice(0, 20));
                  clearError('refundAccount');
                }}
                error={errors.refundAccount}
              />
              <TextField
                id={ids.holder}
                label="예금주"
                autoComplete="name"
                value={holder}
                maxLength={30}
                onChange={(e) => {
                  setHolder(e.target.value);
                  clearError('refundHolder');
                }}
                error={errors.refundHolder}
              />
            </fieldset>
          )}

          <section className={styles.policy} aria-label="취소·환불 규정">
            <h3 className={styles.policyTitle}>취소·환불 규정</h3>
            {policies.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>

          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
        </BottomSheet.Content>
        <BottomSheet.Footer>
          <Button type="submit" size="lg" fullWidth loading={cancel.isPending}>
            {cancelButtonLabel(summary.refundAmount, summary.refundPoints, whole)}
          </Button>
        </BottomSheet.Footer>
      </form>
    </BottomSheet>
  );
}
