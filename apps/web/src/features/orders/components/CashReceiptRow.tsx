import type { CashReceiptView } from '@ipju/contract';
import styles from './CashReceiptRow.module.css';

/** 현금영수증 in the order's payment information: type, masked number, state (발급 완료 / 발급 실패 / 입금 확인 후 발급). */
export function CashReceiptRow({ receipt }: { receipt: CashReceiptView }) {
  return (
    <div className={styles.row}>
      <dt>현금영수증</dt>
      <dd>
        <span className={styles.value}>
          {receipt.typeLabel} {receipt.identifier}
        </span>
        <span className={styles.status} data-status={receipt.status} data-testid="cash-receipt-status">
          {receipt.statusLabel}
        </span>
        <span className={styles.message}>{receipt.message}</span>
      </dd>
    </div>
  );
}
