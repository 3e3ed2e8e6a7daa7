import type { Order } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { josa } from 'es-hangul';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { formatWon } from '../../../lib/format';
import { orderPath } from '../../../lib/paths';
import { requestPay } from '../../../lib/payment/request-pay';
import { userKeys } from '../../../lib/query-client';
import { resumeBilling } from '../api/resumeBilling';
import { returnBillingToCart } from '../api/returnBillingToCart';
import styles from './PendingPaymentActions.module.css';

export const RESUME_LABEL = '결제 이어하기';
export const RETURN_LABEL = '장바구니로 돌리기';

/**
 * An order whose payment was interrupted (결제대기: the app closed with the payment window open). 결제 이어하기
 * opens the payment again for the same order and amount; 장바구니로 돌리기 closes the order, gives back its
 * coupon and points and puts its services back in the cart. Shown on the order detail and on the cart.
 * `showName` adds the order's name and a link to it (the cart lists several).
 */
export function PendingPaymentActions({ order, showName = false, onReturned }: { order: Order; showName?: boolean; onReturned?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modal = useModal();
  const toast = useToast();
  const [busy, setBusy] = useState<'resume' | 'return' | null>(null);
  const held = [order.couponDiscount > 0 ? '쿠폰' : null, order.pointsUsed > 0 ? '포인트' : null].filter(Boolean).join('과 ');

  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });

  const onResume = async () => {
    if (busy) return;
    setBusy('resume');
    try {
      const init = await resumeBilling(order.merchantUid);
      await requestPay(init, { navigate: (to) => navigate(to) });
    } catch (error) {
      setBusy(null);
      await refresh();
      await modal.alert({
        title: errorStatus(error) === 409 ? '결제를 이어 갈 수 없어요' : '결제창을 열지 못했어요',
        body: errorMessage(error, '잠시 후 다시 시도해 주세요.'),
      });
    }
  };

  const onReturn = async () => {
    if (busy) return;
    const ok = await modal.confirm({
      title: '장바구니로 돌릴까요?',
      body: `이 주문은 닫히고 서비스는 장바구니에 다시 담겨요.${held ? ` 주문에 쓴 ${held}도 돌려드려요.` : ''}`,
      confirmLabel: RETURN_LABEL,
      cancelLabel: '닫기',
    });
    if (!ok) return;
    setBusy('return');
    try {
      await returnBillingToCart(order.merchantUid);
      await refresh();
      toast.show(held ? `장바구니로 돌렸어요. ${held}도 돌려드렸어요` : '장바구니로 돌렸어요');
      onReturned?.();
    } catch (error) {
      await refresh();
      await modal.alert({ title: '장바구니로 돌리지 못했어요', body: errorMessage(error, '잠시 후 다시 시도해 주세요.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.box} aria-label="결제를 마치지 않은 주문">
      <div className={styles.head}>
        <CreditCard size={20} aria-hidden="true" className={styles.icon} />
        <div className={styles.text}>
          {showName ? (
            <Link to={orderPath(order.merchantUid)} className={styles.name}>
              {order.orderName}
            </Link>
          ) : (
            <p className={styles.name}>결제가 끝나지 않았어요</p>
          )}
          <p className={styles.body}>
            {formatWon(order.balance?.firstAmount ?? order.amount)} 결제가 중간에 멈췄어요.{held ? ` 쓰려던 ${josa(held, '은/는')} 이 주문에 묶여 있어요.` : ''} 이어서 결제하거나
            장바구니로 돌려 다시 고를 수 있어요.
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth disabled={busy !== null} loading={busy === 'return'} onClick={() => void onReturn()}>
          {RETURN_LABEL}
        </Button>
        <Button fullWidth disabled={busy !== null} loading={busy === 'resume'} onClick={() => void onResume()}>
          {RESUME_LABEL}
        </Button>
      </div>
    </section>
  );
}
