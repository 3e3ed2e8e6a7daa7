import type { CartLine } from '@ipju/contract';
import { RefreshCw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { PendingPayments } from '../../orders';
import { formatWon } from '../../../lib/format';
import { useDeleteCartLines } from '../api/deleteCartLines';
import { useCart } from '../api/getCart';
import { CartLineCard } from '../components/CartLineCard';
import { useCartDateEditor } from '../components/useCartDateEditor';
import { needsDate } from '../components/visit-label';
import { CartSkeleton } from './CartSkeleton';
import styles from './CartPage.module.css';

/** '/payment?cartIdxs=1,2' */
const paymentPath = (cartIdxs: readonly number[]) => `/payment?cartIdxs=${cartIdxs.join(',')}`;

/** The signed-in resident's cart: lines, selection, totals and the payment button (CartPage loads it). */
export default function CartContent() {
  const cart = useCart();
  const navigate = useNavigate();
  const toast = useToast();
  const modal = useModal();
  const remove = useDeleteCartLines();
  const dateEditor = useCartDateEditor();
  // Deselected lines are remembered, so new lines start selected and removed ones need no clean-up.
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(() => new Set());

  const lines = cart.data?.lines ?? [];
  const payable = lines.filter((l) => l.available);
  const selected = payable.filter((l) => !deselected.has(l.cartIdx));
  const allSelected = payable.length > 0 && selected.length === payable.length;
  const missingDate = selected.filter(needsDate);
  // Sums of the server's line prices (no pricing here: coupons and points are priced on the payment page).
  const regularTotal = selected.reduce((sum, l) => sum + l.regularTotal, 0);
  const discount = selected.reduce((sum, l) => sum + l.discountAmount, 0);
  const total = selected.reduce((sum, l) => sum + l.price, 0);

  const setSelected = (ids: number[], on: boolean) =>
    setDeselected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const deleteLines = async (targets: CartLine[]) => {
    if (targets.length === 0) return;
    const ok = await modal.confirm({
      title: targets.length === 1 ? '이 서비스를 장바구니에서 뺄까요?' : `선택한 서비스 ${targets.length}개를 뺄까요?`,
      body: targets.length === 1 ? targets[0]!.itemName : '다시 결제하려면 상품 페이지에서 새로 담아야 해요.',
      confirmLabel: '삭제하기',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    remove.mutate(
      targets.map((l) => l.cartIdx),
      {
        onSuccess: () => toast.show('장바구니에서 뺐어요'),
        onError: (error) => toast.show(errorMessage(error, '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  let content: React.ReactNode;
  if (cart.isPending) {
    content = <CartSkeleton />;
  } else if (cart.isError) {
    content = (
      <EmptyState
        icon={<RefreshCw size={40} strokeWidth={1.5} />}
        title="장바구니를 불러오지 못했어요"
        description={errorMessage(cart.error, '잠시 후 다시 시도해 주세요.')}
        action={
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            다시 불러오기
          </Button>
        }
      />
    );
  } else if (lines.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingCart size={40} strokeWidth={1.5} />}
        title="장바구니가 비어 있어요"
        description="우리 단지 특가로 입주청소, 줄눈, 탄성코트 같은 서비스를 담아 보세요."
        action={
          <Link to="/" className={styles.browse}>
            서비스 둘러보기
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <div className={styles.toolbar}>
          <Checkbox
            label={`전체 선택 (${selected.length}/${payable.length})`}
            checked={allSelected}
            disabled={payable.length === 0}
            onChange={(on) => setSelected(payable.map((l) => l.cartIdx), on)}
          />
          <button
            type="button"
            className={styles.deleteSelected}
            disabled={selected.length === 0 || remove.isPending}
            onClick={() => void deleteLines(selected)}
          >
            선택 삭제
          </button>
        </div>
        <ul className={styles.list} aria-label="장바구니 상품">
          {lines.map((line) => (
            <li key={line.cartIdx}>
              <CartLineCard
                line={line}
                selected={line.available && !deselected.has(line.cartIdx)}
                onSelect={(on) => setSelected([line.cartIdx], on)}
                onEditDate={() => dateEditor.open(line)}
                onDelete={() => void deleteLines([line])}
                deleting={remove.isPending}
              />
            </li>
          ))}
        </ul>
        <section className={styles.totals} aria-labelledby="cart-totals">
          <h2 id="cart-totals" className={styles.totalsTitle}>
            결제 예정 금액
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>상품 금액</dt>
              <dd>{formatWon(regularTotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>단지 특가 할인</dt>
              <dd className={discount > 0 ? styles.discount : undefined}>{discount > 0 ? `-${formatWon(discount)}` : '0원'}</dd>
            </div>
            <div className={`${styles.row} ${styles.totalRow}`}>
              <dt>합계</dt>
              <dd>{formatWon(total)}</dd>
            </div>
          </dl>
          <p className={styles.caption}>쿠폰과 포인트는 결제 단계에서 쓸 수 있어요.</p>
        </section>
      </>
    );
  }

  const canPay = selected.length > 0 && missingDate.length === 0;
  let hint: string | null = null;
  if (lines.length > 0 && selected.length === 0) hint = '결제할 서비스를 골라 주세요';
  else if (missingDate.length > 0) hint = `${missingDate[0]!.itemName}의 희망일을 골라 주세요. 아직 모르면 '미정'을 골라도 돼요.`;

  return (
    <>
      <main className={styles.page}>
        <PendingPayments />
        {content}
      </main>
      {lines.length > 0 && (
        <BottomCTA caption={hint ? <span className={styles.hint}>{hint}</span> : undefined}>
          <Button size="lg" fullWidth disabled={!canPay} onClick={() => navigate(paymentPath(selected.map((l) => l.cartIdx)))}>
            {formatWon(total)} 결제하기
          </Button>
        </BottomCTA>
      )}
      {dateEditor.modal}
    </>
  );
}
