import type { ResidentHome } from '@ipju/contract';
import { Home, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useCreateResidentHome } from '../api/createResidentHome';
import { useDeleteResidentHome } from '../api/deleteResidentHome';
import { useResidentHomes } from '../api/listResidentHomes';
import { useUpdateResidentHome } from '../api/updateResidentHome';
import { setChosenApartment } from '../chosen-apartment';
import { ApartmentPicker } from './ApartmentPicker';
import { HomeUnitForm } from './HomeUnitForm';
import styles from './HomesSection.module.css';

/** "101동 1203호", or null before the unit is known. */
export function homeUnitLabel(home: { dong: string | null; ho: string | null }): string | null {
  return home.dong && home.ho ? `${home.dong}동 ${home.ho}호` : null;
}

/** The current home becomes the complex and 평형 this device prices for. */
function adoptOnDevice(home: ResidentHome) {
  setChosenApartment({ apartmentIdx: home.apartmentIdx, name: home.complexName, areaIdx: home.areaIdx, pyeong: home.pyeong, exclusiveArea: null });
}

/** My page's 우리 집: the resident's homes, to add, edit (동·호, 입주 예정일), delete and choose the current one. */
export function HomesSection() {
  const homes = useResidentHomes();
  const create = useCreateResidentHome();
  const update = useUpdateResidentHome();
  const remove = useDeleteResidentHome();
  const modal = useModal();
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  const makeCurrent = (home: ResidentHome) =>
    update.mutate(
      { homeIdx: home.homeIdx, isCurrent: true },
      {
        onSuccess: (saved) => {
          adoptOnDevice(saved);
          toast.show(`${saved.complexName}을 지금 집으로 골랐어요`);
        },
        onError: (error) => toast.show(errorMessage(error)),
      },
    );

  const confirmDelete = async (home: ResidentHome) => {
    const ok = await modal.confirm({
      title: '이 집을 지울까요?',
      body: home.isCurrent ? '지금 집을 지우면 가장 최근에 추가한 다른 집이 지금 집이 돼요.' : '이미 예약한 주문의 방문 주소는 그대로 남아요.',
      confirmLabel: '지우기',
      cancelLabel: '그대로 둘게요',
    });
    if (!ok) return;
    remove.mutate(home.homeIdx, {
      onSuccess: (left) => {
        const current = left.find((h) => h.isCurrent);
        if (home.isCurrent && current) adoptOnDevice(current);
        toast.show('집을 지웠어요');
      },
      onError: (error) => toast.show(errorMessage(error)),
    });
  };

  let body: React.ReactNode;
  if (homes.isPending) {
    body = (
      <SkeletonGroup label="우리 집을 불러오는 중이에요">
        <Skeleton height={72} radius={12} />
      </SkeletonGroup>
    );
  } else if (homes.isError) {
    body = <LoadError title="우리 집을 불러오지 못했어요" description={errorMessage(homes.error)} onRetry={() => void homes.refetch()} />;
  } else if (homes.data.length === 0 && !adding) {
    body = <p className={styles.empty}>등록한 집이 없어요. 집을 추가하면 결제할 때 동·호수를 다시 적지 않아도 돼요.</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {homes.data.map((home) => (
          <li key={home.homeIdx} className={styles.home} data-testid="home-card">
            <div className={styles.homeHead}>
              <Home size={20} aria-hidden="true" className={styles.icon} />
              <div className={styles.homeText}>
                <p className={styles.homeName}>
                  {home.complexName}
                  {home.isCurrent && <span className={styles.badge}>지금 집</span>}
                </p>
                <p className={styles.homeMeta}>
                  {[home.pyeong ? `${home.pyeong}평` : null, homeUnitLabel(home) ?? '동·호수 미입력', home.moveInDate ? `입주 ${formatDate(home.moveInDate)}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </div>
            {editing === home.homeIdx ? (
              <HomeUnitForm
                initial={{ dong: home.dong ?? '', ho: home.ho ?? '', moveInDate: home.moveInDate ?? '' }}
                onCancel={() => setEditing(null)}
                onSubmit={async ({ dong, ho, moveInDate }) => {
                  await update.mutateAsync({ homeIdx: home.homeIdx, dong, ho, moveInDate: moveInDate || null });
                  setEditing(null);
                  toast.show('집 정보를 저장했어요');
                }}
              />
            ) : (
              <div className={styles.actions}>
                {!home.isCurrent && (
                  <Button size="sm" variant="secondary" onClick={() => makeCurrent(home)} disabled={update.isPending}>
                    지금 집으로
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => setEditing(home.homeIdx)}>
                  고치기<span className="visually-hidden">: {home.complexName}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void confirmDelete(home)} disabled={remove.isPending}>
                  지우기<span className="visually-hidden">: {home.complexName}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="my-homes">
      <div className={styles.head}>
        <h2 id="my-homes" className={styles.title}>
          우리 집
        </h2>
        {!adding && (
          <Button size="sm" variant="ghost" leftIcon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            집 추가
          </Button>
        )}
      </div>
      {body}
      {adding && (
        <div className={styles.adding}>
          <p className={styles.addingTitle}>추가할 집의 단지와 평형을 골라 주세요</p>
          <ApartmentPicker
            submitLabel="이 집을 추가할게요"
            submitting={create.isPending}
            onComplete={async (chosen) => {
              if (chosen.areaIdx == null) return;
              try {
                const home = await create.mutateAsync({ apartmentIdx: chosen.apartmentIdx, areaIdx: chosen.areaIdx });
                setAdding(false);
                setEditing(home.homeIdx);
                toast.show('집을 추가했어요. 동·호수를 입력해 주세요');
              } catch (error) {
                toast.show(errorMessage(error));
              }
            }}
          />
          <Button variant="secondary" fullWidth onClick={() => setAdding(false)}>
            취소
          </Button>
        </div>
      )}
    </section>
  );
}
