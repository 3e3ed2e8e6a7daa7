import { offlineEditable } from '@ipju/contract';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { usePartnerHeader } from '../../partner-auth';
import { useOfflineOrder } from '../api/partnerGetOfflineOrder';
import { useUpdateOfflineOrder } from '../api/partnerUpdateOfflineOrder';
import { OfflineOrderForm } from '../components/OfflineOrderForm';
import styles from '../components/OfflineOrders.module.css';

/**
 * /partner/offline/:id/edit: changes an offline order (a new amount or service sends a new link). A paid order shows
 * its payment's fields as facts (the contract's offlineEditable, the server's rule); a cancelled one cannot change.
 */
export function OfflineEditPage() {
  const id = Number(useParams().id);
  usePartnerHeader({ title: '오프라인 주문 고치기', backTo: `/partner/offline/${id}` });
  const navigate = useNavigate();
  const toast = useToast();
  const order = useOfflineOrder(id);
  const update = useUpdateOfflineOrder();
  if (order.isPending) {
    return (
      <SkeletonGroup label="주문을 불러오는 중">
        <Skeleton height={240} />
      </SkeletonGroup>
    );
  }
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  const before = order.data;
  if (!offlineEditable(before.status).any) {
    return (
      <div className={styles.page}>
        <section className={styles.section} aria-label="고칠 수 없는 주문">
          <p className={styles.sectionTitle}>취소된 주문은 고칠 수 없어요</p>
          <p className={styles.hint}>같은 고객의 일을 다시 받으려면 새 오프라인 주문을 만들어 주세요.</p>
          <Button variant="secondary" fullWidth onClick={() => navigate('/partner/offline/new')}>
            새 오프라인 주문 만들기
          </Button>
        </section>
      </div>
    );
  }
  return (
    <OfflineOrderForm
      initial={before}
      submitLabel="저장하기"
      pending={update.isPending}
      error={update.error}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: (after) => {
              toast.show(after.links.length > before.links.length ? '저장하고 새 결제 링크를 보냈어요.' : '저장했어요.');
              navigate(`/partner/offline/${id}`, { replace: true });
            },
          },
        )
      }
    />
  );
}
