import type { BillingQuote, CartLine, PayMethod } from '@ipju/contract';
import { ChevronRight, Gift, ReceiptText, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { formatPoints, formatWon } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { userKeys } from '../../../lib/query-client';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { RequireAuth } from '../../auth';
import { ServiceSummary, VisitDateChip, needsDate, useCart, useCartDateEditor } from '../../cart';
import { useBillingQuote } from '../api/quoteBilling';
import { useInitBilling } from '../api/initBilling';
import { useCheckoutCoupons } from '../api/listCheckoutCoupons';
import { returnBillingToCart } from '../api/returnBillingToCart';
import { CashReceiptField, cashReceiptBody, cashReceiptError, NO_CASH_RECEIPT, type CashReceiptChoice } from '../components/CashReceiptField';
import { CouponSheet } from '../components/CouponSheet';
import { HalfPaymentOption } from '../components/HalfPaymentOption';
import { PayMethodPicker } from '../components/PayMethodPicker';
import { PaymentSummary } from '../components/PaymentSummary';
import { PointsField } from '../components/PointsField';
import { usePendingPaymentRecovery } from '../components/usePendingPaymentRecovery';
import { useVisitForm } from '../components/useVisitForm';
import { ThirdPartyConsent, VisitSection } from '../components/VisitSection';
import { parseCartIdxs } from '../lib/cart-idxs';
import { isBestApplied, keepUsable } from '../lib/coupon-rules';
import { forgetPendingPayment, rememberPendingPayment } from '../lib/pending-payment';
import { requestPay } from '../../../lib/payment/request-pay';
import styles from './PaymentPage.module.css';

/** Coupons and points are priced again this long after the last change. */
export const QUOTE_DEBOUNCE_MS = 300;
export const AGREEMENT_LABEL = '주문 내용과 취소·환불 규정을 확인했어요 (필수)';

/** /payment?cartIdxs=1,2: the chosen cart lines, coupons, points, pay method, the server's quote, and paying. */
export default function PaymentPage() {
  return (
    <>
      <PageHeader title="주문·결제" backFallback="/cart" />
      <RequireAuth>
        <PaymentContent />
      </RequireAuth>
    </>
  );
}

function PaymentContent() {
  const [params] = useSearchParams();
  const cartIdxs = parseCartIdxs(params.get('cartIdxs'));
  if (cartIdxs.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={40} strokeWidth={1.5} />}
        title="결제할 서비스를 골라 주세요"
        description="장바구니에서 결제할 서비스를 고른 뒤 결제하기를 눌러 주세요."
        action={
          <Link to="/cart" className={styles.linkButton}>
            장바구니로 가기
          </Link>
        }
      />
    );
  }
  return <Checkout key={cartIdxs.join(',')} cartIdxs={cartIdxs} />;
}

function Checkout({ cartIdxs }: { cartIdxs: number[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modal = useModal();
  const toast = useToast();
  const backToCart = (message: string) => {
    navigate('/cart', { replace: true });
    toast.show(message);
  };
  const recovering = usePendingPaymentRecovery((paidMessage) =>
    backToCart(paidMessage ?? '결제를 마치지 않아 장바구니로 옮겼어요'),
  );
  const cart = useCart(!recovering);
  const coupons = useCheckoutCoupons(recovering ? [] : cartIdxs);
  const dateEditor = useCartDateEditor();
  const init = useInitBilling();

  const [couponIdxs, setCouponIdxs] = useState<number[]>([]);
  // Until the resident picks coupons, the server's best combination is applied (최대 할인 적용).
  const [couponsPicked, setCouponsPicked] = useState(false);
  const [point, setPoint] = useState(0);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [cashReceipt, setCashReceipt] = useState<CashReceiptChoice>(NO_CASH_RECEIPT);
  const [splitChosen, setSplitChosen] = useState(false);
  const receiptError = payMethod === 'vbank' ? cashReceiptError(cashReceipt) : null;
  const [agreed, setAgreed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // One Idempotency-Key per attempt: a retry of the same request reuses it, a changed request gets a new one.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  // The server prices coupons and points shortly after they stop changing.
  const selectionKey = JSON.stringify({ couponIdxs: [...couponIdxs].sort((a, b) => a - b), point });
  const debouncedKey = useDebouncedValue(selectionKey, QUOTE_DEBOUNCE_MS);
  const debounced = JSON.parse(debouncedKey) as { couponIdxs: number[]; point: number };
  const quote = useBillingQuote({ cartIdxs, ...debounced }, !recovering);
  const pointError = quote.isError ? fieldError(quote.error, 'point') : null;
  // When points no longer fit (a coupon lowered the amount), ask what this order can take without them.
  const withoutPoints = useBillingQuote({ cartIdxs, couponIdxs: debounced.couponIdxs, point: 0 }, !recovering && pointError !== null);

  const [lastQuote, setLastQuote] = useState<BillingQuote | null>(null);
  useEffect(() => {
    if (quote.data && !quote.isPlaceholderData) setLastQuote(quote.data);
  }, [quote.data, quote.isPlaceholderData]);
  const shown = quote.data ?? lastQuote;

  useEffect(() => {
    const max = withoutPoints.data?.maxUsablePoints;
    if (pointError && max !== undefined && point > max) {
      setPoint(max);
      toast.show(`이 주문에는 포인트를 ${formatPoints(max)}까지 쓸 수 있어서 맞춰 두었어요`);
    }
  }, [pointError, withoutPoints.data, point, toast]);

  // The best combination by default; once the resident picked, a chosen coupon that is no longer usable
  // (read again after a code was registered, or used elsewhere) is dropped.
  useEffect(() => {
    if (!coupons.data) return;
    const { held, best } = coupons.data;
    setCouponIdxs((current) => {
      const next = couponsPicked ? keepUsable(held, current) : best.couponIdxs;
      return next.length === current.length && next.every((idx) => current.includes(idx)) ? current : next;
    });
  }, [coupons.data, couponsPicked]);

  // A page restored from the back-forward cache (back from the payment window) can pay again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const lines = cartIdxs
    .map((idx) => cart.data?.lines.find((l) => l.cartIdx === idx))
    .filter((l): l is CartLine => l !== undefined);
  const missingDate = lines.filter(needsDate);
  const visit = useVisitForm(cartIdxs, lines);
  const settled = selectionKey === debouncedKey && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const busy = init.isPending || leaving;

  if (recovering || (quote.isPending && !shown) || cart.isPending) {
    return <PaymentSkeleton />;
  }
  if (!shown && quote.isError) {
    return (
      <EmptyState
        icon={<ReceiptText size={40} strokeWidth={1.5} />}
        title="결제할 서비스를 찾지 못했어요"
        description={errorMessage(quote.error, '장바구니에서 다시 골라 주세요.')}
        action={
          <Link to="/cart" className={styles.linkButton}>
            장바구니로 가기
          </Link>
        }
      />
    );
  }
  if (!shown) return <PaymentSkeleton />;
  // 반반 결제 when chosen and offered (not 무통장입금, something to split).
  const split = splitChosen && payMethod !== 'vbank' && Boolean(shown.halfPayment);

  const pay = async () => {
    if (!settled || !agreed || missingDate.length > 0 || receiptError || busy || visit.missing) return;
    let visitBody;
    try {
      visitBody = await visit.commit();
    } catch (error) {
      await modal.alert({ title: '방문 정보를 저장하지 못했어요', body: errorMessage(error) });
      return;
    }
    if (!visitBody) return;
    const input = {
      cartIdxs,
      couponIdxs: debounced.couponIdxs,
      point: debounced.point,
      payMethod,
      ...visitBody,
      ...(payMethod === 'vbank' ? { cashReceipt: cashReceiptBody(cashReceipt) } : {}),
      ...(split ? { splitPayment: true } : {}),
    };
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    let result;
    try {
      result = await init.mutateAsync({ ...input, idempotencyKey: attempt.current.key });
    } catch (error) {
      visit.showServerError(error);
      await modal.alert({ title: '결제를 시작하지 못했어요', body: errorMessage(error) });
      return;
    }
    // The key made this order; a new press is a new attempt.
    attempt.current = null;
    setLeaving(true);
    if (!result.paid) rememberPendingPayment(result.merchantUid);
    try {
      await requestPay(result, { navigate: (to) => navigate(to) });
    } catch (error) {
      // The payment window could not open: the order is closed and the services go back to the cart.
      await returnBillingToCart(result.merchantUid).catch(() => undefined);
      forgetPendingPayment(result.merchantUid);
      setLeaving(false);
      await modal.alert({ title: '결제창을 열지 못했어요', body: `${errorMessage(error)} 서비스는 장바구니에 다시 담아 두었어요.` });
      // The lines came back as new cart lines: pay again from the cart.
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      navigate('/cart', { replace: true });
    }
  };

  const selectedCoupons = shown.coupons;
  const usableCount = coupons.data?.held.filter((c) => c.usable).length ?? 0;
  const bestApplied = isBestApplied(coupons.data?.best, couponIdxs);
  let couponValue: React.ReactNode;
  if (selectedCoupons.length > 0) {
    couponValue = <strong className={styles.minus}>-{formatWon(shown.couponDiscount)}</strong>;
  } else if (coupons.isPending) {
    couponValue = <Skeleton width={80} height={16} />;
  } else if (usableCount > 0) {
    couponValue = <span className={styles.accent}>사용 가능 {usableCount}장</span>;
  } else {
    couponValue = <span className={styles.muted}>사용할 수 있는 쿠폰이 없어요</span>;
  }

  let hint: string | null = null;
  if (missingDate.length > 0) hint = `${missingDate[0]!.itemName}의 희망일을 골라 주세요`;
  else if (receiptError) hint = receiptError;
  else if (!agreed) hint = '주문 내용과 취소·환불 규정을 확인하고 동의해 주세요';
  else if (visit.missing) hint = visit.missing;
  else if (quote.isError) hint = errorMessage(quote.error, '결제 금액을 계산하지 못했어요. 다시 시도해 주세요.');

  return (
    <>
      <main className={styles.page}>
        <section className={styles.section} aria-labelledby="pay-lines">
          <h2 id="pay-lines" className={styles.title}>
            주문 서비스 <span className={styles.count}>{shown.lines.length}개</span>
          </h2>
          <ul className={styles.lines}>
            {shown.lines.map((q) => {
              const line = lines.find((l) => l.cartIdx === q.cartIdx);
              return (
                <li key={q.cartIdx} className={styles.line}>
                  {line ? (
                    <ServiceSummary line={line} />
                  ) : (
                    <p className={styles.lineName}>{q.itemName}</p>
                  )}
                  <div className={styles.lineBottom}>
                    {line && <VisitDateChip tz={line.tz} timeLabel={line.timeLabel} onClick={() => dateEditor.open(line)} disabled={busy} />}
                    <PriceTag
                      price={q.price}
                      regularPrice={q.regularTotal > q.price ? q.regularTotal : undefined}
                      discountRate={q.discountRate > 0 ? q.discountRate : undefined}
                      align="end"
                      className={styles.linePrice}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <VisitSection form={visit} complexName={lines[0]?.apartment?.name ?? null} disabled={busy} />

        <section className={styles.section} aria-labelledby="pay-coupons">
          <h2 id="pay-coupons" className={styles.title}>
            쿠폰
          </h2>
          <button type="button" className={styles.couponRow} onClick={() => setSheetOpen(true)} disabled={busy} aria-haspopup="dialog">
            <span className={styles.couponLabel}>
              {bestApplied && <span className={styles.bestTag}>최대 할인 적용</span>}
              {selectedCoupons.length > 0 ? selectedCoupons.map((c) => c.name).join(', ') : '쿠폰 고르기'}
            </span>
            {couponValue}
            <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
          </button>
        </section>

        <section className={styles.section} aria-labelledby="pay-points">
          <h2 id="pay-points" className={styles.title}>
            포인트
          </h2>
          <PointsField
            value={point}
            onChange={setPoint}
            balance={shown.pointBalance}
            max={Math.min(shown.maxUsablePoints, shown.pointBalance)}
            error={pointError}
            disabled={busy}
          />
        </section>

        <section className={styles.section} aria-labelledby="pay-method">
          <h2 id="pay-method" className={styles.title}>
            결제 수단
          </h2>
          <PayMethodPicker value={payMethod} onChange={setPayMethod} disabled={busy} />
          {payMethod === 'vbank' && <p className={styles.note}>결제하면 입금할 계좌를 알려 드려요. 입금을 확인하면 예약이 확정돼요.</p>}
          {payMethod === 'vbank' && <CashReceiptField value={cashReceipt} onChange={setCashReceipt} disabled={busy} />}
          <HalfPaymentOption half={shown.halfPayment} checked={splitChosen} onChange={setSplitChosen} vbank={payMethod === 'vbank'} disabled={busy} />
        </section>

        <section className={styles.section} aria-labelledby="pay-summary">
          <h2 id="pay-summary" className={styles.title}>
            결제 금액
          </h2>
          <PaymentSummary quote={shown} updating={!settled && !quote.isError} />
          {(shown.voucher || shown.purchasePoints > 0) && (
            <ul className={styles.benefits} aria-label="결제 혜택">
              {shown.voucher && (
                <li>
                  <Gift size={18} aria-hidden="true" />
                  {split ? '잔금까지 결제하면' : '결제하면'} {formatWon(shown.voucher.amount)} 상품권을 드려요
                </li>
              )}
              {shown.purchasePoints > 0 && (
                <li>
                  <Gift size={18} aria-hidden="true" />
                  {split ? '잔금까지 결제하면' : '결제하면'} {formatPoints(shown.purchasePoints)}를 적립해 드려요
                </li>
              )}
            </ul>
          )}
        </section>

        <section className={styles.section} aria-labelledby="pay-refund">
          <h2 id="pay-refund" className={styles.title}>
            취소·환불 규정
          </h2>
          <ul className={styles.policies}>
            {shown.refundPolicies.map((p) => (
              <li key={p.categoryCode}>
                <ShieldCheck size={18} aria-hidden="true" />
                <div>
                  <p className={styles.policyName}>{p.categoryName}</p>
                  <p className={styles.policyText}>{p.policy.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.agree}>
            <Checkbox label={AGREEMENT_LABEL} checked={agreed} onChange={setAgreed} disabled={busy} />
          </div>
        </section>

        <ThirdPartyConsent form={visit} disabled={busy} />
      </main>
      <BottomCTA caption={hint ? <span className={styles.hint}>{hint}</span> : undefined}>
        <Button
          size="lg"
          fullWidth
          disabled={!settled || !agreed || missingDate.length > 0 || receiptError !== null || visit.missing !== null}
          loading={busy}
          onClick={() => void pay()}
        >
          {split && shown.halfPayment
            ? `${formatWon(shown.halfPayment.first)} 결제하기 (반반)`
            : shown.amount > 0
              ? `${formatWon(shown.amount)} 결제하기`
              : '쿠폰·포인트로 결제하기'}
        </Button>
      </BottomCTA>
      <CouponSheet
        isOpen={sheetOpen}
        onClose={() => setSheetOpen(false)}
        coupons={coupons.data}
        loading={coupons.isPending}
        loadError={coupons.error}
        onRetry={() => void coupons.refetch()}
        selected={couponIdxs}
        onApply={(next) => {
          setCouponsPicked(true);
          setCouponIdxs(next);
          setSheetOpen(false);
        }}
      />
      {dateEditor.modal}
    </>
  );
}

function PaymentSkeleton() {
  return (
    <SkeletonGroup label="결제 정보를 불러오는 중이에요" className={styles.page}>
      <div className={styles.section}>
        <Skeleton width="30%" height={20} />
        <div className={styles.skeletonLine}>
          <Skeleton width={72} height={72} radius={12} />
          <div className={styles.skeletonText}>
            <Skeleton width="35%" height={12} />
            <Skeleton width="80%" height={18} />
            <Skeleton width="50%" height={13} />
          </div>
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.section}>
          <Skeleton width="25%" height={20} />
          <Skeleton height={52} radius={12} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
