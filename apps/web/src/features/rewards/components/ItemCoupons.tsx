import { isApiError } from '@ipju/api-client';
import type { DownloadableCoupon } from '@ipju/contract';
import { Check, Download } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { loginPath, useAuth } from '../../auth';
import { useDownloadCoupon } from '../api/downloadCoupon';
import { useItemCoupons } from '../api/listItemCoupons';
import { discountText, minOrderText, validityText } from './coupon-text';
import styles from './ItemCoupons.module.css';

/**
 * The coupons an item page offers ('쿠폰 받기'; signed out it asks to sign in first). Renders nothing when
 * the item has none or they cannot be loaded: the page works without them.
 */
export function ItemCoupons({ itemIdx }: { itemIdx: number }) {
  const coupons = useItemCoupons(itemIdx);
  if (!coupons.data || coupons.data.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={`item-coupons-${itemIdx}`}>
      <h2 id={`item-coupons-${itemIdx}`} className={styles.title}>
        받을 수 있는 쿠폰
      </h2>
      <ul className={styles.list}>
        {coupons.data.map((c) => (
          <li key={c.couponIdx}>
            <CouponRow coupon={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CouponRow({ coupon }: { coupon: DownloadableCoupon }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const download = useDownloadCoupon();
  const held = coupon.heldCount > 0;
  const done = held && !coupon.canDownload;

  const onDownload = async () => {
    if (!isLoggedIn) {
      navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    try {
      await download.mutateAsync(coupon.couponIdx);
      toast.show('쿠폰을 받았어요. 결제할 때 쓸 수 있어요.');
    } catch (e) {
      toast.show(isApiError(e) ? e.message : '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <p className={styles.discount}>{discountText(coupon)}</p>
        <p className={styles.name}>{coupon.name}</p>
        <p className={styles.meta}>
          {minOrderText(coupon.minOrderAmount)} · {validityText(coupon)}
        </p>
        {!coupon.canDownload && !held && coupon.reason && <p className={styles.reason}>{coupon.reason}</p>}
      </div>
      {done ? (
        <span className={styles.received}>
          <Check size={16} aria-hidden="true" />
          받았어요
        </span>
      ) : (
        <Button
          size="sm"
          variant={coupon.canDownload || !isLoggedIn ? 'primary' : 'secondary'}
          disabled={isLoggedIn && !coupon.canDownload}
          loading={download.isPending}
          leftIcon={<Download size={14} aria-hidden="true" />}
          onClick={() => void onDownload()}
          aria-label={`${coupon.name} 쿠폰 받기`}
        >
          쿠폰 받기
        </Button>
      )}
    </div>
  );
}
