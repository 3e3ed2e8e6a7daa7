import { LINK_TYPE_LABELS, OFFLINE_PAID_LOCK_MESSAGE, PAY_METHOD_LABELS, type LinkType, type PayMethod } from '@ipju/contract';
import { useNavigate, useParams } from 'react-router';
import { VirtualCallButton } from '../../../components/entities/VirtualCallButton/VirtualCallButton';
import { Button } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatPyeong, formatWon } from '../../../lib/format';
import { visitLabel } from '../../../lib/visit-label';
import { usePartnerHeader } from '../../partner-auth';
import { useCancelOfflineOrder } from '../api/partnerCancelOfflineOrder';
import { useOfflineOrder } from '../api/partnerGetOfflineOrder';
import { useOfflineResidentInfo } from '../api/partnerGetOfflineResidentInfo';
import { useOfflineVirtualNumber } from '../api/partnerGetOfflineVirtualNumber';
import { useSendOfflinePayLink } from '../api/partnerSendOfflinePayLink';
import styles from '../components/OfflineOrders.module.css';
import { StatusBadge } from '../components/StatusBadge';

const SENT_BY: Record<LinkType, string> = { ALIMTALK: '알림톡으로', SMS: '문자로' };

/** /partner/offline/:id: one offline order: its state, the customer and home, the links sent, and what the company can do. */
export function OfflineDetailPage() {
  const id = Number(useParams().id);
  usePartnerHeader({ title: '오프라인 주문', backTo: '/partner/offline' });
  const navigate = useNavigate();
  const toast = useToast();
  const modal = useModal();
  const order = useOfflineOrder(id);
  const info = useOfflineResidentInfo(id);
  const send = useSendOfflinePayLink();
  const cancel = useCancelOfflineOrder();
  const call = useOfflineVirtualNumber(id);

  if (order.isPending) {
    return (
      <SkeletonGroup label="주문을 불러오는 중" className={styles.page}>
        <Skeleton height={120} />
        <Skeleton height={160} />
      </SkeletonGroup>
    );
  }
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;

  const resend = (linkType: LinkType) =>
    send.mutate(
      { id, linkType },
      {
        onSuccess: () => toast.show(`${SENT_BY[linkType]} 결제 링크를 다시 보냈어요.`),
        onError: (error) => toast.show(errorMessage(error, '보내지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  const onCancel = async () => {
    const ok = await modal.confirm({
      title: '주문을 취소할까요?',
      body: o.status === 'paid' ? `고객이 결제한 ${formatWon(o.price)}을 전액 환불해요.` : '보낸 결제 링크로는 더 이상 결제할 수 없어요.',
      confirmLabel: o.status === 'paid' ? '환불하고 취소하기' : '취소하기',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    cancel.mutate(id, {
      onSuccess: (after) => toast.show(after.refunded ? '주문을 취소하고 환불했어요.' : '주문을 취소했어요.'),
      onError: (error) => toast.show(errorMessage(error, '취소하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label="결제">
        <div className={styles.cardTop}>
          <span className={styles.sectionTitle}>{o.itemName}</span>
          <StatusBadge status={o.status} label={o.statusLabel} refunded={o.refunded} />
        </div>
        <div className={styles.total}>
          <span>결제 금액</span>
          <span>{formatWon(o.price)}</span>
        </div>
        <dl className={styles.dl}>
          {o.options.length > 0 && (
            <>
              <dt>옵션</dt>
              <dd>{o.options.map((opt) => opt.name).join(', ')}</dd>
            </>
          )}
          <dt>방문</dt>
          <dd>{visitLabel(o.visitDate, o.visitHour)}</dd>
          {o.paidAt && (
            <>
              <dt>결제</dt>
              <dd>
                {formatDateTime(o.paidAt)} {o.payMethod ? (PAY_METHOD_LABELS[o.payMethod as PayMethod] ?? '') : ''}
              </dd>
            </>
          )}
          {o.cancelledAt && (
            <>
              <dt>취소</dt>
              <dd>{formatDateTime(o.cancelledAt)}</dd>
            </>
          )}
          {o.memo && (
            <>
              <dt>메모</dt>
              <dd>{o.memo}</dd>
            </>
          )}
        </dl>
      </section>

      <section className={styles.section} aria-label="고객">
        <h2 className={styles.sectionTitle}>고객</h2>
        <dl className={styles.dl}>
          <dt>이름</dt>
          <dd>
            {o.name}
            {info.data?.isMember ? ' (입주 회원)' : ''}
          </dd>
          <dt>연락처</dt>
          <dd>{o.phone}</dd>
          <dt>주소</dt>
          <dd>
            {o.complexName} {o.dong}동 {o.ho}호{o.pyeong ? ` · ${formatPyeong(o.pyeong)}` : ''}
            {info.data?.address ? <span className={styles.hint}> {info.data.address}</span> : null}
          </dd>
        </dl>
        {o.status !== 'cancelled' && (
          <VirtualCallButton call={call} />
        )}
      </section>

      <section className={styles.section} aria-label="결제 링크">
        <h2 className={styles.sectionTitle}>결제 링크</h2>
        <ul className={styles.actions} aria-label="보낸 결제 링크">
          {o.links.map((link, i) => (
            <li key={`${link.sentAt}-${i}`} className={styles.meta}>
              {formatDateTime(link.sentAt)} {LINK_TYPE_LABELS[link.linkType]} {link.current ? '· 결제 가능' : '· 지난 링크'}
            </li>
          ))}
        </ul>
        {o.status === 'pending' && (
          <div className={styles.actionsRow}>
            <Button variant="secondary" loading={send.isPending && send.variables?.linkType === 'ALIMTALK'} onClick={() => resend('ALIMTALK')}>
              알림톡 다시 보내기
            </Button>
            <Button variant="secondary" loading={send.isPending && send.variables?.linkType === 'SMS'} onClick={() => resend('SMS')}>
              문자 다시 보내기
            </Button>
          </div>
        )}
      </section>

      {o.status !== 'cancelled' && (
        <section className={styles.section} aria-label="주문 관리">
          <div className={styles.actionsRow}>
            <Button variant="secondary" onClick={() => navigate(`/partner/offline/${id}/edit`)}>
              고치기
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void onCancel()}>
              {o.status === 'paid' ? '환불하고 취소' : '주문 취소'}
            </Button>
          </div>
          {o.status === 'paid' && <p className={styles.hint}>{OFFLINE_PAID_LOCK_MESSAGE}</p>}
        </section>
      )}
    </div>
  );
}
