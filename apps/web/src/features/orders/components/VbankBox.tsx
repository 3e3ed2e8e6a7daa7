import { accountDigits, groupAccountNumber, type Order } from '@ipju/contract';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { copyText } from '../../../lib/clipboard';
import { dateTimeParts, dDayLabel } from '../../../lib/date-time';
import { formatWon } from '../../../lib/format';
import styles from './VbankBox.module.css';

/** The virtual account to pay into (입금대기): bank, number with a copy button, holder, amount, deadline. */
export function VbankBox({ vbank, amount }: { vbank: NonNullable<Order['vbank']>; amount: number }) {
  const toast = useToast();
  const dday = dDayLabel(vbank.dueAt);
  const due = dateTimeParts(vbank.dueAt);
  const onCopy = async () => {
    const ok = await copyText(accountDigits(vbank.accountNumber));
    toast.show(ok ? '계좌번호를 복사했어요' : '복사하지 못했어요. 길게 눌러 복사해 주세요.');
  };
  return (
    <section className={styles.box} aria-labelledby="vbank-title">
      <h2 id="vbank-title" className={styles.title}>
        입금할 계좌
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>은행</dt>
          <dd>{vbank.bankName}</dd>
        </div>
        <div className={styles.accountRow}>
          <dt>계좌번호</dt>
          <dd>
            <span className={styles.account} data-testid="vbank-account">
              {groupAccountNumber(vbank.accountNumber)}
            </span>
            <Button variant="secondary" size="sm" leftIcon={<Copy size={14} aria-hidden="true" />} onClick={() => void onCopy()}>
              복사<span className="visually-hidden">하기: 계좌번호</span>
            </Button>
          </dd>
        </div>
        <div>
          <dt>예금주</dt>
          <dd>{vbank.holder}</dd>
        </div>
        <div>
          <dt>입금할 금액</dt>
          <dd className={styles.amount}>{formatWon(amount)}</dd>
        </div>
        <div>
          <dt>
            입금 기한
            {dday && <span className={styles.dday}>{dday}</span>}
          </dt>
          <dd className={styles.due}>
            {/* Wraps between the date and the time, never inside them. */}
            <span className={styles.nowrap}>{due?.date}</span> <span className={styles.nowrap}>{due?.time}까지</span>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>기한이 지나면 주문이 자동으로 취소돼요. 주문한 분의 이름으로 정확한 금액을 입금해 주세요.</p>
    </section>
  );
}
