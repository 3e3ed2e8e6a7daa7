import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { FormError } from '../../../components/ui/FormError/FormError';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useOnlineResidents } from '../api/inspectorSearchResidents';
import { useUpdateInspection } from '../api/inspectorUpdateInspection';
import styles from './ResidentLinkSheet.module.css';

/**
 * Finds a resident by name or phone (GET /online/residents) and links them to the inspection (POST
 * /inspection/{id} with residentIdx), so the report reaches them and they can follow the visit live.
 */
export function ResidentLinkSheet({ inspectionIdx, isOpen, onClose }: { inspectionIdx: number; isOpen: boolean; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const query = useDebouncedValue(keyword.trim(), 300);
  const residents = useOnlineResidents(query);
  const update = useUpdateInspection(inspectionIdx);
  const [error, setError] = useState<string | null>(null);

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title="입주민 연결" description="이름이나 휴대폰 번호로 찾아요." />
      <BottomSheet.Content>
        <TextField label="입주민 검색" hideLabel type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="이름 또는 휴대폰 번호" autoFocus />
        <div className={styles.results}>
          {!query ? null : residents.isPending ? (
            <SkeletonGroup label="입주민을 찾고 있어요">
              <Skeleton height={56} radius={12} />
              <Skeleton height={56} radius={12} />
            </SkeletonGroup>
          ) : residents.isError ? (
            <LoadError title="입주민을 찾지 못했어요" error={residents.error} onRetry={() => void residents.refetch()} />
          ) : residents.data.length === 0 ? (
            <EmptyState icon={<UserRound size={32} strokeWidth={1.5} />} title="찾는 입주민이 없어요" description="이름이나 번호를 다시 확인해 주세요." />
          ) : (
            <ul className={styles.list}>
              {residents.data.map((resident) => (
                <li key={resident.residentIdx}>
                  <button
                    type="button"
                    className={styles.row}
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate(
                        { residentIdx: resident.residentIdx },
                        { onSuccess: onClose, onError: (e) => setError(errorMessage(e, '입주민을 연결하지 못했어요.')) },
                      )
                    }
                  >
                    <span className={styles.name}>
                      {resident.name} <span className={styles.phone}>{resident.phoneMasked}</span>
                    </span>
                    <span className={styles.home}>
                      {[resident.complexName, resident.dong && `${resident.dong}동`, resident.ho && `${resident.ho}호`].filter(Boolean).join(' ') || '단지 미등록'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormError message={error ?? undefined} />
      </BottomSheet.Content>
    </BottomSheet>
  );
}
