import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { PhotoPicker } from '../../../components/ui/PhotoPicker/PhotoPicker';
import { usePhotoUploads } from '../../../components/ui/PhotoPicker/usePhotoUploads';
import { useToast } from '../../../components/ui/Toast/Toast';
import { partnerPresign } from '../../../lib/api/partnerGetPresignedUrl';
import { errorMessage } from '../../../lib/error-message';
import { usePartnerUpdateOrderStatus } from '../api/partnerUpdateOrderStatus';
import styles from './CompleteSheet.module.css';

const MAX_PHOTOS = 10;

export interface CompleteSheetProps {
  lineIdx: number;
  itemName: string;
  isOpen: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** 시공 완료: before and after photos (at least one after), uploaded as they are picked, then the move. */
export function CompleteSheet({ lineIdx, itemName, isOpen, onClose, onDone }: CompleteSheetProps) {
  const before = usePhotoUploads('job', MAX_PHOTOS, [], partnerPresign);
  const after = usePhotoUploads('job', MAX_PHOTOS, [], partnerPresign);
  const [problem, setProblem] = useState<string | null>(null);
  const move = usePartnerUpdateOrderStatus();
  const toast = useToast();

  const submit = () => {
    if (before.uploading || after.uploading) return setProblem('사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요.');
    if (before.failed || after.failed) return setProblem('올리지 못한 사진을 다시 올리거나 빼 주세요.');
    if (after.keys.length === 0) return setProblem('시공 후 사진을 한 장 이상 올려 주세요.');
    setProblem(null);
    move.mutate(
      { lineIdx, status: 'completed', beforePhotoKeys: before.keys, afterPhotoKeys: after.keys },
      {
        onSuccess: () => {
          toast.show('시공을 완료했어요. 입주민에게 알려 드렸어요.');
          onClose();
          onDone?.();
        },
        onError: (error) => setProblem(errorMessage(error, '시공 완료로 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!move.isPending}>
      <BottomSheet.Header title="시공을 완료할까요?" description={itemName} />
      <BottomSheet.Content>
        <div className={styles.group}>
          <PhotoPicker
            uploads={before}
            title={
              <>
                시공 전 사진 <span className={styles.optional}>(선택)</span>
              </>
            }
            hint="작업 전 모습을 남겨 두면 입주민이 비교해 볼 수 있어요."
            inputTestId="before-photos"
          />
        </div>
        <div className={styles.group}>
          <PhotoPicker
            uploads={after}
            title={
              <>
                시공 후 사진 <span className={styles.required}>(1장 이상)</span>
              </>
            }
            hint="마친 모습을 찍어 올려 주세요. 입주민의 주문 상세에 보여요."
            inputTestId="after-photos"
            onChange={() => setProblem(null)}
          />
        </div>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button fullWidth size="lg" loading={move.isPending} onClick={submit}>
          시공 완료하기
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
