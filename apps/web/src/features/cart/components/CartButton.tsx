import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '../api/getCartCount';
import styles from './CartButton.module.css';

/** The header's cart icon with the number of lines; the count is asked only when signed in. */
export function CartButton() {
  const count = useCartCount();
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link to="/cart" className={styles.button} aria-label={count > 0 ? `장바구니, ${count}개 담겨 있어요` : '장바구니'}>
      <ShoppingCart size={24} aria-hidden="true" />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {shown}
        </span>
      )}
    </Link>
  );
}
