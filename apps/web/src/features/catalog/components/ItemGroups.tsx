import type { Category, ItemCard as ItemCardData } from '@ipju/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { companyCount } from '../../../lib/company-count';
import { ZzimButton } from '../../zzims';
import styles from './ItemGroups.module.css';

/** Items grouped under their categories (in the given category order), cheapest first. */
export function ItemGroups({
  categories,
  items,
  perCategory = 3,
  headingLevel = 3,
}: {
  categories: readonly Category[];
  items: readonly ItemCardData[];
  perCategory?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.groups}>
      {categories.map((category) => {
        const own = items.filter((item) => item.categoryCode === category.code);
        return (
          <section key={category.code} className={styles.group} aria-label={category.name}>
            <div className={styles.head}>
              <Heading className={styles.title}>{category.name}</Heading>
              <Link to={`/business/${category.code}`} className={styles.more}>
                {own.length > perCategory ? `${companyCount(own)}곳 모두 보기` : '자세히'}
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            </div>
            {own.length === 0 && category.companyCount > 0 ? (
              <Link to={`/business/${category.code}`} className={styles.none}>
                {category.headline} · 업체 {category.companyCount}곳의 가격을 비교해 보세요
              </Link>
            ) : own.length === 0 ? (
              <p className={styles.none}>지금 예약할 수 있는 업체가 없어요. 곧 새 업체가 들어와요.</p>
            ) : (
              <ul className={styles.list}>
                {own.slice(0, perCategory).map((item) => (
                  <li key={item.itemIdx}>
                    <ItemCard item={item} heart={<ZzimButton itemIdx={item.itemIdx} itemName={item.name} />} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
