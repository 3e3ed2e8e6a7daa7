import type { CheckoutCoupons, CheckoutDownloadableCoupon } from '@ipju/contract';
import { josa } from 'es-hangul';
import { Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { useDownloadCoupon, useRegisterCouponCode } from '../../rewards';
import { couponChoices, isBestApplied } from '../lib/coupon-rules';
import styles from './CouponSheet.module.css';

export interface CouponSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** Held coupons, ones still to download, and the server's best combination (GET /coupons/checkout). */
  coupons: CheckoutCoupons | undefined;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  /** The coupons in use now (the sheet edits a copy until '적용하기'). */
  selected: number[];
  onApply: (couponIdxs: number[]) => void;
}

/**
 * Coupons for this payment: the best combination applied by default ("최대 할인 적용", the server's), usable
 * ones to tick (one coupon per service), unusable ones with why, coupons still to download with 받기, a code field.
 */
export function CouponSheet(props: CouponSheetProps) {
  return (
    <BottomSheet isOpen={props.isOpen} onClose={props.onClose}>
      <BottomSheet.Header title="쿠폰 선택" description="서비스 하나에 쿠폰 하나씩 쓸 수 있어요." />
      {/* A fresh copy of the choice on every opening. */}
      {props.isOpen && <CouponSheetBody {...props} />}
    </BottomSheet>
  );
}

function CouponSheetBody({ coupons, loading, loadError, onRetry, selected, onApply }: CouponSheetProps) {
  const [draft, setDraft] = useState<number[]>(selected);
  // Follows the best combination until the resident ticks a coupon (a download can change the best).
  const [followBest, setFollowBest] = useState(() => isBestApplied(coupons?.best, selected) || selected.length === 0);
  const best = coupons?.best;
  useEffect(() => {
    if (followBest && best) setDraft(best.couponIdxs);
  }, [followBest, best]);
  const choices = couponChoices(coupons?.held ?? [], draft);
  const usableCount = choices.filter((c) => c.coupon.usable).length;
  const bestApplied = isBestApplied(best, draft);
  const downloadable = coupons?.downloadable ?? [];

  let list: React.ReactNode;
  if (loading) {
    list = (
      <SkeletonGroup label="쿠폰을 불러오는 중이에요" className={styles.list}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={76} radius={12} />
        ))}
      </SkeletonGroup>
    );
  } else if (loadError) {
    list = (
      <div className={styles.empty}>
        <p>{errorMessage(loadError, '쿠폰을 불러오지 못했어요.')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          다시 불러오기
        </Button>
      </div>
    );
  } else if (choices.length === 0 && downloadable.length === 0) {
    list = (
      <div className={styles.empty}>
        <Ticket size={32} strokeWidth={1.5} aria-hidden="true" />
        <p>가지고 있는 쿠폰이 없어요. 쿠폰 코드가 있으면 위에서 등록해 주세요.</p>
      </div>
    );
  } else {
    list = (
      <ul className={styles.list} aria-label="쿠폰 목록">
        {choices.map(({ coupon, selected: isSelected, disabledReason }) => (
          <li key={coupon.couponIdx} className={styles.item} data-disabled={disabledReason ? true : undefined}>
            <Checkbox
              className={styles.check}
              checked={isSelected}
              disabled={disabledReason !== null}
              onChange={(on) => {
                setFollowBest(false);
                setDraft((prev) => (on ? [...prev, coupon.couponIdx] : prev.filter((idx) => idx !== coupon.couponIdx)));
              }}
              label={
                <span className={styles.label}>
                  <span className={styles.name}>{coupon.name}</span>
                  {coupon.usable && <strong className={styles.discount}>{formatWon(coupon.discount)} 할인</strong>}
                </span>
              }
              description={
                <span className={styles.description}>
                  <span>
                    {coupon.scopeLabel}
                    {coupon.expiresAt && ` · ${formatDate(coupon.expiresAt, { weekday: false })}까지`}
                  </span>
                  {disabledReason && <span className={styles.reason}>{disabledReason}</span>}
                </span>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <BottomSheet.Content className={styles.content}>
        <CouponCodeForm />
        {best && best.discount > 0 && (
          <div className={styles.best} data-testid="coupon-best">
            <p>
              {bestApplied ? '최대 할인 적용 중이에요' : '가장 많이 할인받는 조합이 있어요'}
              <strong className={styles.discount}> {formatWon(best.discount)} 할인</strong>
            </p>
            {!bestApplied && (
              <Button size="md" variant="secondary" onClick={() => setFollowBest(true)}>
                최대 할인 적용
              </Button>
            )}
          </div>
        )}
        {coupons?.bestWithDownloads && (
          <DownloadBest offer={coupons.bestWithDownloads} downloadable={downloadable} onDownloaded={() => setFollowBest(true)} />
        )}
        <h3 className={styles.listTitle}>
          내 쿠폰 <span className={styles.count}>{usableCount}장 사용 가능</span>
        </h3>
        {list}
        {!loading && !loadError && downloadable.length > 0 && (
          <>
            <h3 className={styles.listTitle}>
              받을 수 있는 쿠폰 <span className={styles.count}>{downloadable.length}장</span>
            </h3>
            <ul className={styles.list} aria-label="받을 수 있는 쿠폰">
              {downloadable.map((c) => (
                <DownloadRow key={c.couponIdx} coupon={c} />
              ))}
            </ul>
          </>
        )}
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button size="lg" fullWidth onClick={() => onApply(draft)} disabled={loading}>
          {draft.length > 0 ? `쿠폰 ${draft.length}장 적용하기` : '쿠폰 쓰지 않기'}
        </Button>
      </BottomSheet.Footer>
    </>
  );
}

function CouponCodeForm() {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const register = useRegisterCouponCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setMessage({ ok: false, text: '쿠폰 코드를 입력해 주세요.' });
      return;
    }
    register.mutate(couponCode, {
      onSuccess: (coupons) => {
        setCode('');
        setMessage({ ok: true, text: coupons[0] ? `${josa(coupons[0].name, '을/를')} 받았어요.` : '쿠폰을 등록했어요.' });
      },
      onError: (error) => setMessage({ ok: false, text: errorMessage(error, '쿠폰을 등록하지 못했어요. 잠시 후 다시 시도해 주세요.') }),
    });
  };

  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <TextField
        label="쿠폰 코드 등록"
        placeholder="예: WELCOME2026"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setMessage(null);
        }}
        error={message && !message.ok ? message.text : undefined}
        hint={message?.ok ? message.text : undefined}
        containerClassName={styles.codeField}
      />
      <Button type="submit" variant="secondary" loading={register.isPending} className={styles.codeButton}>
        등록하기
      </Button>
    </form>
  );
}

/**
 * The best combination counting coupons still to download, when it saves more than the held ones: one tap
 * downloads them (POST /coupons/download, one by one) and applies the new best. Never downloaded untouched:
 * a coupon's stock is limited and belongs to those who ask for it.
 */
function DownloadBest({
  offer,
  downloadable,
  onDownloaded,
}: {
  offer: NonNullable<CheckoutCoupons['bestWithDownloads']>;
  downloadable: CheckoutDownloadableCoupon[];
  onDownloaded: () => void;
}) {
  const download = useDownloadCoupon();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = offer.downloadCouponIdxs.map((id) => downloadable.find((c) => c.couponIdx === id)?.name).filter((n): n is string => Boolean(n));
  // '…까지' when the combination also uses coupons already held.
  const withHeld = offer.couponIdxs.length > offer.downloadCouponIdxs.length;
  const named = names.join(', ');
  const lead = !named ? '쿠폰을 받으면' : withHeld ? `${named}까지 받으면` : `${josa(named, '을/를')} 받으면`;
  const downloadAll = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const couponIdx of offer.downloadCouponIdxs) await download.mutateAsync(couponIdx);
      onDownloaded();
    } catch (e) {
      setError(errorMessage(e, '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cx(styles.best, styles.bestStacked)} data-testid="coupon-best-with-downloads">
      <p>
        {lead}
        <strong className={styles.discount}> {formatWon(offer.discount)} 할인</strong>받을 수 있어요
      </p>
      {error && (
        <p className={styles.reason} role="alert">
          {error}
        </p>
      )}
      <Button size="md" variant="primary" fullWidth loading={busy} onClick={() => void downloadAll()}>
        쿠폰 받고 최대 할인 적용
      </Button>
    </div>
  );
}

/** A coupon the resident can still download for this order, with 받기 in place (POST /coupons/download). */
function DownloadRow({ coupon }: { coupon: CheckoutDownloadableCoupon }) {
  const download = useDownloadCoupon();
  const [error, setError] = useState<string | null>(null);
  return (
    <li className={styles.item}>
      <div className={styles.downloadRow}>
        <span className={styles.label}>
          <span className={styles.name}>{coupon.name}</span>
          {coupon.usable && <strong className={styles.discount}>{formatWon(coupon.discount)} 할인</strong>}
          <span className={styles.description}>
            <span>{coupon.scopeLabel}</span>
            {coupon.reason && <span className={styles.reason}>{coupon.reason}</span>}
            {error && (
              <span className={styles.reason} role="alert">
                {error}
              </span>
            )}
          </span>
        </span>
        <Button
          size="md"
          variant="secondary"
          loading={download.isPending}
          onClick={() =>
            download.mutate(coupon.couponIdx, {
              onError: (e) => setError(errorMessage(e, '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.')),
            })
          }
        >
          받기<span className="visually-hidden">: {coupon.name}</span>
        </Button>
      </div>
    </li>
  );
}
