import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/Toast/Toast';
import { usePartnerHeader } from '../../partner-auth';
import { useCreateOfflineOrder } from '../api/partnerCreateOfflineOrder';
import { OfflineOrderForm } from '../components/OfflineOrderForm';

/** /partner/offline/new: a new offline order; saving it sends the customer the payment link. */
export function OfflineNewPage() {
  usePartnerHeader({ title: '오프라인 주문 만들기', backTo: '/partner/offline' });
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateOfflineOrder();
  return (
    <OfflineOrderForm
      submitLabel="주문 만들고 결제 링크 보내기"
      pending={create.isPending}
      error={create.error}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (order) => {
            toast.show(`${order.name} 고객님께 결제 링크를 보냈어요.`);
            navigate(`/partner/offline/${order.id}`, { replace: true });
          },
        })
      }
    />
  );
}
