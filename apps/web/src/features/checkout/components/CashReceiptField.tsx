import { CASH_RECEIPT_TYPE_LABELS, cashReceiptIdentifierError, SELF_ISSUE_MIN_AMOUNT, type CashReceiptType } from '@ipju/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/TextField/TextField';
import { cx } from '../../../lib/cx';
import { formatWon } from '../../../lib/format';
import sections from './PaymentSections.module.css';
import styles from './CashReceiptField.module.css';

export type CashReceiptChoice = { type: CashReceiptType | 'none'; identifier: string };
export const NO_CASH_RECEIPT: CashReceiptChoice = { type: 'none', identifier: '' };

const OPTIONS: Array<{ value: CashReceiptChoice['type']; label: string }> = [
  { value: 'deduction', label: CASH_RECEIPT_TYPE_LABELS.deduction },
  { value: 'proof', label: CASH_RECEIPT_TYPE_LABELS.proof },
  { value: 'none', label: '신청 안 함' },
];

/** Why the choice cannot be sent yet (the contract's rule), or null. */
export const cashReceiptError = (choice: CashReceiptChoice): string | null =>
  choice.type === 'none' ? null : cashReceiptIdentifierError(choice.type, choice.identifier);

/** The init body's cashReceipt for a choice (null: not asked). */
export const cashReceiptBody = (choice: CashReceiptChoice) =>
  choice.type === 'none' ? null : { type: choice.type, identifier: choice.identifier };

/** 무통장입금's 현금영수증: 소득공제 by mobile number, 지출증빙 by business number, or none. Issued when the deposit arrives. */
export function CashReceiptField({ value, onChange, disabled }: { value: CashReceiptChoice; onChange: (next: CashReceiptChoice) => void; disabled?: boolean }) {
  const [touched, setTouched] = useState(false);
  const error = touched ? cashReceiptError(value) : null;
  return (
    <div className={styles.field}>
      <fieldset className={styles.types} disabled={disabled}>
        <legend className={styles.legend}>현금영수증</legend>
        {OPTIONS.map((option) => {
          const checked = value.type === option.value;
          return (
            <label key={option.value} className={cx(sections.method, styles.type, checked && sections.methodChecked)}>
              <input
                type="radio"
                name="cashReceiptType"
                value={option.value}
                checked={checked}
                onChange={() => {
                  setTouched(false);
                  onChange({ type: option.value, identifier: option.value === value.type ? value.identifier : '' });
                }}
                className={sections.methodInput}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </fieldset>
      {value.type === 'none' && (
        <p className={styles.note}>신청하지 않아도 {formatWon(SELF_ISSUE_MIN_AMOUNT)} 이상이면 국세청 지정 번호로 자진발급해 드려요. 홈택스에서 내 영수증으로 등록할 수 있어요.</p>
      )}
      {value.type !== 'none' && (
        <TextField
          label={value.type === 'deduction' ? '휴대폰 번호 (개인 소득공제)' : '사업자등록번호 (사업자 지출증빙)'}
          placeholder={value.type === 'deduction' ? '010-1234-5678' : '123-45-67890'}
          inputMode="numeric"
          autoComplete={value.type === 'deduction' ? 'tel' : 'off'}
          maxLength={13}
          value={value.identifier}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, identifier: e.target.value.replace(/[^\d-]/g, '') })}
          onBlur={() => setTouched(true)}
          error={error ?? undefined}
          hint="입금이 확인되면 바로 발급해 드려요."
        />
      )}
    </div>
  );
}
