import { PRICE_KIND_LABELS, type MoveInCalculationResult } from '@ipju/contract';
import { AlertCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { FormError } from '../../../components/ui/FormError/FormError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { copyText } from '../../../lib/clipboard';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { ApartmentPicker, useChosenApartment, useResidentHomes } from '../../apartment';
import { useAuth } from '../../auth';
import { useItems } from '../../catalog';
import { useEstimateMoveInCost } from '../api/estimateMoveInCost';
import { useMoveInCalculation } from '../api/getMoveInCalculation';
import { useSaveMoveInCalculation } from '../api/saveMoveInCalculation';
import {
  balanceAmountOf,
  digitsOf,
  EMPTY_FORM,
  formatKoreanWon,
  fromSaved,
  toInput,
  withCommas,
  type CalculatorForm,
  type CalculatorPlace,
} from '../calculator-form';
import { CalculatorResult } from '../components/CalculatorResult';
import { MySavedCalculations } from '../components/MySavedCalculations';
import styles from './MoveInCalculatorPage.module.css';

const FIELDS = ['apartmentIdx', 'areaIdx', 'price', 'balanceDate', 'payments', 'homesOwned', 'lawyerFee', 'movingCost', 'services'] as const;
/** Services listed before "더 보기" (chosen ones always show). */
const SERVICES_SHOWN = 8;
const HOMES_CHOICES = [
  { value: 1, label: '1채' },
  { value: 2, label: '2채' },
  { value: 3, label: '3채' },
  { value: 4, label: '4채 이상' },
] as const;

/**
 * /move-in-calculator: what moving into this flat costs. Inputs one section after another (the home, the
 * price and 잔금 schedule, homes owned, 등기 and moving, ipju services at the complex's prices), the server's
 * result with every line explainable, and a share link (?share=<token>) that shows the same to anyone.
 */
export default function MoveInCalculatorPage() {
  useHideBottomNav();
  const [params, setParams] = useSearchParams();
  const shareToken = params.get('share');
  const shared = useMoveInCalculation(shareToken);
  const { isLoggedIn } = useAuth();
  const homes = useResidentHomes(isLoggedIn);
  const chosen = useChosenApartment();
  const toast = useToast();
  const estimate = useEstimateMoveInCost();
  const save = useSaveMoveInCalculation();

  const [form, setForm] = useState<CalculatorForm>(EMPTY_FORM);
  const [result, setResult] = useState<MoveInCalculationResult | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const set = <K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A changed input is no longer the one the server refused.
    if (estimate.error) estimate.reset();
    if (save.error) save.reset();
  };

  // A shared link fills the form with its inputs and shows its saved result.
  const loadedToken = useRef<string | null>(null);
  useEffect(() => {
    if (shared.data && loadedToken.current !== shared.data.shareToken) {
      loadedToken.current = shared.data.shareToken;
      setForm(fromSaved(shared.data));
      setResult(shared.data.result);
    }
  }, [shared.data]);

  // Otherwise the resident's current home, else the complex chosen on this device.
  useEffect(() => {
    if (shareToken || form.place) return;
    const current = homes.data?.find((h) => h.isCurrent && h.areaIdx !== null);
    if (current) {
      const place = { apartmentIdx: current.apartmentIdx, areaIdx: current.areaIdx!, name: current.complexName, pyeong: current.pyeong };
      setForm((f) => ({ ...f, place }));
    } else if (chosen?.areaIdx) {
      const place = { apartmentIdx: chosen.apartmentIdx, areaIdx: chosen.areaIdx, name: chosen.name, pyeong: chosen.pyeong };
      setForm((f) => ({ ...f, place }));
    }
  }, [shareToken, form.place, homes.data, chosen]);

  const error = estimate.error ?? save.error;
  const errors = fieldErrors(error, FIELDS);
  const showResult = (next: MoveInCalculationResult) => {
    setResult(next);
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const calculate = () => {
    save.reset();
    estimate.mutate(toInput(form), { onSuccess: showResult, onError: (e) => toast.show(errorMessage(e)) });
  };

  const share = (visibility: 'link' | 'private') => {
    estimate.reset();
    save.mutate(
      { ...toInput(form), visibility },
      {
        onError: (e) => toast.show(errorMessage(e)),
        onSuccess: async (saved) => {
          loadedToken.current = saved.shareToken;
          setResult(saved.result);
          setParams({ share: saved.shareToken }, { replace: true });
          if (visibility === 'private') {
            toast.show('나만 보기로 저장했어요. 이 주소는 로그인한 나만 열 수 있어요.');
            return;
          }
          const url = `${window.location.origin}${saved.sharePath}`;
          if (typeof navigator.share === 'function') {
            try {
              await navigator.share({ title: '입주 비용 계산', text: `${saved.result.apartment.name} 입주 비용 ${formatWon(saved.result.grandTotal)}`, url });
              return;
            } catch {
              // Closed or refused: copy the link instead.
            }
          }
          toast.show((await copyText(url)) ? '공유 링크를 복사했어요.' : `공유 링크: ${url}`);
        },
      },
    );
  };

  if (shareToken && shared.isError) {
    return (
      <main className={styles.page}>
        <PageHeader title="입주 비용 계산기" />
        <EmptyState
          icon={<AlertCircle size={40} strokeWidth={1.5} />}
          title="계산 결과를 열 수 없어요"
          description={shared.error && 'status' in shared.error && shared.error.status === 404 ? '링크가 잘못됐거나 나만 보기로 저장된 계산이에요.' : errorMessage(shared.error)}
          action={
            <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
              새로 계산하기
            </Button>
          }
        />
      </main>
    );
  }
  if (shareToken && shared.isPending) {
    return (
      <main className={styles.page}>
        <PageHeader title="입주 비용 계산기" />
        <SkeletonGroup label="계산 결과를 불러오고 있어요" className={styles.skeleton}>
          <Skeleton height={160} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </SkeletonGroup>
      </main>
    );
  }

  const sharedResult = shareToken && shared.data && result === shared.data.result;
  const balanceAmount = balanceAmountOf(form);

  return (
    <main className={styles.page}>
      <PageHeader title="입주 비용 계산기" />
      {sharedResult && shared.data && (
        <>
          <p className={styles.sharedBanner}>
            {shared.data.mine ? '내가 저장한 계산이에요' : '공유받은 계산이에요'} · {formatDate(shared.data.createdAt)} 계산
          </p>
          <CalculatorResult result={shared.data.result} heading="저장된 계산 결과" />
        </>
      )}
      <div className={styles.intro}>
        <h2 className={styles.title}>{sharedResult ? '조건을 바꿔 다시 계산해 보세요' : '입주할 때 드는 돈을 한 번에 계산해요'}</h2>
        <p className={styles.lead}>취득세부터 등기, 관리비 예치금, 이사와 입주 서비스까지 잔금일에 맞는 세율로 계산해요.</p>
      </div>

      <Section title="어느 집인가요?" error={errors.apartmentIdx ?? errors.areaIdx}>
        {isLoggedIn && (homes.data?.length ?? 0) > 0 && (
          <div className={styles.chips} role="group" aria-label="내 집">
            {homes.data!.filter((h) => h.areaIdx !== null).map((h) => (
              <Chip
                key={h.homeIdx}
                selected={form.place?.areaIdx === h.areaIdx && form.place.apartmentIdx === h.apartmentIdx}
                onClick={() => set('place', { apartmentIdx: h.apartmentIdx, areaIdx: h.areaIdx!, name: h.complexName, pyeong: h.pyeong })}
              >
                {h.complexName} {h.pyeong}평{h.dong ? ` ${h.dong}동` : ''}
              </Chip>
            ))}
          </div>
        )}
        <div className={styles.placeRow}>
          <p className={styles.placeName} data-testid="calculator-place">
            {form.place ? `${form.place.name}${form.place.pyeong ? ` ${form.place.pyeong}평` : ''}` : '단지와 평형을 골라 주세요'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
            {form.place ? '다른 단지' : '단지 고르기'}
          </Button>
        </div>
      </Section>

      <Section title="얼마에 사나요?">
        <div className={styles.chips} role="group" aria-label="가격 종류">
          {(['presale', 'resale'] as const).map((kind) => (
            <Chip key={kind} selected={form.priceKind === kind} onClick={() => set('priceKind', kind)}>
              {PRICE_KIND_LABELS[kind]}
            </Chip>
          ))}
        </div>
        <TextField
          label={PRICE_KIND_LABELS[form.priceKind]}
          inputMode="numeric"
          placeholder="예: 750,000,000"
          value={withCommas(form.price)}
          onChange={(e) => set('price', digitsOf(e.target.value))}
          trailing="원"
          error={errors.price}
          hint={form.price ? formatKoreanWon(Number(form.price)) : '발코니 확장·옵션을 더한 금액이에요 (부가세 제외).'}
        />
        <TextField
          label="잔금일"
          type="date"
          value={form.balanceDate}
          onChange={(e) => set('balanceDate', e.target.value)}
          error={errors.balanceDate}
          hint="잔금을 치르는 날이 취득일이에요. 이날의 세율로 계산해요."
        />
        <Checkbox
          label="계약금·중도금 일정도 넣을게요"
          checked={form.withSchedule}
          onChange={(v) => set('withSchedule', v)}
        />
        {form.withSchedule && (
          <div className={styles.schedule}>
            <div className={styles.pair}>
              <TextField label="계약금" inputMode="numeric" value={withCommas(form.depositAmount)} onChange={(e) => set('depositAmount', digitsOf(e.target.value))} trailing="원" />
              <TextField label="계약금 낸 날" type="date" value={form.depositDate} onChange={(e) => set('depositDate', e.target.value)} />
            </div>
            <div className={styles.pair}>
              <TextField label="중도금" inputMode="numeric" value={withCommas(form.interimAmount)} onChange={(e) => set('interimAmount', digitsOf(e.target.value))} trailing="원" />
              <TextField label="중도금 내는 날" type="date" value={form.interimDate} onChange={(e) => set('interimDate', e.target.value)} />
            </div>
            <p className={styles.balanceLine}>
              잔금 <strong>{formatWon(Math.max(0, balanceAmount))}</strong>
              {form.balanceDate ? ` · ${formatDate(form.balanceDate)}` : ''}
            </p>
            {errors.payments && <p className={styles.fieldError}>{errors.payments}</p>}
          </div>
        )}
      </Section>

      <Section title="이 집을 포함해 몇 채를 갖게 되나요?" error={errors.homesOwned}>
        <div className={styles.chips} role="group" aria-label="보유 주택 수">
          {HOMES_CHOICES.map((c) => (
            <Chip key={c.value} selected={form.homesOwned === c.value} onClick={() => set('homesOwned', c.value)}>
              {c.label}
            </Chip>
          ))}
        </div>
        <Checkbox
          label="조정대상지역에 있는 집이에요"
          description="2채부터는 조정대상지역인지에 따라 세율이 크게 달라져요."
          checked={form.adjustedArea}
          onChange={(v) => set('adjustedArea', v)}
        />
        {form.homesOwned === 2 && form.adjustedArea && (
          <Checkbox
            label="일시적 2주택이에요"
            description="살던 집을 정해진 기간 안에 팔 거라면 1주택 세율을 적용해요."
            checked={form.temporaryTwoHomes}
            onChange={(v) => set('temporaryTwoHomes', v)}
          />
        )}
      </Section>

      <Section title="등기와 이사">
        <Checkbox label="등기를 법무사에게 맡길게요" checked={form.useLawyer} onChange={(v) => set('useLawyer', v)} />
        {form.useLawyer && (
          <TextField
            label="법무사 보수"
            inputMode="numeric"
            placeholder="비우면 어림값 400,000원"
            value={withCommas(form.lawyerFee)}
            onChange={(e) => set('lawyerFee', digitsOf(e.target.value))}
            trailing="원"
            error={errors.lawyerFee}
          />
        )}
        <TextField
          label="이사 비용"
          inputMode="numeric"
          placeholder="비우면 평형별 어림값"
          value={withCommas(form.movingCost)}
          onChange={(e) => set('movingCost', digitsOf(e.target.value))}
          trailing="원"
          error={errors.movingCost}
          hint="입주 서비스에서 이사를 고르면 그 가격으로 계산해요."
        />
      </Section>

      <Section title="입주 서비스" error={errors.services}>
        <ServicePicker place={form.place} selected={form.itemIdxs} onChange={(v) => set('itemIdxs', v)} />
      </Section>

      <div ref={resultRef}>{result && !sharedResult && <CalculatorResult result={result} />}</div>
      {result && (
        <div className={styles.shareRow}>
          <Button variant="secondary" fullWidth leftIcon={<Share2 size={18} aria-hidden="true" />} loading={save.isPending} onClick={() => share('link')}>
            링크로 공유하기
          </Button>
          {isLoggedIn && (
            <Button variant="ghost" fullWidth onClick={() => share('private')} disabled={save.isPending}>
              나만 보기로 저장하기
            </Button>
          )}
        </div>
      )}

      {isLoggedIn && <MySavedCalculations current={shareToken} />}

      <div className={styles.formError}>
        <FormError message={error ? errorMessage(error) : null} />
      </div>

      <BottomCTA caption={result ? <>입주까지 <strong>{formatWon(result.grandTotal)}</strong></> : undefined}>
        <Button size="lg" fullWidth loading={estimate.isPending} onClick={calculate}>
          {result ? '다시 계산하기' : '계산하기'}
        </Button>
      </BottomCTA>
      <BottomSheet isOpen={pickerOpen} onClose={() => setPickerOpen(false)}>
        <BottomSheet.Header title="단지와 평형 고르기" />
        <BottomSheet.Content className={styles.sheetContent}>
          <ApartmentPicker
            submitLabel="이 평형으로 계산할게요"
            onComplete={(next) => {
              if (next.areaIdx !== null) {
                set('place', { apartmentIdx: next.apartmentIdx, areaIdx: next.areaIdx, name: next.name, pyeong: next.pyeong } satisfies CalculatorPlace);
              }
              setPickerOpen(false);
            }}
          />
        </BottomSheet.Content>
      </BottomSheet>
    </main>
  );
}

function Section({ title, error, children }: { title: string; error?: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.sectionBody}>{children}</div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </section>
  );
}

/** The complex's services at its prices (단지 특가 shown as the item cards show it); ticked ones are priced in. */
function ServicePicker({ place, selected, onChange }: { place: CalculatorPlace | null; selected: number[]; onChange: (next: number[]) => void }) {
  const items = useItems(
    { apartmentIdx: place?.apartmentIdx, pyeong: place?.pyeong ?? undefined, itemSortType: 'recommended', limit: 30 },
    place !== null,
  );
  const [showAll, setShowAll] = useState(false);
  if (!place) return <p className={styles.muted}>단지를 고르면 그 단지의 특가로 보여 드려요.</p>;
  if (items.isPending) {
    return (
      <SkeletonGroup label="서비스를 불러오고 있어요">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </SkeletonGroup>
    );
  }
  if (items.isError) return <p className={styles.fieldError}>{errorMessage(items.error)}</p>;
  if (!items.data.items.length) return <p className={styles.muted}>이 단지에서 고를 수 있는 서비스가 아직 없어요.</p>;
  const all = items.data.items;
  const shown = showAll ? all : all.filter((item, i) => i < SERVICES_SHOWN || selected.includes(item.itemIdx));
  return (
    <>
      <ul className={styles.services}>
        {shown.map((item) => (
          <li key={item.itemIdx}>
            <Checkbox
              label={`${item.name}`}
              description={
                <span className={styles.servicePrice}>
                  {item.partner.companyName} ·{' '}
                  {item.price.discountRate > 0 && <span className={styles.discount}>{item.price.discountRate}% </span>}
                  <strong>{formatWon(item.price.price)}</strong>
                  {item.price.discountRate > 0 && <s className={styles.regular}> {formatWon(item.price.regularPrice)}</s>}
                </span>
              }
              checked={selected.includes(item.itemIdx)}
              onChange={(v) => onChange(v ? [...selected, item.itemIdx] : selected.filter((i) => i !== item.itemIdx))}
            />
          </li>
        ))}
      </ul>
      {shown.length < all.length && (
        <Button variant="ghost" fullWidth onClick={() => setShowAll(true)}>
          서비스 {all.length - shown.length}개 더 보기
        </Button>
      )}
    </>
  );
}
