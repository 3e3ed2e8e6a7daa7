import type { PlanApplicationSummary } from '@ipju/contract';
import { ClipboardList, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../auth';
import { usePlanApplications } from '../api/listMoveInPlans';
import { useRequestPlanConsult } from '../api/requestMoveInPlanConsult';
import { ApplicationCard } from '../components/ApplicationCard';
import { AssistantIntro } from '../components/AssistantIntro';
import { APPLY_PATH, chatThreadPath } from '../paths';
import styles from './MoveInPlanPages.module.css';

/**
 * /ai-recommend/list (AI 신청내역, a bottom tab): the resident's move-in plans, how much of each is booked, and
 * 상담 요청. Signed out it explains the assistant and asks to sign in (server-rendered so).
 */
export default function ApplicationsPage() {
  const { initialized, isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title="AI 신청내역" back={false} />
      {!initialized ? <ListSkeleton /> : isLoggedIn ? <Applications /> : <AssistantIntro />}
    </>
  );
}

function ListSkeleton() {
  return (
    <SkeletonGroup label="AI 신청내역을 불러오고 있어요" className={styles.listPage}>
      <Skeleton height={72} radius={16} />
      {[0, 1].map((i) => (
        <Skeleton key={i} height={188} radius={16} />
      ))}
    </SkeletonGroup>
  );
}

function Applications() {
  const list = usePlanApplications();
  const consult = useRequestPlanConsult();
  const navigate = useNavigate();
  const toast = useToast();
  const [consulting, setConsulting] = useState<number | null>(null);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <LoadError title="AI 신청내역을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />;

  if (list.data.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        icon={<ClipboardList size={40} strokeWidth={1.5} />}
        title="아직 받은 입주 플랜이 없어요"
        description="집과 입주일, 가족을 알려 주시면 우리 단지 특가와 업체 일정에 맞춘 날짜별 플랜을 짜 드려요."
        action={<Button onClick={() => navigate(APPLY_PATH)}>입주 플랜 받기</Button>}
      />
    );
  }

  const onConsult = (application: PlanApplicationSummary) => {
    setConsulting(application.applicationIdx);
    consult.mutate(application.applicationIdx, {
      onSuccess: ({ threadIdx }) => navigate(chatThreadPath(threadIdx)),
      onError: (error) => toast.show(errorMessage(error, '상담을 요청하지 못했어요. 잠시 후 다시 시도해 주세요.')),
      onSettled: () => setConsulting(null),
    });
  };

  return (
    <main className={styles.listPage}>
      <Link to={APPLY_PATH} className={styles.newPlan}>
        <Sparkles size={20} aria-hidden="true" />
        <span>
          <strong>새 입주 플랜 받기</strong>
          <span className={styles.newPlanHint}>다른 집이나 바뀐 입주일로 다시 짜 드려요</span>
        </span>
      </Link>
      <ul className={styles.applications} aria-label="받은 입주 플랜">
        {list.data.map((application) => (
          <li key={application.applicationIdx}>
            <ApplicationCard application={application} consultPending={consulting === application.applicationIdx} onConsult={onConsult} />
          </li>
        ))}
      </ul>
    </main>
  );
}
