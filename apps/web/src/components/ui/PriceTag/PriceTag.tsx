import { specialDiscountRate } from '@ipju/contract';
import { cx } from '../../../lib/cx';
import { formatWon } from '../../../lib/format';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** Price to pay, in won. */
  price: number;
  /** Regular price; struck through in grey when higher than price. */
  regularPrice?: number | null;
  /** Discount rate in %; when omitted, the contract's specialDiscountRate of the two prices (the rate the card shows). */
  discountRate?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** After the price, e.g. '부터'. */
  suffix?: string;
  /** Before the price in small grey, e.g. the 평형 tier '~24평'. */
  prefix?: string | null;
  /** Right-align (totals). */
  align?: 'start' | 'end';
  /** Regular price on its own line above (default) or inline after. */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** Special price: discount rate in red, price bold, regular price struck through in grey. */
export function PriceTag({
  price,
  regularPrice,
  discountRate,
  size = 'md',
  suffix,
  prefix,
  align = 'start',
  layout = 'stacked',
  className,
}: PriceTagProps) {
  const hasRegular = regularPrice != null && regularPrice > price;
  const rate = discountRate ?? (hasRegular ? specialDiscountRate(regularPrice, price) : 0);
  const regular = hasRegular && (
    <del className={styles.regular}>
      <span className="visually-hidden">정가 </span>
      <span>{formatWon(regularPrice)}</span>
    </del>
  );
  return (
    <div className={cx(styles.root, styles[size], styles[align], styles[layout], className)}>
      {layout === 'stacked' && regular}
      <div className={styles.line}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        {rate > 0 && (
          <span className={styles.rate}>
            <span className="visually-hidden">할인율 </span>
            <span>{rate}%</span>
          </span>
        )}
        <strong className={styles.price}>
          <span className="visually-hidden">판매가 </span>
          <span>
            {formatWon(price)}
            {suffix}
          </span>
        </strong>
        {layout === 'inline' && regular}
      </div>
    </div>
  );
}
