import { itemPriceDisplay, type ItemCard as ItemCardData } from '@ipju/contract';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import { itemPath } from '../../../lib/paths';
import { PriceTag } from '../../ui/PriceTag/PriceTag';
import { ProgressiveImage } from '../../ui/ProgressiveImage/ProgressiveImage';
import styles from './ItemCard.module.css';

export interface ItemCardProps {
  item: ItemCardData;
  /** Show the category name above the item name (home, chapter pages). */
  showCategory?: boolean;
  /** Where the card links; default the item on its category page. */
  to?: string;
  /**
   * On the first screen: the photo loads at once (not lazily). At normal fetch priority: a card's 104 px photo
   * is never a page's largest element, so it does not compete with the one that is.
   */
  priority?: boolean;
  /** Rank shown on comparison lists. */
  selected?: boolean;
  className?: string;
  /**
   * The heart over the photo's corner (the zzims feature's ZzimButton). The page passes it, so that this card,
   * shown by catalog, home and zzims, depends on none of them.
   */
  heart?: ReactNode;
}

export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** Row card: photo, name, partner and rating, price (special price as red rate + bold price + struck regular). */
export function ItemCard({ item, showCategory = false, to, priority = false, selected = false, className, heart }: ItemCardProps) {
  // One rule for every card and the item page (contract price-display.ts).
  const price = itemPriceDisplay(item.price);
  return (
    // The heart sits beside the link (a button inside a link is invalid HTML), over the photo's corner.
    <div className={cx(styles.wrap, className)}>
      <Link to={to ?? itemPath(item)} className={cx(styles.card, selected && styles.selected)}>
        <ProgressiveImage
          src={item.thumbnailUrl}
          alt=""
          aspectRatio={1}
          // The thumbnail is square (the category's icon, no words): drawn for this box, nothing cropped.
          sizes="104px"
          eager={priority}
          className={styles.thumb}
        />
        <div className={styles.body}>
          {price.badge && <span className={styles.badge}>{price.badge}</span>}
          {showCategory && <p className={styles.category}>{item.categoryName}</p>}
          <p className={styles.name}>{item.name}</p>
          <p className={styles.partner}>
            <span className={styles.partnerName}>{item.partner.companyName}</span>
            {item.reviewCount > 0 && (
              <span className={styles.rating}>
                <Star size={12} aria-hidden="true" className={styles.star} />
                <span className="visually-hidden">평점 </span>
                {formatRating(item.ratingAvg)}
                <span className={styles.reviews}>({formatNumber(item.reviewCount)})</span>
              </span>
            )}
          </p>
          {item.quoteOnVisit ? (
            <p className={styles.price}>
              <strong>방문 후 견적</strong>
            </p>
          ) : (
          <PriceTag
            price={price.price}
            regularPrice={price.regularPrice}
            discountRate={price.discountRate}
            prefix={price.tierLabel}
            suffix={price.suffix ?? undefined}
            size="sm"
            layout="inline"
            className={styles.price}
          />
          )}
        </div>
      </Link>
      {heart && <div className={styles.heart}>{heart}</div>}
    </div>
  );
}
