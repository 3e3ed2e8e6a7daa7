import { accountDigits, groupAccountNumber, type BillingResult, type Order } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Copy, Gift, Landmark, ShoppingCart, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { copyText } from '../../../lib/clipboard';
import { DEMO_ENABLED } from '../../../lib/config';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/date-time';
import { formatPoints, formatWon } from '../../../lib/format';
import { orderPath } from '../../../lib/paths';
import { userKeys } from '../../../lib/query-client';
import { RequireAuth } from '../../auth';
import { visitLabel } from '../../cart';
import { billingDetailQuery } from '../../orders';
import { reportBillingSuccess } from '../api/reportBillingSuccess';
import { returnBillingToCart } from '../api/returnBillingToCart';
import { forgetPendingPayment } from '../lib/pending-payment';
import { forgetVisitDraft } from '../lib/visit-draft';
import { simulateVbankDeposit } from '../payment/simulateVbankDeposit';
import styles from './PaymentResultPage.module.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'result'; result: BillingResult }
  | { kind: 'returned'; restored: number }
  | { kind: 'error'; message: string }
  | { kind: 'missing' };

/** What an order's payment status says, when the result comes from the order itself. */
function resultOf(order: Order, message = ''): BillingResult {
  const outcome =
    order.paymentStatus === 'paid'
      ? 'paid'
      : order.paymentStatus === 'vbank_issued'
        ? 'vbank_issued'
        : order.paymentStatus === 'ready'
          ? 'pending'
          : 'failed';
  return { outcome, message: message || order.failReason || '', order };
}

/**
 * /payment/result: where the payment window returns (PortOne's m_redirect_url, and the PC callback with
 * the same parameters): imp_uid, merchant_uid, imp_success, error_msg. With imp_uid the server checks
 * the payment (POST /billings/success, once); without it the window was closed and the services go back
 * to the cart (POST /billings/return_cart). `paid=true`: coupons and points covered everything.
 */
export default function PaymentResultPage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="결제 결과" back={false} />
      <RequireAuth>
        <ResultContent />
      </RequireAuth>
    </>
  );
}

function ResultContent() {
  const [params] = useSearchParams();
  const impUid = params.get('imp_uid');
  const merchantUid = params.get('merchant_uid');
  const paidAtInit = params.get('paid') === 'true';
  const errorMsg = params.get('error_msg');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>(() => (merchantUid ? { kind: 'loading' } : { kind: 'missing' }));
  const [depositing, setDepositing] = useState(false);

  const loadOrder = useCallback(
    (uid: string) => queryClient.fetchQuery({ ...billingDetailQuery(uid), staleTime: 0 }),
    [queryClient],
  );

  const check = useCallback(async () => {
    if (!merchantUid) return;
    setPhase({ kind: 'loading' });
    try {
      if (impUid) {
        setPhase({ kind: 'result', result: await reportBillingSuccess({ impUid, merchantUid }) });
      } else if (paidAtInit) {
        setPhase({ kind: 'result', result: resultOf(await loadOrder(merchantUid)) });
      } else {
        try {
          const { restored } = await returnBillingToCart(merchantUid);
          setPhase({ kind: 'returned', restored });
        } catch (error) {
          // Paid after all (409): show the order as it is.
          if (errorStatus(error) !== 409) throw error;
          setPhase({ kind: 'result', result: resultOf(await loadOrder(merchantUid)) });
        }
      }
    } catch (error) {
      setPhase({ kind: 'error', message: errorMessage(error, '결제 결과를 확인하지 못했어요. 잠시 후 다시 확인해 주세요.') });
    } finally {
      forgetPendingPayment(merchantUid);
      // The cart, its count, orders, coupons and points all changed.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    }
  }, [impUid, merchantUid, paidAtInit, loadOrder, queryClient]);

  // Paid or account issued: the order holds the visit details now, so the tab's draft (with its 공동현관 비밀번호)
  // goes. A failed or cancelled payment keeps it for 결제하기 again from the cart.
  const succeeded = phase.kind === 'result' && (phase.result.outcome === 'paid' || phase.result.outcome === 'vbank_issued');
  useEffect(() => {
    if (succeeded) forgetVisitDraft();
  }, [succeeded]);

  // Once per visit, also under React StrictMode's doubled effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void check();
  }, [check]);

  const deposit = async () => {
    if (!impUid || !merchantUid) return;
    setDepositing(true);
    try {
      await simulateVbankDeposit(impUid);
      const order = await loadOrder(merchantUid);
      // The heading changes to '입금이 확인되었어요'; no toast over the buttons.
      setPhase({ kind: 'result', result: resultOf(order, '입금이 확인되어 예약이 확정되었어요.') });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      toast.show(errorMessage(error, '입금 처리를 하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setDepositing(false);
    }
  };

  switch (phase.kind) {
    case 'loading':
      return (
        <SkeletonGroup label="결제 결과를 확인하고 있어요" className={styles.page}>
          <div className={styles.hero}>
            <Skeleton width={56} height={56} circle />
            <Skeleton width="60%" height={26} />
            <Skeleton width="40%" height={16} />
          </div>
          <div className={styles.card}>
            <Skeleton width="70%" height={18} />
            <Skeleton width="50%" height={14} />
            <Skeleton width="35%" height={22} style={{ alignSelf: 'flex-end' }} />
          </div>
        </SkeletonGroup>
      );
    case 'missing':
      return (
        <Outcome icon={<XCircle size={56} />} tone="red" title="결제 정보를 찾지 못했어요" body="주문 내역에서 결제 상태를 확인해 주세요.">
          <BottomCTA>
            <Link to="/" className={styles.secondaryLink}>
              홈으로
            </Link>
            <Link to="/cart" className={styles.primaryLink}>
              장바구니로 가기
            </Link>
          </BottomCTA>
        </Outcome>
      );
    case 'error':
      return (
        <Outcome icon={<Clock size={56} />} tone="grey" title="결제 결과를 확인하지 못했어요" body={phase.message}>
          <BottomCTA>
            <Link to={orderPath(merchantUid ?? '')} className={styles.secondaryLink}>
              주문 내역 보기
            </Link>
            <Button size="lg" onClick={() => void check()}>
              다시 확인하기
            </Button>
          </BottomCTA>
        </Outcome>
      );
    case 'returned':
      return (
        <Outcome
          icon={<ShoppingCart size={56} />}
          tone="grey"
          title="결제를 그만두었어요"
          body={
            phase.restored > 0
              ? `담았던 서비스 ${phase.restored}개를 장바구니에 다시 담아 두었어요. 쿠폰과 포인트도 돌려 드렸어요.`
              : '결제하지 않은 서비스는 장바구니에 다시 담아 두었어요.'
          }
        >
          <BottomCTA>
            <Link to="/" className={styles.secondaryLink}>
              홈으로
            </Link>
            <Link to="/cart" className={styles.primaryLink}>
              장바구니로 가기
            </Link>
          </BottomCTA>
        </Outcome>
      );
    case 'result':
      return (
        <ResultView
          result={phase.result}
          failMessage={errorMsg}
          onDeposit={DEMO_ENABLED && impUid ? () => void deposit() : undefined}
          depositing={depositing}
          onRecheck={() => void check()}
        />
      );
  }
}

function ResultView({
  result,
  failMessage,
  onDeposit,
  depositing,
  onRecheck,
}: {
  result: BillingResult;
  failMessage: string | null;
  onDeposit?: () => void;
  depositing: boolean;
  onRecheck: () => void;
}) {
  const { order } = result;
  const toHome = (
    <Link to="/" className={styles.secondaryLink}>
      홈으로
    </Link>
  );
  const toOrder = (
    <Link to={orderPath(order.merchantUid)} className={styles.primaryLink}>
      주문 내역 보기
    </Link>
  );

  if (result.outcome === 'paid') {
    return (
      <Outcome
        icon={<CheckCircle2 size={56} />}
        tone="green"
        title={order.payMethod === 'vbank' ? '입금이 확인되었어요' : '결제가 완료되었어요'}
        body="업체가 희망일을 확인하고 연락드려요."
      >
        <OrderLines order={order} />
        <section className={styles.card} aria-label="결제 금액">
          <dl className={styles.rows}>
            {order.couponDiscount > 0 && <Row label="쿠폰 할인" value={`-${formatWon(order.couponDiscount)}`} minus />}
            {order.pointsUsed > 0 && <Row label="포인트 사용" value={`-${formatPoints(order.pointsUsed)}`} minus />}
            <Row label="결제 수단" value={order.payMethodLabel} />
            {order.balance ? (
              <>
                <Row label="결제 금액 (반반 결제)" value={formatWon(order.balance.firstAmount)} strong />
                <Row label="잔금 (시공 완료 후)" value={formatWon(order.balance.amount)} />
              </>
            ) : (
              <Row label="결제 금액" value={formatWon(order.amount)} strong />
            )}
          </dl>
          {(order.voucher || order.purchasePoints > 0) && (
            <ul className={styles.benefits}>
              {order.voucher && (
                <li>
                  <Gift size={16} aria-hidden="true" /> {formatWon(order.voucher.amount)} 상품권을 드려요
                </li>
              )}
              {order.purchasePoints > 0 && (
                <li>
                  <Gift size={16} aria-hidden="true" /> {formatPoints(order.purchasePoints)}를 적립했어요
                </li>
              )}
            </ul>
          )}
        </section>
        <BottomCTA>
          {toHome}
          {toOrder}
        </BottomCTA>
      </Outcome>
    );
  }

  if (result.outcome === 'vbank_issued') {
    return (
      <VbankView
        order={order}
        onDeposit={onDeposit}
        depositing={depositing}
        actions={
          <>
            {toHome}
            {toOrder}
          </>
        }
      />
    );
  }

  if (result.outcome === 'pending') {
    return (
      <Outcome icon={<Clock size={56} />} tone="grey" title="결제를 확인하고 있어요" body={result.message || '잠시 후 다시 확인해 주세요.'}>
        <OrderLines order={order} />
        <BottomCTA>
          {toOrder}
          <Button size="lg" onClick={onRecheck}>
            다시 확인하기
          </Button>
        </BottomCTA>
      </Outcome>
    );
  }

  return (
    <Outcome
      icon={<XCircle size={56} />}
      tone="red"
      title="결제가 완료되지 않았어요"
      body={result.message || order.failReason || failMessage || '결제가 취소되었거나 실패했어요.'}
    >
      {!/장바구니/.test(result.message) && (
        <p className={styles.note}>결제하지 않은 서비스는 장바구니에 다시 담아 두었어요. 쿠폰과 포인트도 돌려 드렸어요.</p>
      )}
      <BottomCTA>
        {toHome}
        <Link to="/cart" className={styles.primaryLink}>
          장바구니로 가기
        </Link>
      </BottomCTA>
    </Outcome>
  );
}

function VbankView({
  order,
  onDeposit,
  depositing,
  actions,
}: {
  order: Order;
  onDeposit?: () => void;
  depositing: boolean;
  actions: ReactNode;
}) {
  const toast = useToast();
  const vbank = order.vbank;
  const copy = async () => {
    if (!vbank) return;
    const ok = await copyText(accountDigits(vbank.accountNumber));
    toast.show(ok ? '계좌번호를 복사했어요' : '복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.');
  };
  return (
    <Outcome icon={<Landmark size={56} />} tone="brand" title="입금 계좌를 안내해 드려요" body="기한 안에 입금하면 예약이 확정돼요.">
      {vbank && (
        <section className={styles.card} aria-label="입금 계좌">
          <dl className={styles.rows}>
            <Row label="은행" value={vbank.bankName} />
            <div className={styles.row}>
              <dt>계좌번호</dt>
              <dd className={styles.account}>
                <span data-testid="vbank-account">{groupAccountNumber(vbank.accountNumber)}</span>
                <button type="button" className={styles.copy} onClick={() => void copy()}>
                  <Copy size={14} aria-hidden="true" />
                  복사하기
                </button>
              </dd>
            </div>
            <Row label="예금주" value={vbank.holder} />
            <Row label="입금 금액" value={formatWon(order.amount)} strong />
            <Row label="입금 기한" value={`${formatDateTime(vbank.dueAt)}까지`} />
            {order.cashReceipt && (
              <Row label="현금영수증" value={`${order.cashReceipt.typeLabel} ${order.cashReceipt.identifier} · ${order.cashReceipt.statusLabel}`} />
            )}
          </dl>
        </section>
      )}
      {onDeposit && (
        <section className={styles.demo} aria-labelledby="demo-deposit">
          <p id="demo-deposit" className={styles.demoTitle}>
            <span className={styles.demoTag}>데모</span> 실제 은행 대신 입금을 흉내 내요
          </p>
          <Button variant="secondary" fullWidth loading={depositing} onClick={onDeposit}>
            데모: 입금 완료 처리
          </Button>
        </section>
      )}
      <OrderLines order={order} />
      <BottomCTA>{actions}</BottomCTA>
    </Outcome>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <section className={styles.card} aria-label="주문한 서비스">
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.lineIdx} className={styles.line}>
            <div className={styles.lineHead}>
              <p className={styles.lineName}>{line.itemName}</p>
              <span className={styles.status}>{line.statusLabel}</span>
            </div>
            <p className={styles.lineMeta}>{line.partner.companyName}</p>
            <p className={styles.lineMeta}>{visitLabel(line.tz, line.timeLabel)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ label, value, strong, minus }: { label: string; value: string; strong?: boolean; minus?: boolean }) {
  return (
    <div className={`${styles.row} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd className={minus ? styles.minus : undefined}>{value}</dd>
    </div>
  );
}

function Outcome({
  icon,
  tone,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  tone: 'green' | 'red' | 'brand' | 'grey';
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.hero} data-tone={tone}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.body}>{body}</p>
      </div>
      {children}
    </main>
  );
}
