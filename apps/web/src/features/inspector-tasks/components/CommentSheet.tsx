import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { INSPECTION_OUTBOX, inspectionScope, type CommentPayload } from '../../../lib/inspection-outbox';
import { getOutbox } from '../../../lib/offline-outbox';
import type { TaskRow } from '../model/task-rows';

/** The comment of a gradient or level task (PATCH, or DELETE to remove it), sent through the outbox. */
export function CommentSheet({
  inspectionIdx,
  type,
  row,
  onClose,
}: {
  inspectionIdx: number;
  type: 'gradient' | 'level';
  row: TaskRow & { taskIdx: number };
  onClose: () => void;
}) {
  const [comment, setComment] = useState(row.comment ?? '');
  const [error, setError] = useState<string | undefined>();
  const send = async (value: string | null) => {
    await getOutbox().enqueue<CommentPayload>({
      kind: INSPECTION_OUTBOX.comment,
      scope: inspectionScope(inspectionIdx),
      label: `${row.spaceName} · ${row.title} 메모${value === null ? ' 삭제' : ''}`,
      payload: { inspectionIdx, type, taskIdx: row.taskIdx, comment: value },
    });
    onClose();
  };
  return (
    <BottomSheet isOpen onClose={onClose}>
      <BottomSheet.Header title="메모" description={`${row.spaceName} · ${row.title}`} />
      <BottomSheet.Content>
        <TextArea
          label="메모"
          hideLabel
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(undefined);
          }}
          placeholder="예: 가구 설치 전 다시 확인 필요"
          maxLength={1000}
          rows={4}
          error={error}
        />
      </BottomSheet.Content>
      <BottomSheet.Footer>
        {row.comment && (
          <Button variant="secondary" size="lg" onClick={() => void send(null)}>
            메모 지우기
          </Button>
        )}
        <Button
          size="lg"
          onClick={() => {
            if (!comment.trim()) return setError('메모를 입력해 주세요.');
            void send(comment.trim());
          }}
        >
          메모 저장
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
