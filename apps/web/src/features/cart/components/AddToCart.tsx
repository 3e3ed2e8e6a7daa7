import type { VisitTimeOption } from '@ipju/contract';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { loginPath, useAuth } from '../../auth';
import { VisitDateModal } from '../../visit-dates';
import { useAddCartLine } from '../api/addCartLine';
import { NO_DATE_TEXT } from './useCartDateEditor';

export interface AddToCartProps {
  itemIdx: number;
  visitTimes: readonly VisitTimeOption[];
  /** The chosen complex and 평형; without both the resident is asked for them first. */
  apartmentIdx: number | null;
  pyeong: number | null;
  /** The chosen options as the estimate priced them, or null while they are incomplete. Read when adding. */
  getOptionIdxs: () => number[] | null;
  /** Called instead of adding when no complex or 평형 is chosen. */
  onNeedApartment: () => void;
  /** Called just before a signed-out visitor is sent to sign in (the page keeps its choices for the way back). */
  onSignInFirst?: () => void;
  /**
   * True once the page is back from the sign-in that this button sent the visitor to, with its options priced:
   * the add goes on by itself, once, to the date step. Nothing is added until the date is confirmed, and the
   * server answers the same service and options again with the line already there.
   */
  resume?: boolean;
  className?: string;
}

/**
 * The item page's main action: '장바구니 담기'. Signed out it goes to sign-in (and back); without a
 * 평형 it asks for one; otherwise it asks for the desired visit date, then adds the line (POST /carts)
 * and offers the way to the cart in a toast.
 */
export function AddToCart({ itemIdx, visitTimes, apartmentIdx, pyeong, getOptionIdxs, onNeedApartment, onSignInFirst, resume = false, className }: AddToCartProps) {
  const { initialized, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const add = useAddCartLine();
  const [dateOpen, setDateOpen] = useState(false);

  const start = () => {
    if (!initialized) return;
    if (!isLoggedIn) {
      onSignInFirst?.();
      navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    if (apartmentIdx == null || pyeong == null) {
      onNeedApartment();
      return;
    }
    if (getOptionIdxs() === null) {
      toast.show('필수 옵션을 고르면 담을 수 있어요');
      return;
    }
    setDateOpen(true);
  };

  const latestStart = useRef(start);
  latestStart.current = start;
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    latestStart.current();
  }, [resume]);

  const confirm = (tz: string, time: number | null) => {
    setDateOpen(false);
    const optionIdxs = getOptionIdxs();
    if (optionIdxs === null || apartmentIdx == null || pyeong == null) return;
    add.mutate(
      { itemIdx, optionIdxs, pyeong, apartmentIdx, quantity: 1, tz, time },
      {
        onSuccess: (result) =>
          toast.show({
            message: result.alreadyInCart ? '이미 장바구니에 있어요' : '장바구니에 담았어요',
            actionLabel: '이동',
            onAction: () => navigate('/cart'),
          }),
        onError: (error) => toast.show(errorMessage(error, '장바구니에 담지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  return (
    <>
      <Button
        size="lg"
        fullWidth
        className={className}
        leftIcon={<ShoppingCart size={20} aria-hidden="true" />}
        loading={add.isPending}
        onClick={start}
      >
        장바구니 담기
      </Button>
      <VisitDateModal
        isOpen={dateOpen}
        itemIdx={itemIdx}
        visitTimes={visitTimes}
        tz={null}
        time={null}
        noDateText={NO_DATE_TEXT}
        confirmText="장바구니 담기"
        onClose={() => setDateOpen(false)}
        onConfirm={(value) => confirm(value.tz, value.time)}
      />
    </>
  );
}
