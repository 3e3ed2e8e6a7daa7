import { api } from '@ipju/api-client';
import type { QuestionDetail } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { questionKeys } from './keys';

/**
 * Counts this view once when the question page opens (PATCH .../increment-read-count; the server counts a
 * viewer once a day) and shows the count it answers. A failure only leaves the count as it was.
 */
export function useCountRead(questionIdx: number, ready: boolean) {
  const queryClient = useQueryClient();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || sent.current === questionIdx) return;
    sent.current = questionIdx;
    api
      .incrementQuestionReadCount({ questionIdx })
      .then(({ data }) => {
        queryClient.setQueryData<QuestionDetail>(questionKeys.detail(questionIdx), (q) => (q ? { ...q, readCount: data.readCount } : q));
      })
      .catch(() => undefined);
  }, [questionIdx, ready, queryClient]);
}
