import { INSPECTION_TYPE_LABELS, INSPECTION_TYPES, type InspectionPhoto, type InspectionType, type PhotoShape } from '@ipju/contract';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { inspectionPath } from '../../../lib/inspector-paths';
import { useInspectorHeader } from '../../inspector-auth';
import { useDeleteInspectionPhoto } from '../api/inspectorDeleteInspectionPhoto';
import { useInspectionPhotos } from '../api/inspectorListInspectionPhotos';
import { useInspectionPhotoPages } from '../api/inspectorListPhotoPage';
import { PhotoMarkEditor, type MarkablePhoto } from '../components/PhotoMarkEditor';
import { PhotoThumb } from '../components/PhotoThumb';
import { enqueueMarks } from '../outbox/photo-outbox';
import { usePhotoOutboxSync } from '../outbox/usePhotoOutboxSync';
import { usePendingPhotos, type PendingPhoto } from '../outbox/usePendingPhotos';
import styles from './InspectionPhotosPage.module.css';

type Filter = 'all' | InspectionType;

const FILTERS = [
  { value: 'all' as const, label: '전체' },
  ...INSPECTION_TYPES.map((type) => ({ value: type, label: INSPECTION_TYPE_LABELS[type] })),
];

interface Marking {
  photoIdx: number | null;
  clientKey: string | null;
  photo: MarkablePhoto;
}

/**
 * 점검 사진: every photo of an inspection with its marks (전체), or one measurement type's page by page;
 * photos still on the device first, marked 전송 대기. Tapping a photo marks it again; each has 삭제.
 */
export function InspectionPhotosPage() {
  const inspectionIdx = Number(useParams().inspectionId);
  const [filter, setFilter] = useState<Filter>('all');
  useInspectorHeader({ title: '점검 사진', backTo: inspectionPath(inspectionIdx) });
  usePhotoOutboxSync();
  const all = useInspectionPhotos(inspectionIdx);
  const byType = useInspectionPhotoPages(inspectionIdx, filter === 'all' ? 'visual' : filter, filter !== 'all');
  const pending = usePendingPhotos(inspectionIdx);
  const remove = useDeleteInspectionPhoto();
  const modal = useModal();
  const toast = useToast();
  const [marking, setMarking] = useState<Marking | null>(null);

  const query = filter === 'all' ? all : byType;
  const photos: InspectionPhoto[] = filter === 'all' ? (all.data ?? []) : (byType.data?.pages.flatMap((p) => p.photos) ?? []);
  // Photos on the device have no type filter of their own beyond what they were taken for.
  const waiting = filter === 'all' ? pending.photos : [];

  const onDelete = async (photo: InspectionPhoto) => {
    const ok = await modal.confirm({
      title: '사진을 지울까요?',
      body: '보고서를 다시 만들면 이 사진이 빠져요.',
      confirmLabel: '지우기',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    remove.mutate(
      { inspectionIdx, photoIdx: photo.photoIdx },
      {
        onSuccess: () => toast.show('사진을 지웠어요.'),
        onError: (error) => toast.show(errorMessage(error, '사진을 지우지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  const saveMarks = (annotations: PhotoShape[]) => {
    if (!marking) return;
    void enqueueMarks({ inspectionIdx, photoIdx: marking.photoIdx, photoClientKey: marking.clientKey, annotations }, '점검');
    setMarking(null);
    toast.show('표시를 저장했어요.');
  };

  return (
    <div className={styles.page}>
      <Tabs items={FILTERS} value={filter} onChange={setFilter} aria-label="점검 종류" variant="chip" className={styles.tabs} />
      {query.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label="사진을 불러오는 중">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={120} radius={8} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="사진을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      ) : photos.length + waiting.length === 0 ? (
        <EmptyState
          icon={<Camera size={40} aria-hidden />}
          title={filter === 'all' ? '아직 찍은 사진이 없어요' : `${INSPECTION_TYPE_LABELS[filter]} 사진이 없어요`}
          description="점검 기록 화면에서 사진 찍기를 누르면 여기에 모여요."
        />
      ) : (
        <>
          <ul className={styles.grid} aria-label="사진 목록">
            {waiting.map((photo) => (
              <li key={photo.clientKey} className={styles.cell}>
                <PhotoThumb
                  url={photo.url}
                  width={photo.width}
                  height={photo.height}
                  annotations={photo.annotations}
                  role={photo.role}
                  alt="점검 사진"
                  waiting={photo.error ?? '전송 대기'}
                  onOpen={markable(photo) ? () => setMarking({ photoIdx: null, clientKey: photo.clientKey, photo: markable(photo)! }) : undefined}
                />
              </li>
            ))}
            {photos.map((photo) => {
              const annotations = pending.marks.get(photo.photoIdx) ?? photo.annotations;
              const target = markable({ ...photo, annotations });
              return (
                <li key={photo.photoIdx} className={styles.cell}>
                  <PhotoThumb
                    url={photo.url}
                    width={photo.width}
                    height={photo.height}
                    annotations={annotations}
                    role={photo.role}
                    alt={photo.type ? `${INSPECTION_TYPE_LABELS[photo.type]} 사진` : '점검 사진'}
                    onOpen={target ? () => setMarking({ photoIdx: photo.photoIdx, clientKey: null, photo: target }) : undefined}
                  />
                  <Button variant="ghost" size="sm" onClick={() => void onDelete(photo)} aria-label={`사진 ${photo.photoIdx} 지우기`}>
                    지우기
                  </Button>
                </li>
              );
            })}
          </ul>
          {filter !== 'all' && byType.hasNextPage && (
            <Button variant="secondary" fullWidth loading={byType.isFetchingNextPage} onClick={() => void byType.fetchNextPage()}>
              사진 더 보기
            </Button>
          )}
        </>
      )}
      <PhotoMarkEditor photo={marking?.photo ?? null} label="점검" onSave={saveMarks} onClose={() => setMarking(null)} />
    </div>
  );
}

/** What the marking screen needs, or null when the photo's size is unknown (cannot be marked yet). */
function markable(photo: Pick<PendingPhoto, 'url' | 'width' | 'height' | 'annotations'>): MarkablePhoto | null {
  return photo.width && photo.height ? { url: photo.url, width: photo.width, height: photo.height, annotations: photo.annotations } : null;
}
