import { isApiError } from '@ipju/api-client';
import { dateChangeFeeWarning, orderMoney, type Order, type OrderLine } from '@ipju/contract';
import { ExternalLink, Gift, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import type { DateTimeValue } from '../../../components/ui/DateTimeModal/DateTimeModal';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { formatDate, formatPoints, formatWon } from '../../../lib/format';
import { ORDERS_PATH } from '../../../lib/paths';
import { seoulToday } from '../../../lib/schedule';
import { RequireAuth } from '../../auth';
import { VisitCautions } from '../../cautions';
import { VisitDateModal } from '../../visit-dates';
import { useChangeBillingDate } from '../api/changeBillingDate';
import type { CancelOutcome } from '../api/cancelBilling';
import { useConfirmBilling } from '../api/confirmBilling';
import { useOrder } from '../api/getBillingDetail';
import { CancelSheet } from '../components/CancelSheet';
import { statusGuide } from '../components/labels';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { OrderHistory } from '../components/OrderHistory';
import { BalanceBox } from '../components/BalanceBox';
import { CashReceiptRow } from '../components/CashReceiptRow';
import { OrderLineCard } from '../components/OrderLineCard';
import { PendingPaymentActions } from '../components/PendingPaymentActions';
import { OrderVisitSection } from '../components/OrderVisitSection';
import { VbankBox } from '../components/VbankBox';
import styles from './OrderDetailPage.module.css';

/** /my-page/orders/:merchantUid (notifications and the payment result link here). */
export default function OrderDetailPage() {
  const { merchantUid = '' } = useParams();
  useHideBottomNav();
  return (
    <>
      <PageHeader title="주문 상세" backFallback={ORDERS_PATH} />
      <RequireAuth>
        <OrderDetail merchantUid={merchantUid} />
      </RequireAuth>
    </>
  );
}

interface CancelTarget {
  lines: OrderLine[];
  whole: boolean;
  session: number;
}

function OrderDetail({ merchantUid }: { merchantUid: string }) {
  const query = useOrder(merchantUid);
  const navigate = useNavigate();
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <main className={styles.page}>
          <EmptyState
            className={styles.empty}
            icon={<SearchX size={40} strokeWidth={1.5} />}
            title="주문을 찾을 수 없어요"
            description="주문번호를 다시 확인하거나 주문 내역에서 찾아 주세요."
            action={<Button onClick={() => navigate(ORDERS_PATH)}>주문 내역 보기</Button>}
          />
        </main>
      );
    }
    return (
      <main className={styles.page}>
        <LoadError title="주문을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  return <OrderView order={query.data} />;
}

function OrderView({ order }: { order: Order }) {
  const navigate = useNavigate();
  const toast = useToast();
  const modal = useModal();
  const changeDate = useChangeBillingDate();
  const confirm = useConfirmBilling();
  const [dateLine, setDateLine] = useState<OrderLine | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const cancellable = order.lines.filter((l) => l.canCancel);
  const unpaidVbank = order.paymentStatus === 'vbank_issued';
  const showWholeCancel = unpaidVbank ? cancellable.length > 0 : cancellable.length > 1;
  const vbankDue = order.vbank && order.status === 'awaiting_deposit';

  const openCancel = (lines: OrderLine[], whole: boolean) => {
    setCancelTarget((prev) => ({ lines, whole, session: (prev?.session ?? 0) + 1 }));
    setCancelOpen(true);
  };

  const openDateChange = (line: OrderLine) => setDateLine(line);

  const onDateConfirm = async (value: DateTimeValue) => {
    if (!dateLine || changeDate.isPending) return;
    // A date inside the free-cancel period makes cancelling cost from now on: the resident says yes to that first.
    const warning = dateChangeFeeWarning(
      dateLine.refundPolicy,
      dateLine.tz === null || dateLine.tz === '미정' ? null : dateLine.tz,
      value.tz === '미정' ? null : value.tz,
      seoulToday(),
    );
    if (warning) {
      const ok = await modal.confirm({
        title: '이 일정으로 바꿀까요?',
        body: warning,
        confirmLabel: '이 일정으로 바꾸기',
        cancelLabel: '다른 날 고르기',
      });
      if (!ok) return;
    }
    try {
      await changeDate.mutateAsync({ merchantUid: order.merchantUid, lineIdx: dateLine.lineIdx, tz: value.tz, time: value.time });
      setDateLine(null);
      toast.show('방문 일정을 바꿨어요');
    } catch (error) {
      toast.show(isApiError(error) ? error.message : '일정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  const onConfirmPurchase = async (line: OrderLine) => {
    const ok = await modal.confirm({
      title: '구매를 확정할까요?',
      body: `${line.itemName} 시공이 잘 끝났다면 구매를 확정해 주세요. 확정한 뒤에는 취소나 환불을 요청할 수 없어요.`,
      confirmLabel: '구매 확정하기',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await confirm.mutateAsync({ merchantUid: order.merchantUid, lineIdxs: [line.lineIdx] });
      toast.show('구매를 확정했어요');
    } catch (error) {
      toast.show(isApiError(error) ? error.message : '구매를 확정하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  const onCancelled = (outcome: CancelOutcome) => {
    setCancelOpen(false);
    if (outcome.amount > 0) toast.show(`취소했어요. ${formatWon(outcome.amount)}을 환불해 드려요`);
    else if (outcome.points > 0) toast.show(`취소했어요. ${formatPoints(outcome.points)}를 돌려드렸어요`);
    else toast.show('주문을 취소했어요');
  };

  return (
    <main className={styles.page}>
      <section className={styles.header} aria-labelledby="order-status">
        <h2 id="order-status" className={styles.status}>
          {order.statusLabel}
        </h2>
        <p className={styles.guide}>{statusGuide(order)}</p>
        <p className={styles.orderName}>{order.orderName}</p>
        <dl className={styles.meta}>
          <div>
            <dt>주문번호</dt>
            <dd>{order.orderNo}</dd>
          </div>
          <div>
            <dt>주문일</dt>
            <dd>{formatDate(order.createdAt)}</dd>
          </div>
        </dl>
      </section>

      {order.balance && (
        <div className={styles.vbank}>
          <BalanceBox balance={order.balance} merchantUid={order.merchantUid} />
        </div>
      )}

      {order.paymentStatus === 'ready' && (
        <div className={styles.vbank}>
          <PendingPaymentActions order={order} onReturned={() => navigate('/cart')} />
        </div>
      )}

      {vbankDue && order.vbank && (
        <div className={styles.vbank}>
          <VbankBox vbank={order.vbank} amount={order.amount} />
        </div>
      )}

      <section className={styles.section} aria-labelledby="order-services">
        <h2 id="order-services" className={styles.sectionTitle}>
          주문한 서비스 <span className={styles.count}>{order.lines.length}</span>
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.lineIdx}>
              <OrderLineCard
                order={order}
                line={line}
                wholeOrderOnly={unpaidVbank}
                onChangeDate={openDateChange}
                onCancel={(l) => openCancel([l], false)}
                onConfirm={(l) => void onConfirmPurchase(l)}
              />
            </li>
          ))}
        </ul>
        {showWholeCancel && (
          <div className={styles.wholeCancel}>
            <Button variant="secondary" fullWidth onClick={() => openCancel(cancellable, true)}>
              {unpaidVbank ? '주문 취소하기' : '주문 전체 취소'}
            </Button>
          </div>
        )}
      </section>

      {order.visit && <OrderVisitSection visit={order.visit} />}

      <VisitCautions merchantUid={order.merchantUid} />

      <section className={styles.section} aria-labelledby="order-payment">
        <h2 id="order-payment" className={styles.sectionTitle}>
          결제 정보
        </h2>
        <dl className={styles.info}>
          <div>
            <dt>결제 수단</dt>
            <dd>{order.payMethodLabel}</dd>
          </div>
          <div>
            <dt>결제일</dt>
            <dd>{order.paidAt ? formatDateTime(order.paidAt) : unpaidVbank ? '입금 전' : '-'}</dd>
          </div>
          {order.cashReceipt && <CashReceiptRow receipt={order.cashReceipt} />}
        </dl>
        {order.receiptUrl && (
          <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer" className={styles.external}>
            {order.payMethod === 'vbank' ? '입금 영수증 보기' : '카드 매출전표 보기'}
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden">(새 창)</span>
          </a>
        )}

        <dl className={styles.amounts} aria-label="결제 금액">
          <AmountRow label="상품 금액" value={formatWon(order.regularTotal)} />
          {order.specialDiscount > 0 && <AmountRow label="단지 특가 할인" value={`-${formatWon(order.specialDiscount)}`} discount />}
          {order.couponDiscount > 0 && <AmountRow label="쿠폰 할인" value={`-${formatWon(order.couponDiscount)}`} discount />}
          {order.pointsUsed > 0 && <AmountRow label="포인트 사용" value={`-${formatPoints(order.pointsUsed)}`} discount />}
          {orderMoney(order).rows.map((row) =>
            row.tone === 'note' ? (
              <div key={row.key} className={styles.amountNote}>
                <dt className="visually-hidden">{row.key === 'not-charged' ? '결제' : '잔금'}</dt>
                <dd data-testid={`order-${row.key}`}>{row.text}</dd>
              </div>
            ) : (
              <AmountRow
                key={row.key}
                label={row.label}
                value={row.text}
                total={row.tone === 'total'}
                refund={row.tone === 'refund'}
                testId={row.key === 'refunded' ? 'order-refunded' : `order-${row.key}`}
              />
            ),
          )}
        </dl>
      </section>

      {(order.voucher || order.purchasePoints > 0) && (
        <section className={styles.section} aria-labelledby="order-benefits">
          <h2 id="order-benefits" className={styles.sectionTitle}>
            결제 혜택
          </h2>
          <dl className={styles.info}>
            {order.voucher && (
              <div>
                <dt>
                  <Gift size={16} aria-hidden="true" />
                  상품권 {formatWon(order.voucher.amount)}
                </dt>
                <dd data-tone={order.voucher.status}>{order.voucher.statusLabel}</dd>
              </div>
            )}
            {order.purchasePoints > 0 && (
              <div>
                <dt>결제 적립 포인트</dt>
                <dd>{formatPoints(order.purchasePoints)}</dd>
              </div>
            )}
          </dl>
          {order.voucher && (
            <p className={styles.small}>
              {formatWon(order.voucher.minAmount)} 이상 결제하면 드리는 상품권이에요.
              {order.voucher.status === 'withdrawn' && ' 취소로 결제 금액이 기준보다 줄어 지급하지 않아요.'}
            </p>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="order-history">
        <h2 id="order-history" className={styles.sectionTitle}>
          주문 이력
        </h2>
        <OrderHistory events={order.history} multiLine={order.lines.length > 1} />
      </section>

      {dateLine && (
        <VisitDateModal
          isOpen
          itemIdx={dateLine.itemIdx}
          visitTimes={dateLine.visitTimes}
          tz={dateLine.tz}
          time={dateLine.time}
          title="바꿀 방문일을 선택해 주세요"
          confirmText="이 일정으로 바꾸기"
          onClose={() => setDateLine(null)}
          onConfirm={(value) => void onDateConfirm(value)}
        />
      )}
      {cancelTarget && (
        <CancelSheet
          key={cancelTarget.session}
          isOpen={cancelOpen}
          onClose={() => setCancelOpen(false)}
          order={order}
          lines={cancelTarget.lines}
          whole={cancelTarget.whole}
          onCancelled={onCancelled}
        />
      )}
    </main>
  );
}

function AmountRow({
  label,
  value,
  discount = false,
  total = false,
  refund = false,
  testId,
}: {
  label: string;
  value: string;
  discount?: boolean;
  total?: boolean;
  refund?: boolean;
  testId?: string;
}) {
  return (
    <div className={total ? styles.total : refund ? styles.refund : undefined}>
      <dt>{label}</dt>
      <dd className={discount ? styles.discount : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <main className={styles.page}>
      <SkeletonGroup label="주문을 불러오고 있어요">
        <div className={styles.header}>
          <Skeleton width={100} height={28} />
          <Skeleton width="70%" height={16} />
          <Skeleton width="50%" height={14} />
        </div>
        <div className={styles.section}>
          <Skeleton width={120} height={20} />
          <div className={styles.skeletonLine}>
            <Skeleton width={64} height={64} />
            <div className={styles.skeletonText}>
              <Skeleton width={56} height={22} radius={4} />
              <Skeleton width="80%" height={18} />
            </div>
          </div>
          <Skeleton height={96} radius={12} />
        </div>
        <div className={styles.section}>
          <Skeleton width={90} height={20} />
          <Skeleton height={120} radius={12} />
        </div>
      </SkeletonGroup>
    </main>
  );
}
