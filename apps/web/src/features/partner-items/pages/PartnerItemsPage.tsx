import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatWon } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerItems } from '../api/partnerListItems';
import styles from './PartnerItems.module.css';

/** /business/items (상품 관리): the company's items with their price range, sale state and 시공 사례 count. */
export function PartnerItemsPage() {
  usePartnerHeader({ title: '상품 관리', backTo: '/partner/more' });
  const items = usePartnerItems();
  if (items.isError) return <LoadError title="상품을 불러오지 못했어요" error={items.error} onRetry={() => void items.refetch()} />;
  if (items.isPending) {
    return (
      <SkeletonGroup label="상품을 불러오는 중이에요" className={styles.list}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius={16} />
        ))}
      </SkeletonGroup>
    );
  }
  if (!items.data.length) {
    return (
      <EmptyState
        icon={<Package size={40} strokeWidth={1.5} />}
        title="등록된 상품이 없어요"
        description="상품 등록은 운영팀이 도와드려요. 고객센터로 문의해 주세요."
      />
    );
  }
  return (
    <main className={styles.page}>
      <p className={styles.note}>가격을 바꾸면 새로 담는 장바구니부터 적용돼요. 이미 담긴 장바구니와 주문은 그 가격 그대로예요.</p>
      <ul className={styles.list}>
        {items.data.map((item) => (
          <li key={item.itemIdx}>
            <Link to={`/business/items/${item.itemIdx}`} className={styles.card}>
              <ProgressiveImage src={item.thumbnailUrl} alt="" aspectRatio={1} sizes="64px" className={styles.thumb} />
              <span className={styles.body}>
                <span className={styles.category}>{item.categoryName}</span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.price}>
                  {item.priceFrom === item.priceTo ? formatWon(item.priceFrom) : `${formatWon(item.priceFrom)} ~ ${formatWon(item.priceTo)}`}
                </span>
                <span className={styles.meta}>
                  <span className={item.onSale ? styles.onSale : styles.offSale}>{item.onSale ? '판매 중' : '판매 중지'}</span>
                  {item.isMain && <span className={styles.main}>대표 상품</span>}
                  <span>시공 사례 {item.portfolioCount}장</span>
                </span>
              </span>
              <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
