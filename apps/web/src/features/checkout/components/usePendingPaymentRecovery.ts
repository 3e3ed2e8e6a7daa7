import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorStatus, errorMessage } from '../../../lib/error-message';
import { userKeys } from '../../../lib/query-client';
import { returnBillingToCart } from '../api/returnBillingToCart';
import { forgetPendingPayment, pendingPayment } from '../lib/pending-payment';

/**
 * Back on /payment while an order's payment window was open (browser back from the window, or a page
 * restored from the back-forward cache): the order is closed and its lines return to the cart before
 * the page prices them again. True while that runs.
 */
// One return at a time for the tab (React StrictMode runs effects twice in development).
let inflight: Promise<void> | null = null;

async function returnPending(merchantUid: string, onConflict: (message: string) => void): Promise<void> {
  try {
    await returnBillingToCart(merchantUid);
  } catch (error) {
    // 409: it was paid meanwhile; say so. Anything else: the server's job closes it later.
    if (errorStatus(error) === 409) onConflict(errorMessage(error));
  }
  forgetPendingPayment(merchantUid);
}

export function usePendingPaymentRecovery(): boolean {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [recovering, setRecovering] = useState(() => pendingPayment() !== null);

  useEffect(() => {
    let cancelled = false;
    const recover = async () => {
      const merchantUid = pendingPayment();
      if (!merchantUid) {
        setRecovering(false);
        return;
      }
      setRecovering(true);
      inflight ??= returnPending(merchantUid, (message) => toast.show(message)).finally(() => {
        inflight = null;
      });
      await inflight;
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      if (!cancelled) setRecovering(false);
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
  }, [queryClient, toast]);

  return recovering;
}
