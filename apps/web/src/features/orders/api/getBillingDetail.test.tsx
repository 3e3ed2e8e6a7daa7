import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../../lib/query-client';
import { apiMock, ok } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/test-utils';
import { cancelledLine, makeLine, makeOrder } from '../test/fixtures';
import { useCancelBilling } from './cancelBilling';
import { billingDetailQuery } from './getBillingDetail';

const UID = 'ipju_20261122_ABCDEFGHIJ';

// The payment result page (checkout) and the order page read an order through this one query: one cache entry per
// order, so a screen never shows a copy that another screen's change left behind.
describe('one cached order', () => {
  it('is replaced by a cancel and refreshed after a payment, whoever read it', async () => {
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const line = makeLine();
    apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ merchantUid: UID, lines: [line] })));
    // As the payment result page reads it.
    await queryClient.fetchQuery(billingDetailQuery(UID));

    const cancelled = makeOrder({ merchantUid: UID, status: 'cancelled', statusLabel: '주문취소', lines: [cancelledLine(line)] });
    apiMock.cancelBilling.mockResolvedValue(
      ok({ order: cancelled, refund: { lineIdxs: [line.lineIdx], amount: 329400, points: 0, fee: 0, couponsRestored: 0 } }),
    );
    const { result } = renderHook(() => useCancelBilling(), { wrapper });
    await act(() => result.current.mutateAsync({ merchantUid: UID, reason: '일정이 바뀌었어요' }));
    expect(queryClient.getQueryData(billingDetailQuery(UID).queryKey)?.statusLabel).toBe('주문취소');

    // A payment settles on the result page, which then refreshes every user-scoped read.
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    expect(queryClient.getQueryState(billingDetailQuery(UID).queryKey)?.isInvalidated).toBe(true);
  });
});
