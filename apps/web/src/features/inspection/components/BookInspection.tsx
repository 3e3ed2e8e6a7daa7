import { itemPriceDisplay } from '@ipju/contract';
import { Link } from 'react-router';
import { BottomCTA } from '../../../components/ui/Button/Button';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { itemPath } from '../../../lib/paths';
import { HOMEINSP_CODE } from '../paths';
import { useHomeinspItem } from '../useHomeinspItem';
import styles from './BookInspection.module.css';

/** The price card: the homeinsp item's price for the chosen complex, the special price shown as such. */
export function InspectionPrice() {
  const { query, item, apartmentName } = useHomeinspItem();
  if (query.isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton width="60%" height={20} />
        <Skeleton width="40%" height={28} />
      </div>
    );
  }
  if (!item) {
    return (
      <div className={styles.card}>
        <p className={styles.name}>사전점검 대행</p>
        <p className={styles.note}>가격은 서비스 페이지에서 확인할 수 있어요.</p>
      </div>
    );
  }
  const price = itemPriceDisplay(item.price);
  return (
    <div className={styles.card}>
      {price.badge && <span className={styles.badge}>{apartmentName ? `${apartmentName} ` : ''}{price.badge}</span>}
      <p className={styles.name}>{item.name}</p>
      <p className={styles.company}>{item.partner.companyName}</p>
      <PriceTag
        price={price.price}
        regularPrice={price.regularPrice}
        discountRate={price.discountRate}
        prefix={price.tierLabel}
        suffix={price.suffix ?? undefined}
        size="lg"
      />
      <p className={styles.note}>{price.note}</p>
    </div>
  );
}

/** The bottom button: to the homeinsp item's page, where the resident picks a date and pays. */
export function BookInspectionCTA() {
  const { item } = useHomeinspItem();
  return (
    <BottomCTA>
      <Link to={item ? itemPath(item) : `/business/${HOMEINSP_CODE}`} className={styles.cta}>
        사전점검 예약하기
      </Link>
    </BottomCTA>
  );
}
