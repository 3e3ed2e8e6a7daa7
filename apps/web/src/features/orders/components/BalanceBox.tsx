import type { Order } from '@ipju/contract';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatWon } from '../../../lib/format';
import { balancePath } from '../../../lib/paths';
import styles from './BalanceBox.module.css';

/** 반반 결제 on the order: what was paid at booking, the balance and its state, and the way to pay it. */
export function BalanceBox({ balance, merchantUid }: { balance: NonNullable<Order['balance']>; merchantUid: string }) {
  return (
    <section className={styles.box} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.title}>
        <Wallet size={18} aria-hidden="true" />
        반반 결제
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>예약할 때 결제</dt>
          <dd>{formatWon(balance.firstAmount)}</dd>
        </div>
        <div>
          <dt>잔금</dt>
          <dd>{formatWon(balance.amount)}</dd>
        </div>
      </dl>
      <p className={styles.status} data-status={balance.status} data-testid="order-balance-status">
        {balance.statusLabel}
      </p>
      {balance.payable && (
        <Link to={balancePath(merchantUid)} className={styles.pay}>
          잔금 {formatWon(balance.amount)} 결제하기
        </Link>
      )}
    </section>
  );
}
