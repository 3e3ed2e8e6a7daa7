import type { QuoteVisit } from '@ipju/contract';
import { CalendarDays, Home, Phone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { VisitDateModal } from '../../visit-dates';
import { useAddReserveQuoteToCart } from '../api/addReserveQuoteToCart';
import { useCancelReserve } from '../api/cancelReserve';
import { useChangeReserveDate } from '../api/changeReserveDate';
import styles from './Reserve.module.css';

const TONE: Record<QuoteVisit['status'], string> = {
  booked: styles.toneBrand!,
  proposed: styles.toneGreen!,
  accepted: styles.toneGrey!,
  cancelled: styles.toneGrey!,
  expired: styles.toneGrey!,
};

/** One 방문 견적: when and where, the company's proposal once it came, and what can be done with it now. */
export function ReservationCard({ visit }: { visit: QuoteVisit }) {
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const cancel = useCancelReserve();
  const move = useChangeReserveDate();
  const toCart = useAddReserveQuoteToCart();
  const [dateOpen, setDateOpen] = useState(false);

  const askCancel = async () => {
    const ok = await modal.confirm({
      title: '방문 견적 예약을 취소할까요?',
      body: `${visit.visitLabel} 방문을 취소해요. 무료 예약이라 수수료는 없어요.`,
      confirmLabel: '예약 취소하기',
      cancelLabel: '그대로 둘게요',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    cancel.mutate(visit.reservationUid, {
      onSuccess: () => toast.show('방문 견적 예약을 취소했어요'),
      onError: (error) => toast.show(errorMessage(error, '취소하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  const putInCart = () =>
    toCart.mutate(visit.reservationUid, {
      onSuccess: () => toast.show({ message: '견적을 장바구니에 담았어요', actionLabel: '이동', onAction: () => navigate('/cart') }),
      onError: (error) => toast.show(errorMessage(error, '장바구니에 담지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });

  const { proposal } = visit;
  return (
    <article className={styles.card} aria-label={`${visit.itemName} 방문 견적`}>
      <div className={styles.head}>
        <span className={cx(styles.badge, TONE[visit.status])}>{visit.statusLabel}</span>
        <span className={styles.muted}>{visit.companyName}</span>
      </div>
      <h3 className={styles.title}>{visit.itemName}</h3>
      <ul className={styles.facts}>
        <li>
          <CalendarDays size={16} aria-hidden="true" /> {visit.visitLabel}
        </li>
        <li>
          <Home size={16} aria-hidden="true" /> {visit.complexName} {visit.dong}동 {visit.ho}호{visit.pyeong ? ` · ${visit.pyeong}평` : ''}
        </li>
        <li>
          <Phone size={16} aria-hidden="true" /> {visit.contactName} {visit.contactPhone}
        </li>
      </ul>

      {proposal && (
        <div className={styles.proposal}>
          <p className={styles.caption}>업체 견적</p>
          <p className={styles.amount}>{formatWon(proposal.amount)}</p>
          <p className={styles.covers}>{proposal.covers}</p>
          <p className={styles.muted}>
            {proposal.expired ? `유효기간(${formatDate(proposal.validUntil)})이 지났어요. 업체에 새 견적을 요청해 주세요.` : `${formatDate(proposal.validUntil)}까지 이 금액으로 담을 수 있어요`}
          </p>
        </div>
      )}

      {visit.status === 'booked' && !visit.canChangeDate && visit.dateChangeRefusal && <p className={styles.hint}>{visit.dateChangeRefusal}</p>}

      <div className={styles.actions}>
        {visit.status === 'booked' && visit.canChangeDate && (
          <Button variant="secondary" onClick={() => setDateOpen(true)} loading={move.isPending}>
            날짜 바꾸기
          </Button>
        )}
        {visit.canCancel && (
          <Button variant="ghost" onClick={() => void askCancel()} loading={cancel.isPending}>
            예약 취소
          </Button>
        )}
        {visit.status === 'proposed' && (
          <Button fullWidth onClick={putInCart} loading={toCart.isPending}>
            {formatWon(proposal!.amount)} 장바구니에 담기
          </Button>
        )}
        {visit.status === 'accepted' && visit.cartIdx !== null && (
          <Button variant="secondary" fullWidth onClick={() => navigate('/cart')}>
            장바구니에서 보기
          </Button>
        )}
      </div>

      <VisitDateModal
        isOpen={dateOpen}
        itemIdx={visit.itemIdx}
        visitTimes={visit.visitTimes}
        tz={visit.visitDate}
        time={visit.visitHour}
        title="바꿀 방문 날짜를 선택해 주세요"
        confirmText="이 시간으로 바꾸기"
        onClose={() => setDateOpen(false)}
        onConfirm={(value) => {
          setDateOpen(false);
          move.mutate(
            { reservationUid: visit.reservationUid, tz: value.tz, time: value.time },
            {
              onSuccess: (moved) => toast.show(`방문 일정을 ${moved.visitLabel}로 바꿨어요`),
              onError: (error) => toast.show(errorMessage(error, '날짜를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')),
            },
          );
        }}
      />
    </article>
  );
}
