import { FIRE_CONSENT_TEXT, FIRE_COVERAGE_LABELS, FIRE_COVERAGES, type FireCoverage } from '@ipju/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { formatPyeong } from '../../../lib/format';
import { homeUnitLabel, useResidentHomes } from '../../apartment';
import { RequireAuth } from '../../auth';
import { useRequestFireInsurance } from '../api/requestFireInsurance';
import { FIRE_INSURANCE_REQUEST_PATH, MY_FIRE_INSURANCE_PATH } from '../paths';
import styles from './FireInsurance.module.css';

/** A fresh key per opened form: a double tap sends the same key and the server keeps one request. */
function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** /my-page/fire-insurance/request: ask for 화재보험 quotes for one of my homes. */
export default function FireInsuranceRequestPage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="화재보험 견적 받기" backFallback={MY_FIRE_INSURANCE_PATH} />
      <RequireAuth>
        <RequestForm />
      </RequireAuth>
    </>
  );
}

function RequestForm() {
  const homes = useResidentHomes();
  const request = useRequestFireInsurance();
  const navigate = useNavigate();
  const toast = useToast();
  const [requestKey] = useState(newRequestKey);
  const [homeIdx, setHomeIdx] = useState<number | null>(null);
  const [coverages, setCoverages] = useState<FireCoverage[]>(['building', 'contents']);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ homeIdx?: string; coverages?: string; consent?: string }>({});

  if (homes.isPending) {
    return (
      <SkeletonGroup label="우리 집 정보를 불러오고 있어요" className={styles.form}>
        <Skeleton height={72} radius={12} />
        <Skeleton height={160} radius={12} />
      </SkeletonGroup>
    );
  }
  if (homes.isError) return <LoadError title="우리 집 정보를 불러오지 못했어요" error={homes.error} onRetry={() => void homes.refetch()} />;
  if (homes.data.length === 0) {
    return (
      <EmptyState
        title="우리 집을 먼저 등록해 주세요"
        description="화재보험 견적은 집의 평형과 동·호로 받아요."
        action={<Button onClick={() => navigate(`/apartment-register?redirect=${encodeURIComponent(FIRE_INSURANCE_REQUEST_PATH)}`)}>우리 집 등록하기</Button>}
      />
    );
  }
  const home = homes.data.find((h) => h.homeIdx === homeIdx) ?? homes.data[0]!;

  const toggle = (c: FireCoverage) => {
    setCoverages((list) => (list.includes(c) ? list.filter((x) => x !== c) : FIRE_COVERAGES.filter((x) => x === c || list.includes(x))));
    setErrors((e) => ({ ...e, coverages: undefined }));
  };

  const submit = async () => {
    const local: typeof errors = {};
    if (!coverages.length) local.coverages = '보장 항목을 하나 이상 골라 주세요.';
    if (!consent) local.consent = '견적 연락을 위한 개인정보 제공에 동의해 주세요.';
    if (!homeUnitLabel(home)) local.homeIdx = '견적에는 동·호가 필요해요. 마이페이지에서 우리 집의 동·호를 먼저 등록해 주세요.';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await request.mutateAsync({ homeIdx: home.homeIdx, coverages, consent: true, requestKey });
      toast.show('화재보험 견적을 요청했어요');
      navigate(MY_FIRE_INSURANCE_PATH, { replace: true });
    } catch (e) {
      const fromServer = { homeIdx: fieldError(e, 'homeIdx') ?? undefined, coverages: fieldError(e, 'coverages') ?? undefined };
      if (fromServer.homeIdx || fromServer.coverages) setErrors(fromServer);
      else toast.show(errorMessage(e, '견적을 요청하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <main className={styles.formPage}>
      <div className={styles.head}>
        <h2 className={styles.title}>어떤 집의 화재보험을 알아볼까요?</h2>
        <p className={styles.sub}>집의 평형과 단지 준공 연도로 보험사 견적을 받아 드려요. 견적은 무료예요.</p>
      </div>
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className={styles.group}>
          <p className={styles.label} id="fire-home-label">
            집
          </p>
          {homes.data.length > 1 && (
            <div role="group" aria-labelledby="fire-home-label" className={styles.chips}>
              {homes.data.map((h) => (
                <Chip key={h.homeIdx} selected={h.homeIdx === home.homeIdx} onClick={() => setHomeIdx(h.homeIdx)}>
                  {h.complexName} {homeUnitLabel(h) ?? ''}
                </Chip>
              ))}
            </div>
          )}
          <div className={styles.homeBox}>
            <p className={styles.homeName}>{home.complexName}</p>
            <p className={styles.meta}>
              {[homeUnitLabel(home) ?? '동·호수 미입력', home.pyeong ? formatPyeong(home.pyeong) : null].filter(Boolean).join(' · ')}
            </p>
          </div>
          {errors.homeIdx && (
            <p className={styles.error} role="alert">
              {errors.homeIdx}
            </p>
          )}
        </div>

        <fieldset className={styles.group}>
          <legend className={styles.label}>보장받고 싶은 항목</legend>
          {FIRE_COVERAGES.map((c) => (
            <Checkbox key={c} label={FIRE_COVERAGE_LABELS[c]} checked={coverages.includes(c)} onChange={() => toggle(c)} />
          ))}
          {errors.coverages && (
            <p className={styles.error} role="alert">
              {errors.coverages}
            </p>
          )}
        </fieldset>

        <div className={styles.group}>
          <p className={styles.consentText}>{FIRE_CONSENT_TEXT}</p>
          <Checkbox
            label="(필수) 견적 연락을 위한 개인정보 제공에 동의해요"
            checked={consent}
            onChange={(v) => {
              setConsent(v);
              setErrors((e) => ({ ...e, consent: undefined }));
            }}
          />
          {errors.consent && (
            <p className={styles.error} role="alert">
              {errors.consent}
            </p>
          )}
        </div>
      </form>
      <BottomCTA>
        <Button size="lg" loading={request.isPending} onClick={() => void submit()}>
          견적 요청하기
        </Button>
      </BottomCTA>
    </main>
  );
}
