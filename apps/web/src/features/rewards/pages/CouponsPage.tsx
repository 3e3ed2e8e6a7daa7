import { isApiError } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { josa } from 'es-hangul';
import { Smartphone, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { currentNativeApp } from '../../../lib/native/user-agent';
import { RequireAuth } from '../../auth';
import { useReceiveAppCoupon } from '../api/receiveAppCoupon';
import { useRegisterCouponCode } from '../api/registerCouponCode';
import { useMyCoupons } from '../api/listMyCoupons';
import { CouponCard } from '../components/CouponCard';
import { expiresSoon } from '../components/coupon-text';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './CouponsPage.module.css';

type Tab = 'usable' | 'done';

const isUsable = (c: MyCoupon) => c.status === 'available' || c.status === 'reserved';

/** /my-page/coupons: my coupons (usable / used or expired), code registration, the app coupon in the app. */
export default function CouponsPage() {
  return (
    <>
      <PageHeader title="쿠폰" backFallback="/my-page" />
      <RequireAuth>
        <Coupons />
      </RequireAuth>
    </>
  );
}

function Coupons() {
  const coupons = useMyCoupons();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('usable');
  const all = coupons.data ?? [];
  const usable = all.filter(isUsable);
  const done = all.filter((c) => !isUsable(c));
  const shown = tab === 'usable' ? usable : done;
  const expiringSoon = usable.filter((c) => expiresSoon(c)).length;

  return (
    <main className={styles.page}>
      <CodeForm />
      {currentNativeApp().isNative && <AppCouponButton />}

      <div className={styles.listBlock}>
        <Tabs
          items={[
            { value: 'usable', label: `사용 가능 ${coupons.data ? usable.length : ''}`.trim(), panelId: 'coupon-panel' },
            { value: 'done', label: `사용 완료·만료 ${coupons.data ? done.length : ''}`.trim(), panelId: 'coupon-panel' },
          ]}
          value={tab}
          onChange={setTab}
          aria-label="쿠폰 상태"
          idPrefix="coupon-tab"
        />
        <section id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`} className={styles.panel}>
          {coupons.isPending ? (
            <SkeletonGroup label="쿠폰을 불러오고 있어요" className={styles.cards}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={124} radius={16} />
              ))}
            </SkeletonGroup>
          ) : coupons.isError ? (
            <LoadError title="쿠폰을 불러오지 못했어요" error={coupons.error} onRetry={() => void coupons.refetch()} />
          ) : shown.length === 0 ? (
            tab === 'usable' ? (
              <EmptyState
                icon={<TicketPercent size={40} strokeWidth={1.5} />}
                title="사용할 수 있는 쿠폰이 없어요"
                description="서비스 페이지에서 쿠폰을 받거나 위에서 쿠폰 코드를 등록해 보세요."
                action={<Button onClick={() => navigate('/')}>서비스 둘러보기</Button>}
              />
            ) : (
              <EmptyState icon={<TicketPercent size={40} strokeWidth={1.5} />} title="사용했거나 만료된 쿠폰이 없어요" />
            )
          ) : (
            <>
              {tab === 'usable' && expiringSoon > 0 && (
                <p className={styles.expiring}>7일 안에 사라지는 쿠폰이 {expiringSoon}장 있어요. 잊지 말고 사용해 주세요.</p>
              )}
              <ul className={styles.cards}>
                {shown.map((c) => (
                  <li key={c.residentCouponIdx}>
                    <CouponCard coupon={c} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </main>
  );
}

function CodeForm() {
  const register = useRegisterCouponCode();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const value = code.trim();
    if (!value) {
      setError('쿠폰 코드를 입력해 주세요.');
      return;
    }
    setError(null);
    try {
      const received = await register.mutateAsync(value);
      setCode('');
      toast.show(received[0] ? `${josa(received[0].name, '을/를')} 받았어요` : '쿠폰을 받았어요');
    } catch (e) {
      setError(isApiError(e) ? (e.details?.[0]?.message ?? e.message) : '쿠폰을 등록하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <section className={styles.register} aria-labelledby="coupon-code-title">
      <h2 id="coupon-code-title" className={styles.sectionTitle}>
        쿠폰 코드 등록
      </h2>
      <form className={styles.codeForm} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label="쿠폰 코드"
          hideLabel
          placeholder="쿠폰 코드를 입력해 주세요"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            if (error) setError(null);
          }}
          error={error ?? undefined}
          containerClassName={styles.codeField}
        />
        <Button type="submit" size="lg" loading={register.isPending} className={styles.codeButton}>
          등록하기
        </Button>
      </form>
    </section>
  );
}

function AppCouponButton() {
  const receive = useReceiveAppCoupon();
  const toast = useToast();
  const onClick = async () => {
    try {
      const received = await receive.mutateAsync();
      toast.show(received.length > 0 ? '앱 전용 쿠폰을 받았어요' : '받을 수 있는 앱 전용 쿠폰이 없어요');
    } catch (e) {
      toast.show(isApiError(e) ? e.message : '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };
  return (
    <div className={styles.appCoupon}>
      <Button variant="secondary" size="lg" fullWidth loading={receive.isPending} leftIcon={<Smartphone size={18} aria-hidden="true" />} onClick={() => void onClick()}>
        앱 전용 쿠폰 받기
      </Button>
    </div>
  );
}
