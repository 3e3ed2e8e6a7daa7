import type { PlanApplication, PlanLine } from '@ipju/contract';
import { josa } from 'es-hangul';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { VisitDateModal } from '../../visit-dates';
import { useAddPlanToCart } from '../api/addMoveInPlanToCart';
import { usePlanApplication } from '../api/getMoveInPlan';
import { useRequestPlanConsult } from '../api/requestMoveInPlanConsult';
import { useUpdatePlanLine } from '../api/updateMoveInPlanLine';
import { PlanLineCard } from '../components/PlanLineCard';
import { cartState, linesInOrder, planHomeLabel } from '../components/plan-words';
import { APPLICATIONS_PATH, chatThreadPath } from '../paths';
import styles from './MoveInPlanPages.module.css';

const positiveInt = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /ai-recommend/:applicationIdx: the dated plan of one application, to adjust and put in the cart in one tap. */
export default function PlanPage() {
  const applicationIdx = positiveInt(useParams().applicationIdx);
  useHideBottomNav();
  return (
    <>
      <PageHeader title="입주 플랜" backFallback={APPLICATIONS_PATH} />
      <RequireAuth pending={<PlanSkeleton />}>{applicationIdx ? <Plan key={applicationIdx} applicationIdx={applicationIdx} /> : <NoPlan />}</RequireAuth>
    </>
  );
}

function PlanSkeleton() {
  return (
    <SkeletonGroup label="입주 플랜을 불러오고 있어요" className={styles.page}>
      <div className={styles.summary}>
        <Skeleton width="60%" height={14} />
        <Skeleton width="80%" height={24} />
        <SkeletonText lines={3} />
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonLine}>
          <Skeleton width="50%" height={18} />
          <Skeleton height={56} radius={12} />
          <SkeletonText lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function NoPlan() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<ClipboardList size={40} strokeWidth={1.5} />}
      title="입주 플랜을 찾을 수 없어요"
      description="AI 신청내역에서 내 플랜을 골라 주세요."
      action={<Button onClick={() => navigate(APPLICATIONS_PATH)}>AI 신청내역 보기</Button>}
    />
  );
}

function Plan({ applicationIdx }: { applicationIdx: number }) {
  const plan = usePlanApplication(applicationIdx);
  if (plan.isPending) return <PlanSkeleton />;
  if (plan.isError) {
    const status = errorStatus(plan.error);
    if (status === 404 || status === 400) return <NoPlan />;
    return <LoadError title="입주 플랜을 불러오지 못했어요" error={plan.error} onRetry={() => void plan.refetch()} />;
  }
  return <PlanView application={plan.data} />;
}

function PlanView({ application }: { application: PlanApplication }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdatePlanLine();
  const addToCart = useAddPlanToCart();
  const consult = useRequestPlanConsult();
  const [moving, setMoving] = useState<PlanLine | null>(null);
  const [moveOpen, setMoveOpen] = useState(false);
  const [savingLine, setSavingLine] = useState<number | null>(null);

  const lines = linesInOrder(application);
  const { planned, inCart } = cartState(application);
  const goToCart = () => navigate('/cart');

  const change = (line: PlanLine, body: { date?: string; time?: number | null; dropped?: boolean }, done: string, undo?: () => void) => {
    setSavingLine(line.lineIdx);
    update.mutate(
      { applicationIdx: application.applicationIdx, lineIdx: line.lineIdx, body },
      {
        onSuccess: () => toast.show(undo ? { message: done, actionLabel: '되돌리기', onAction: undo } : done),
        onError: (error) => toast.show(errorMessage(error, '플랜을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')),
        onSettled: () => setSavingLine(null),
      },
    );
  };

  const drop = (line: PlanLine) =>
    change(line, { dropped: true }, `${josa(line.categoryName, '을/를')} 플랜에서 뺐어요`, () => change(line, { dropped: false }, `${josa(line.categoryName, '을/를')} 다시 넣었어요`));
  const restore = (line: PlanLine) => change(line, { dropped: false }, `${josa(line.categoryName, '을/를')} 다시 넣었어요`);

  const putAllInCart = () => {
    if (planned.length === 0) {
      goToCart();
      return;
    }
    addToCart.mutate(
      { applicationIdx: application.applicationIdx },
      {
        onSuccess: (result) =>
          toast.show({
            message: result.added > 0 ? `입주 플랜 ${result.added}개를 장바구니에 담았어요` : '이미 장바구니에 있어요',
            actionLabel: '이동',
            onAction: goToCart,
          }),
        onError: (error) => toast.show(errorMessage(error, '장바구니에 담지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  const requestConsult = () =>
    consult.mutate(application.applicationIdx, {
      onSuccess: ({ threadIdx }) => navigate(chatThreadPath(threadIdx)),
      onError: (error) => toast.show(errorMessage(error, '상담을 요청하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });

  const plannedTotal = planned.reduce((sum, l) => sum + l.price, 0);
  const summary = application.summary.split('\n').filter((s) => s.trim());

  return (
    <main className={styles.page}>
      <section className={styles.summary} aria-labelledby="plan-title">
        <p className={styles.caption}>{planHomeLabel(application.home)}</p>
        <h1 id="plan-title" className={styles.title}>
          입주일 {formatDate(application.moveInDate)}에 맞춘
          <br />
          {lines.filter((l) => l.status !== 'dropped').length}단계 입주 플랜이에요
        </h1>
        <div className={styles.summaryText}>
          {summary.map((sentence, i) => (
            <p key={i}>{sentence}</p>
          ))}
        </div>
        <dl className={styles.totals}>
          <div>
            <dt>플랜 합계</dt>
            <dd>{formatWon(application.total)}</dd>
          </div>
          {inCart > 0 && (
            <div className={styles.totalsNote}>
              <dt>장바구니에 담은 서비스</dt>
              <dd>{inCart}개</dd>
            </div>
          )}
        </dl>
      </section>

      {application.bookedServices.length > 0 && (
        <section className={styles.booked} aria-labelledby="plan-booked">
          <h2 id="plan-booked" className={styles.bookedTitle}>
            이미 예약한 서비스
          </h2>
          <ul className={styles.bookedList}>
            {application.bookedServices.map((s) => (
              <li key={s.categoryCode}>
                <span>{s.categoryName}</span>
                <span className={styles.bookedMark}>이미 예약했어요</span>
              </li>
            ))}
          </ul>
          <p className={styles.bookedHint}>이 집에 예약한 서비스는 플랜에 다시 넣지 않았어요.</p>
        </section>
      )}

      <ol className={styles.lines} aria-label="단계별 일정">
        {lines.map((line) => (
          <li key={line.lineIdx}>
            <PlanLineCard
              line={line}
              home={application.home}
              busy={savingLine === line.lineIdx}
              onMove={(l) => {
                setMoving(l);
                setMoveOpen(true);
              }}
              onDrop={drop}
              onRestore={restore}
            />
          </li>
        ))}
      </ol>
      <p className={styles.note}>가격은 우리 단지 특가예요. 방문 시간은 업체 일정에 따라 해피콜 때 조금 바뀔 수 있어요.</p>

      {moving && (
        <VisitDateModal
          isOpen={moveOpen}
          itemIdx={moving.item.itemIdx}
          tz={moving.date}
          time={moving.time}
          minDate={moving.earliestDate}
          maxDate={moving.latestDate}
          title={`${moving.categoryName} 날짜를 골라 주세요`}
          confirmText="이 날짜로 바꾸기"
          onClose={() => setMoveOpen(false)}
          onConfirm={(value) => {
            setMoveOpen(false);
            change(
              moving,
              { date: value.tz, time: value.time },
              moving.status === 'in_cart' ? `${moving.categoryName} 방문일을 바꿨어요. 장바구니 날짜도 함께 바꿨어요` : `${moving.categoryName} 방문일을 바꿨어요`,
            );
          }}
        />
      )}

      <BottomCTA caption={planned.length > 0 ? <CtaCaption count={planned.length} total={plannedTotal} /> : undefined}>
        <Button variant="secondary" size="lg" className={styles.consult} loading={consult.isPending} onClick={requestConsult}>
          상담 요청
        </Button>
        <Button size="lg" loading={addToCart.isPending} disabled={planned.length === 0 && inCart === 0} onClick={putAllInCart}>
          {planned.length > 0 ? '전부 담기' : inCart > 0 ? '장바구니 보기' : '담을 서비스가 없어요'}
        </Button>
      </BottomCTA>
    </main>
  );
}

function CtaCaption({ count, total }: { count: number; total: number }) {
  return (
    <p className={styles.ctaCaption}>
      <span>담을 서비스 {count}개</span>
      <strong>{formatWon(total)}</strong>
    </p>
  );
}
