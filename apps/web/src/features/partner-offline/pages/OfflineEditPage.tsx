import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { usePartnerHeader } from '../../partner-auth';
import { useOfflineOrder } from '../api/partnerGetOfflineOrder';
import { useUpdateOfflineOrder } from '../api/partnerUpdateOfflineOrder';
import { OfflineOrderForm } from '../components/OfflineOrderForm';

/** /partner/offline/:id/edit: changes an offline order (a new amount or service sends a new link). */
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
