import type { HalfPayment } from '@ipju/contract';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { formatWon } from '../../../lib/format';
import styles from './HalfPaymentOption.module.css';

export const HALF_PAYMENT_LABEL = '반반 결제 (절반은 지금, 나머지는 시공 후)';

/**
 * 반반 결제 at checkout: the server's halves (quote.halfPayment). Not for 무통장입금; nothing when the quote has
 * no halves (nothing to pay).
 */
export function HalfPaymentOption({
  half,
  checked,
  onChange,
  vbank,
  disabled,
}: {
  half: HalfPayment | null | undefined;
  checked: boolean;
  onChange: (on: boolean) => void;
  vbank: boolean;
  disabled?: boolean;
}) {
  if (!half) return null;
  return (
    <div className={styles.box}>
      <Checkbox
        label={HALF_PAYMENT_LABEL}
        checked={checked && !vbank}
        onChange={onChange}
        disabled={disabled || vbank}
        description={
          vbank
            ? '무통장입금은 반반 결제를 할 수 없어요. 카드나 간편결제를 골라 주세요.'
            : `오늘 ${formatWon(half.first)}, 시공이 끝나면 잔금 ${formatWon(half.second)}을 ${half.dueDays}일 안에 결제해요. 잔금 결제 링크는 알림톡으로 보내 드려요.`
        }
      />
    </div>
  );
}
