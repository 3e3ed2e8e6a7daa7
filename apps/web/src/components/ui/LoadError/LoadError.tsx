import { AlertCircle } from 'lucide-react';
import { Button } from '../Button/Button';
import { errorMessage } from '../../../lib/error-message';
import { EmptyState } from '../EmptyState/EmptyState';

/**
 * Korean error state with a retry button, in place of the content that failed to load. The description
 * says why from `error` (errorMessage: a dropped connection, a server error or the server's own words).
 */
export function LoadError({
  title = '정보를 불러오지 못했어요',
  error,
  description = errorMessage(error),
  onRetry,
}: {
  title?: string;
  /** The failed query's error. */
  error?: unknown;
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
