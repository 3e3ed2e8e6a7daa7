import { Sofa } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { RequireAuth } from '../../auth';
import { useCancelConsultation } from '../api/cancelConsultation';
import { useMyConsultations } from '../api/listMyConsultations';
import { ConsultationCard } from '../components/ConsultationCard';
import { HOMESTYLING_PATH } from '../paths';
import styles from './MyConsultationsPage.module.css';

/** /my-page/consultations: my home-styling consultation requests, newest first, cancel while 접수 완료. */
export default function MyConsultationsPage() {
  return (
    <>
      <PageHeader title="홈스타일링 상담 내역" backFallback="/my-page" />
      <RequireAuth>
        <MyConsultations />
      </RequireAuth>
    </>
  );
}

function MyConsultations() {
  const list = useMyConsultations();
  const cancel = useCancelConsultation();
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();

  const onCancel = async (consultationIdx: number) => {
    const ok = await modal.confirm({
      title: '상담 신청을 취소할까요?',
      body: '취소하면 담당 매니저가 연락드리지 않아요. 필요하면 언제든 다시 신청할 수 있어요.',
      confirmLabel: '신청 취소하기',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(consultationIdx);
      toast.show('상담 신청을 취소했어요');
    } catch (e) {
      toast.show(errorMessage(e, '취소하지 못했어요. 잠시 후 다시 시도해 주세요.'));
      void list.refetch();
    }
  };

  if (list.isPending) {
    return (
      <SkeletonGroup label="상담 내역을 불러오고 있어요" className={styles.list}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={180} radius={16} />
        ))}
      </SkeletonGroup>
    );
  }
  if (list.isError) return <LoadError title="상담 내역을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={<Sofa size={40} strokeWidth={1.5} />}
        title="아직 신청한 상담이 없어요"
        description="새 집 가구 배치와 스타일이 고민이라면 홈스타일리스트에게 무료로 상담받아 보세요."
        action={<Button onClick={() => navigate(HOMESTYLING_PATH)}>홈스타일링 상담 받기</Button>}
      />
    );
  }
  return (
    <main className={styles.page}>
      <ul className={styles.list}>
        {list.data.map((c) => (
          <li key={c.consultationIdx}>
            <ConsultationCard
              consultation={c}
              cancelling={cancel.isPending && cancel.variables === c.consultationIdx}
              onCancel={() => void onCancel(c.consultationIdx)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <Button variant="secondary" fullWidth onClick={() => navigate(HOMESTYLING_PATH)}>
          새 상담 신청하기
        </Button>
      </div>
    </main>
  );
}
