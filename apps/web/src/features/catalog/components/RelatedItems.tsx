import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { ZzimButton } from '../../zzims';
import { useRelatedItems } from '../api/listRelatedItems';
import styles from './RelatedItems.module.css';

/** "함께 많이 찾는 서비스": the first item of each related category. Hidden when there is none. */
export function RelatedItems({ itemType, apartmentIdx, pyeong }: { itemType: string; apartmentIdx?: number; pyeong?: number }) {
  const related = useRelatedItems(itemType, apartmentIdx, pyeong);
  const groups = (related.data ?? []).filter((group) => group.items.length > 0).slice(0, 4);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.title}>
        함께 많이 찾는 서비스
      </h2>
      <ul className={styles.list}>
        {groups.map((group) => {
          const item = group.items[0];
          return item ? (
            <li key={group.categoryCode}>
              <ItemCard
                item={item}
                showCategory
                heart={<ZzimButton itemIdx={item.itemIdx} itemName={item.name} />}
              />
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
