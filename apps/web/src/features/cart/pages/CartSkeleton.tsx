import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import styles from './CartPage.module.css';

/** Two cart lines' shapes while the cart (or its code) loads. */
export function CartSkeleton() {
  return (
    <SkeletonGroup label="장바구니를 불러오는 중이에요" className={styles.list}>
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton width={72} height={72} radius={12} />
          <div className={styles.skeletonText}>
            <Skeleton width="30%" height={12} />
            <Skeleton width="75%" height={18} />
            <Skeleton width="50%" height={13} />
            <Skeleton width="40%" height={20} style={{ alignSelf: 'flex-end' }} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
