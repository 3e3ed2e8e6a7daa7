import { House } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { RequireAuth } from '../../auth';
import { usePlanOptions } from '../api/getMoveInPlanOptions';
import { ApplicationRunner } from '../components/ApplicationRunner';
import { APPLICATIONS_PATH, planPath } from '../paths';
import styles from './MoveInPlanPages.module.css';

/** /ai-recommend: the application for a move-in plan, one question per screen; the plan opens when it is ready. */
export default function ApplyPage() {
  return (
    <>
      <PageHeader title="AI 입주 플랜" backFallback={APPLICATIONS_PATH} />
      <RequireAuth pending={<ApplySkeleton />}>
        <Application />
      </RequireAuth>
    </>
  );
}

function ApplySkeleton() {
  return (
    <SkeletonGroup label="신청서를 불러오고 있어요" className={styles.applySkeleton}>
      <Skeleton height={6} radius={3} />
      <Skeleton width="70%" height={28} />
      <Skeleton width="90%" height={18} />
      <Skeleton height={56} radius={12} />
      <Skeleton height={56} radius={12} />
    </SkeletonGroup>
  );
}

function Application() {
  const options = usePlanOptions();
  const navigate = useNavigate();
  if (options.isPending) return <ApplySkeleton />;
  if (options.isError) return <LoadError title="신청서를 불러오지 못했어요" error={options.error} onRetry={() => void options.refetch()} />;
  if (options.data.homes.length === 0) {
    return (
      <EmptyState
        icon={<House size={40} strokeWidth={1.5} />}
        title="먼저 입주할 집을 등록해 주세요"
        description="단지와 동·호수를 알면 그 단지의 사전점검일과 특가로 플랜을 짜 드려요. 내 정보의 우리 집에서 등록할 수 있어요."
        action={<Button onClick={() => navigate('/my-page')}>우리 집 등록하기</Button>}
      />
    );
  }
  return <ApplicationRunner options={options.data} onCreated={(application) => navigate(planPath(application.applicationIdx), { replace: true })} />;
}
