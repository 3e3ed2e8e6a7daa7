import type { BillingResult, Order } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, SearchX, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatWon } from '../../../lib/format';
import { orderPath } from '../../../lib/paths';
import { requestPay } from '../../../lib/payment/request-pay';
import { userKeys } from '../../../lib/query-client';
import { RequireAuth } from '../../auth';
import { useOrder } from '../../orders';
import { payBillingBalance } from '../api/payBillingBalance';
import { reportBillingSuccess } from '../api/reportBillingSuccess';
import { PayMethodPicker } from '../components/PayMethodPicker';
import styles from './BalancePaymentPage.module.css';

const BALANCE_METHODS = ['card', 'kakaopay', 'naverpay'] as const;
type BalanceMethod = (typeof BALANCE_METHODS)[number];

/**
 * /payment/balance/:merchantUid: 반반 결제's balance (잔금), opened from the AlimTalk link or the order. It pays
 * through PortOne like any payment and the window comes back here with imp_uid, which is reported once.
 */
export default function BalancePaymentPage() {
  useHideBottomNav();
  const { merchantUid = '' } = useParams();
  return (
    <>
      <PageHeader title="잔금 결제" backFallback={orderPath(merchantUid)} />
      <RequireAuth>
        <BalanceContent merchantUid={merchantUid} />
      </RequireAuth>
    </>
  );
}

function BalanceContent({ merchantUid }: { merchantUid: string }) {
  const [params] = useSearchParams();
  const impUid = params.get('imp_uid');
  const balanceUid = params.get('merchant_uid');
  const queryClient = useQueryClient();
  const [reported, setReported] = useState<BillingResult | { error: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!impUid || !balanceUid || started.current) return;
    started.current = true;
    const report = async () => {
      let outcome: BillingResult | { error: string };
      try {
        outcome = await reportBillingSuccess({ impUid, merchantUid: balanceUid });
      } catch (error) {
        outcome = { error: errorMessage(error, '결제 결과를 확인하지 못했어요. 잠시 후 다시 확인해 주세요.') };
      }
      // The order (and points, vouchers) changed: read them again before showing the outcome.
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      setReported(outcome);
    };
    void report();
  }, [impUid, balanceUid, queryClient]);

  const order = useOrder(merchantUid);

  if ((impUid && !reported) || order.isPending) {
    return (
      <SkeletonGroup label="잔금 정보를 불러오고 있어요" className={styles.page}>
        <Skeleton width="60%" height={24} />
        <Skeleton height={140} radius={12} />
      </SkeletonGroup>
    );
  }
  if (order.isError) {
    return (
      <main className={styles.page}>
        <EmptyState icon={<SearchX size={40} strokeWidth={1.5} />} title="주문을 찾을 수 없어요" description={errorMessage(order.error, '주문 내역에서 다시 찾아 주세요.')} />
      </main>
    );
  }
  const reportError = reported && 'error' in reported ? reported.error : null;
  const reportMessage = reported && 'outcome' in reported && reported.outcome !== 'paid' ? reported.message : null;
  return <BalanceView order={order.data} notice={reportError ?? reportMessage} />;
}

function BalanceView({ order, notice }: { order: Order; notice: string | null }) {
  const navigate = useNavigate();
  const modal = useModal();
  const [method, setMethod] = useState<BalanceMethod>('card');
  const [busy, setBusy] = useState(false);
  const balance = order.balance;

  if (!balance) {
    return (
      <main className={styles.page}>
        <EmptyState icon={<Wallet size={40} strokeWidth={1.5} />} title="반반 결제로 주문한 서비스가 아니에요" description="주문 내역에서 결제 상태를 확인해 주세요." />
      </main>
    );
  }

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await payBillingBalance({ merchantUid: order.merchantUid, payMethod: method });
      await requestPay(result, { navigate: (to) => navigate(to) });
    } catch (error) {
      setBusy(false);
      await modal.alert({ title: '잔금 결제를 시작하지 못했어요', body: errorMessage(error, '잠시 후 다시 시도해 주세요.') });
    }
  };

  const paid = balance.status === 'paid';
  return (
    <>
      <main className={styles.page}>
        <section className={styles.hero} data-tone={paid ? 'green' : balance.status === 'overdue' ? 'red' : 'brand'}>
          {paid ? <CheckCircle2 size={48} aria-hidden="true" className={styles.icon} /> : <Clock size={48} aria-hidden="true" className={styles.icon} />}
          <h2 className={styles.title}>{paid ? '잔금 결제가 완료되었어요' : balance.payable ? '잔금을 결제해 주세요' : balance.statusLabel}</h2>
          <p className={styles.sub}>{order.orderName}</p>
        </section>
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        <section className={styles.card} aria-label="반반 결제">
          <dl className={styles.rows}>
            <div>
              <dt>예약할 때 결제</dt>
              <dd>{formatWon(balance.firstAmount)}</dd>
            </div>
            <div>
              <dt>잔금</dt>
              <dd className={styles.amount} data-testid="balance-amount">
                {formatWon(balance.amount)}
              </dd>
            </div>
            <div>
              <dt>상태</dt>
              <dd data-testid="balance-status">{balance.statusLabel}</dd>
            </div>
            {balance.dueAt && !paid && (
              <div>
                <dt>결제 기한</dt>
                <dd>{formatDateTime(balance.dueAt)}까지</dd>
              </div>
            )}
            {balance.paidAt && (
              <div>
                <dt>결제일</dt>
                <dd>{formatDateTime(balance.paidAt)}</dd>
              </div>
            )}
          </dl>
        </section>
        {balance.payable && (
          <section className={styles.section} aria-labelledby="balance-method">
            <h2 id="balance-method" className={styles.sectionTitle}>
              결제 수단
            </h2>
            <PayMethodPicker value={method} onChange={(m) => setMethod(m as BalanceMethod)} methods={BALANCE_METHODS} disabled={busy} />
          </section>
        )}
      </main>
      <BottomCTA>
        {balance.payable ? (
          <Button size="lg" fullWidth loading={busy} onClick={() => void pay()}>
            잔금 {formatWon(balance.amount)} 결제하기
          </Button>
        ) : (
          <Link to={orderPath(order.merchantUid)} className={styles.primaryLink}>
            주문 내역 보기
          </Link>
        )}
      </BottomCTA>
    </>
  );
}
