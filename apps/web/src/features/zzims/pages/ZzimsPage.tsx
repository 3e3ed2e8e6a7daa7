import type { Zzim } from '@ipju/contract';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatNumber } from '../../../lib/format';
import { chosenApartmentLabel, useAdoptAccountApartment } from '../../apartment';
import { RequireAuth } from '../../auth';
import { useZzimList } from '../api/listZzims';
import { useToggleZzim } from '../api/createZzim';
import { ZzimButton } from '../components/ZzimButton';
import styles from './ZzimsPage.module.css';

/** /my-page/zzims: the services I hearted, newest first, priced for my complex and 평형. */
export default function ZzimsPage() {
  return (
    <>
      <PageHeader title="찜한 서비스" backFallback="/my-page" />
      <RequireAuth>
        <Zzims />
      </RequireAuth>
    </>
  );
}

function Zzims() {
  const chosen = useAdoptAccountApartment();
  const list = useZzimList(chosen?.apartmentIdx ?? null, chosen?.pyeong ?? null);
  const navigate = useNavigate();

  if (list.isPending) {
    return (
      <main className={styles.page}>
        <SkeletonGroup label="찜한 서비스를 불러오고 있어요" className={styles.list}>
          <ItemCardSkeleton />
          <ItemCardSkeleton />
          <ItemCardSkeleton />
        </SkeletonGroup>
      </main>
    );
  }
  if (list.isError) {
    return (
      <main className={styles.page}>
        <LoadError title="찜한 서비스를 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />
      </main>
    );
  }
  const { zzims, count, limit } = list.data;
  if (zzims.length === 0) {
    return (
      <main className={styles.page}>
        <EmptyState
          className={styles.empty}
          icon={<Heart size={40} strokeWidth={1.5} />}
          title="찜한 서비스가 없어요"
          description="마음에 드는 서비스의 하트를 누르면 여기에 모아 둘게요. 가격과 후기를 나중에 다시 비교해 보세요."
          action={<Button onClick={() => navigate('/')}>서비스 둘러보기</Button>}
        />
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.summary}>
        <p className={styles.count}>
          찜한 서비스 <strong>{formatNumber(count)}</strong>개
        </p>
        {count >= limit - 10 && (
          <p className={styles.limit}>
            {count >= limit ? `찜은 ${formatNumber(limit)}개까지 할 수 있어요. 새로 찜하려면 하나를 해제해 주세요.` : `찜은 ${formatNumber(limit)}개까지 할 수 있어요.`}
          </p>
        )}
        <p className={styles.basis}>{chosen ? `${chosen.name} · ${chosenApartmentLabel(chosen)} 기준 가격이에요` : '단지를 고르면 우리 단지 특가로 보여 드려요'}</p>
      </div>
      <ul className={styles.list} aria-label="찜한 서비스">
        {zzims.map((zzim) => (
          <li key={zzim.zzimIdx}>
            {zzim.card ? (
              <ItemCard item={zzim.card} showCategory heart={<ZzimButton itemIdx={zzim.card.itemIdx} itemName={zzim.card.name} />} />
            ) : (
              <EndedZzim zzim={zzim} />
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}

/** A hearted service that is no longer sold: what it was, and a way to let it go. */
function EndedZzim({ zzim }: { zzim: Zzim }) {
  const toggle = useToggleZzim();
  const toast = useToast();
  const onRemove = async () => {
    try {
      await toggle.mutateAsync({ itemIdx: zzim.itemIdx, zzimIdx: zzim.zzimIdx });
      toast.show('찜을 해제했어요');
    } catch {
      toast.show('찜을 해제하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };
  return (
    <div className={styles.ended}>
      <ProgressiveImage src={zzim.thumbnailUrl} alt="" aspectRatio={1} sizes="72px" position="85% 50%" className={styles.endedThumb} />
      <div className={styles.endedBody}>
        <p className={styles.endedCategory}>{zzim.categoryName}</p>
        <p className={styles.endedName}>{zzim.name}</p>
        <p className={styles.endedNote}>판매가 끝난 서비스예요 · {zzim.companyName}</p>
      </div>
      <Button size="sm" variant="secondary" loading={toggle.isPending} onClick={() => void onRemove()} aria-label={`${zzim.name} 찜 삭제`}>
        삭제
      </Button>
    </div>
  );
}
