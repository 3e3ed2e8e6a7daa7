import { PAY_METHOD_LABELS, PAY_METHODS, type PayMethod } from '@ipju/contract';
import { CreditCard, Landmark, Wallet } from 'lucide-react';
import styles from './PaymentSections.module.css';
import { cx } from '../../../lib/cx';

const ICONS: Record<PayMethod, typeof CreditCard> = {
  card: CreditCard,
  vbank: Landmark,
  kakaopay: Wallet,
  naverpay: Wallet,
};

/** 신용카드, 무통장입금, 카카오페이, 네이버페이 as radio cards. */
export function PayMethodPicker({
  value,
  onChange,
  disabled,
  methods = PAY_METHODS,
}: {
  value: PayMethod;
  onChange: (m: PayMethod) => void;
  disabled?: boolean;
  /** The methods offered (default all; the balance of 반반 결제 has no 무통장입금). */
  methods?: readonly PayMethod[];
}) {
  return (
    <fieldset className={styles.methods} disabled={disabled}>
      <legend className="visually-hidden">결제 수단</legend>
      {methods.map((method) => {
        const Icon = ICONS[method];
        const checked = value === method;
        return (
          <label key={method} className={cx(styles.method, checked && styles.methodChecked)}>
            <input
              type="radio"
              name="payMethod"
              value={method}
              checked={checked}
              onChange={() => onChange(method)}
              className={styles.methodInput}
            />
            <Icon size={20} aria-hidden="true" />
            <span>{PAY_METHOD_LABELS[method]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
