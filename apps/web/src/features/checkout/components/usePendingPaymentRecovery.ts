import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorStatus, errorMessage } from '../../../lib/error-message';
import { userKeys } from '../../../lib/query-client';
import { returnBillingToCart } from '../api/returnBillingToCart';
import { forgetPendingPayment, pendingPayment } from '../lib/pending-payment';

// One return at a time for the tab (React StrictMode runs effects twice in development).
let inflight: Promise<string | null> | null = null;

/** Returns the server's message when the order was paid meanwhile (409), else null. */
async function returnPending(merchantUid: string): Promise<string | null> {
  let conflict: string | null = null;
  try {
    await returnBillingToCart(merchantUid);
  } catch (error) {
    // 409: it was paid meanwhile. Anything else: the server's reconciliation job closes it later.
    if (errorStatus(error) === 409) conflict = errorMessage(error);
  }
  forgetPendingPayment(merchantUid);
  return conflict;
}

/**
 * Back on /payment while an order's payment window was open (browser back from the window, or a page
 * restored from the back-forward cache): the order is closed and its lines return to the cart. They come
 * back as new cart lines (new cartIdxs), so `onRecovered` sends the resident to the cart to pay again.
 * True while that runs.
 */
export function usePendingPaymentRecovery(onRecovered: (paidMessage: string | null) => void): boolean {
  const queryClient = useQueryClient();
  const [recovering, setRecovering] = useState(() => pendingPayment() !== null);
  const recovered = useRef(onRecovered);
  useEffect(() => {
    recovered.current = onRecovered;
  });

  useEffect(() => {
    let cancelled = false;
    const recover = async () => {
      const merchantUid = pendingPayment();
      if (!merchantUid) {
        setRecovering(false);
        return;
      }
      setRecovering(true);
      inflight ??= returnPending(merchantUid).finally(() => {
        inflight = null;
      });
      const paidMessage = await inflight;
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      if (cancelled) return;
      setRecovering(false);
      recovered.current(paidMessage);
    };
    void recover();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void recover();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [queryClient]);

  return recovering;
}
