import { AlertCircle } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';

/** Korean error state with a retry button, in place of the content that failed to load. */
export function LoadError({
  title = '정보를 불러오지 못했어요',
  description = '인터넷 연결을 확인하고 다시 시도해 주세요.',
  onRetry,
}: {
  title?: string;
  description?: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={<AlertCircle size={40} strokeWidth={1.5} />}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onRetry}>
          다시 시도하기
        </Button>
      }
    />
  );
}
