import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { RequireAuth } from '../../auth';
import { CartSkeleton } from './CartSkeleton';
import styles from './CartPage.module.css';

/*
 * The cart's own code (lines, date editor, pending payments) loads only for a signed-in resident: a signed-out
 * visitor, sent to sign in, downloads none of it before the sign-in page.
 */
const CartContent = lazy(() => import('./CartContent'));

/**
 * /cart: the resident's cart lines, priced by the server. Lines start selected (those that can be paid
 * for); the totals and the payment button follow the selection.
 */
export default function CartPage() {
  return (
    <>
      <PageHeader title="장바구니" />
      <RequireAuth>
        <Suspense
          fallback={
            <main className={styles.page}>
              <CartSkeleton />
            </main>
          }
        >
          <CartContent />
        </Suspense>
      </RequireAuth>
    </>
  );
}
