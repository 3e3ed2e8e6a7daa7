import { COUPON_STATUS_LABELS, type MyCoupon } from '@ipju/contract';
import { couponDDay, discountText, expiresSoon, expiryText, minOrderText } from './coupon-text';
import styles from './CouponCard.module.css';

/** A coupon I hold: the discount, name, conditions, expiry ('D-3' and the date) and its status. */
export function CouponCard({ coupon, now }: { coupon: MyCoupon; now?: Date }) {
  const dday = couponDDay(coupon, now);
  const inactive = coupon.status === 'used' || coupon.status === 'expired';
  const urgent = expiresSoon(coupon, now);
  return (
    <article className={styles.card} data-inactive={inactive || undefined} aria-label={`${coupon.name}, ${discountText(coupon)} 할인`}>
      <div className={styles.main}>
        <p className={styles.discount}>{discountText(coupon)}</p>
        <h3 className={styles.name}>{coupon.name}</h3>
        <p className={styles.conditions}>
          {coupon.scopeLabel} · {minOrderText(coupon.minOrderAmount)}
        </p>
        <p className={styles.expiry}>
          {dday && (
            <span className={styles.dday} data-urgent={urgent || undefined}>
              {dday}
            </span>
          )}
          {expiryText(coupon)}
        </p>
      </div>
      <div className={styles.side}>
        <span className={styles.status} data-status={coupon.status}>
          {COUPON_STATUS_LABELS[coupon.status]}
        </span>
      </div>
    </article>
  );
}
