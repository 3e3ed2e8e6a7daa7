import {
  OFFLINE_PAID_LOCK_MESSAGE,
  offlineEditable,
  offlineVisitHours,
  suggestOfflinePrice,
  type LinkType,
  type OfflineOrderDetail,
  type OfflineOrderUpdateBody,
  type OfflineVisitCalendar,
  type PreOrderResident,
} from '@ipju/contract';
import { CalendarDays } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { DateTimeModal } from '../../../components/ui/DateTimeModal/DateTimeModal';
import { FormError } from '../../../components/ui/FormError/FormError';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { formatHour, formatNumber, formatPyeong, formatWon } from '../../../lib/format';
import { daysInMonth, parseYmd, seoulToday, toYmd } from '../../../lib/schedule';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { visitLabel } from '../../../lib/visit-label';
import { useOfflineAreas } from '../api/partnerListOfflineAreas';
import { useOfflineItemTypes } from '../api/partnerListOfflineItemTypes';
import { useOfflineApartments } from '../api/partnerSearchOfflineApartments';
import { useOfflineVisitCalendar } from '../api/partnerGetOfflineVisitCalendar';
import { usePreOrderResidents } from '../api/partnerSearchPreOrderResidents';
import styles from './OfflineOrders.module.css';

/** The hours a date offers (the contract's rule over the company's opening hours, Korea time); 'null' is a time agreed later. */
const timeOptionsOf = (calendar: OfflineVisitCalendar | undefined, date: string): Record<string, string> =>
  Object.fromEntries([...offlineVisitHours(calendar?.hours ?? {}, date).map((h) => [String(h), formatHour(h)]), ['null', '시간 협의']]);

/**
 * The days of a month the picker disables: the calendar's closed days and the days without an hour the company
 * works (its days off, today after its last hour); every day while the month is still loading.
 */
function disabledDaysOf(month: string, calendar: OfflineVisitCalendar | undefined): string[] {
  const { year, month: m } = parseYmd(`${month}-01`);
  const days = Array.from({ length: daysInMonth(year, m) }, (_, i) => toYmd({ year, month: m, day: i + 1 }));
  if (!calendar) return days;
  const closed = new Set(calendar.closedDates);
  return days.filter((d) => closed.has(d) || offlineVisitHours(calendar.hours, d).length === 0);
}

export interface OfflineOrderFormProps {
  /** The order being changed (edit), or nothing (new). */
  initial?: OfflineOrderDetail;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: OfflineOrderUpdateBody) => void;
}

interface ChosenApartment {
  apartmentIdx: number;
  name: string;
}

/** The offline order form: customer (or a past customer), complex and 평형, 동·호, service and options, price, visit and how to send the link. */
export function OfflineOrderForm({ initial, submitLabel, pending, error, onSubmit }: OfflineOrderFormProps) {
  const items = useOfflineItemTypes();
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone.replace(/\D/g, '') ?? '');
  const [apartment, setApartment] = useState<ChosenApartment | null>(initial ? { apartmentIdx: initial.apartmentIdx, name: initial.complexName } : null);
  const [areaIdx, setAreaIdx] = useState<number | null>(initial?.areaIdx ?? null);
  const [dong, setDong] = useState(initial?.dong ?? '');
  const [ho, setHo] = useState(initial?.ho ?? '');
  const [itemIdx, setItemIdx] = useState<number | null>(initial?.itemIdx ?? null);
  const [optionIdxs, setOptionIdxs] = useState<number[]>(initial?.options.map((o) => o.optionIdx) ?? []);
  const [price, setPrice] = useState(initial ? String(initial.price) : '');
  const [priceEdited, setPriceEdited] = useState(Boolean(initial));
  const [visit, setVisit] = useState<{ date: string | null; hour: number | null }>({ date: initial?.visitDate ?? null, hour: initial?.visitHour ?? null });
  const [dateOpen, setDateOpen] = useState(false);
  const [pickerMonth, setPickerMonth] = useState(() => (visit.date ?? seoulToday()).slice(0, 7));
  const visitCalendar = useOfflineVisitCalendar(pickerMonth);
  const [memo, setMemo] = useState(initial?.memo ?? '');
  const [linkType, setLinkType] = useState<LinkType>('ALIMTALK');
  const [customerQuery, setCustomerQuery] = useState('');
  const [apartmentQuery, setApartmentQuery] = useState('');
  const customers = usePreOrderResidents(useDebouncedValue(customerQuery.trim(), 300));
  const apartments = useOfflineApartments(useDebouncedValue(apartmentQuery.trim(), 300));
  const areas = useOfflineAreas(apartment?.apartmentIdx ?? null);
  const [localError, setLocalError] = useState<string | null>(null);

  // A paid order keeps what the payment covers (the contract's rule, the server's too): those show as facts, not inputs.
  const paymentLocked = initial ? !offlineEditable(initial.status).payment : false;
  const item = items.data?.find((i) => i.itemIdx === itemIdx) ?? null;
  const pyeong = areas.data?.find((a) => a.areaIdx === areaIdx)?.pyeong ?? null;
  const suggested = item ? suggestOfflinePrice(item, pyeong, optionIdxs) : null;

  const refreshPrice = (nextItemIdx: number | null, nextOptions: number[], nextPyeong: number | null) => {
    if (priceEdited) return;
    const next = items.data?.find((i) => i.itemIdx === nextItemIdx);
    if (next) setPrice(String(suggestOfflinePrice(next, nextPyeong, nextOptions)));
  };

  const pickCustomer = (c: PreOrderResident) => {
    setName(c.name);
    setPhone(c.phone.replace(/\D/g, ''));
    if (c.apartmentIdx !== null && c.complexName) setApartment({ apartmentIdx: c.apartmentIdx, name: c.complexName });
    setDong(c.dong ?? '');
    setHo(c.ho ?? '');
    setAreaIdx(null);
    setCustomerQuery('');
  };

  const toggleOption = (groupIdx: number, optionIdx: number) => {
    const group = item?.groups.find((g) => g.groupIdx === groupIdx);
    if (!group) return;
    const inGroup = new Set(group.options.map((o) => o.optionIdx));
    let next: number[];
    if (optionIdxs.includes(optionIdx)) next = optionIdxs.filter((o) => o !== optionIdx);
    else if (group.multiple) next = [...optionIdxs, optionIdx];
    else next = [...optionIdxs.filter((o) => !inGroup.has(o)), optionIdx];
    setOptionIdxs(next);
    refreshPrice(itemIdx, next, pyeong);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(price.replace(/\D/g, ''));
    if (!apartment) return setLocalError('단지를 검색해서 골라 주세요.');
    if (itemIdx === null) return setLocalError('서비스를 골라 주세요.');
    if (!amount) return setLocalError('금액을 입력해 주세요.');
    setLocalError(null);
    onSubmit({
      name: name.trim(),
      phone,
      apartmentIdx: apartment.apartmentIdx,
      areaIdx,
      dong: dong.trim(),
      ho: ho.trim(),
      itemIdx,
      optionIdxs,
      price: amount,
      visitDate: visit.date,
      visitHour: visit.date ? visit.hour : null,
      memo: memo.trim(),
      linkType,
    });
  };

  const generalError = error && !['name', 'phone', 'dong', 'ho', 'price'].some((f) => fieldError(error, f)) ? errorMessage(error, '저장하지 못했어요. 잠시 후 다시 시도해 주세요.') : null;

  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="offline-customer">
        <h2 id="offline-customer" className={styles.sectionTitle}>
          고객
        </h2>
        {!initial && (
          <>
            <TextField
              label="예전 고객 찾기"
              value={customerQuery}
              onChange={(e) => setCustomerQuery(e.target.value)}
              placeholder="이름이나 전화번호 (우리 업체 고객만)"
            />
            {customers.data && customers.data.length > 0 && (
              <ul className={styles.pick} aria-label="예전 고객">
                {customers.data.map((c) => (
                  <li key={`${c.phone}-${c.apartmentIdx}-${c.dong}-${c.ho}`}>
                    <button type="button" className={styles.pickButton} onClick={() => pickCustomer(c)}>
                      <span className={styles.name}>
                        {c.name} {c.phone}
                      </span>
                      <span className={styles.meta}>{c.complexName ? `${c.complexName} ${c.dong ?? ''}동 ${c.ho ?? ''}호` : '주소 없음'}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <TextField label="고객 이름" value={name} onChange={(e) => setName(e.target.value)} error={fieldError(error, 'name')} maxLength={30} />
        {paymentLocked && initial ? (
          <dl className={styles.dl} aria-label="결제한 연락처">
            <dt>휴대폰 번호</dt>
            <dd>{initial.phone}</dd>
          </dl>
        ) : (
          <PhoneInput value={phone} onValueChange={(digits) => setPhone(digits)} error={fieldError(error, 'phone')} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="offline-home">
        <h2 id="offline-home" className={styles.sectionTitle}>
          방문할 집
        </h2>
        {apartment ? (
          <div className={styles.chosen}>
            <span className={styles.name}>{apartment.name}</span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setApartment(null);
                setAreaIdx(null);
              }}
            >
              단지 바꾸기
            </Button>
          </div>
        ) : (
          <>
            <TextField label="단지 검색" value={apartmentQuery} onChange={(e) => setApartmentQuery(e.target.value)} placeholder="단지 이름 또는 초성" error={fieldError(error, 'apartmentIdx')} />
            {apartments.data && apartments.data.length > 0 && (
              <ul className={styles.pick} aria-label="단지 검색 결과">
                {apartments.data.slice(0, 8).map((a) => (
                  <li key={a.apartmentIdx}>
                    <button
                      type="button"
                      className={styles.pickButton}
                      onClick={() => {
                        setApartment({ apartmentIdx: a.apartmentIdx, name: a.name });
                        setApartmentQuery('');
                      }}
                    >
                      <span className={styles.name}>{a.name}</span>
                      <span className={styles.meta}>{a.address}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {apartment && (
          <div className={styles.chips} role="group" aria-label="평형">
            {areas.isPending ? (
              <Skeleton height={36} />
            ) : (
              <>
                {areas.data?.map((a) => (
                  <Chip
                    key={a.areaIdx}
                    selected={areaIdx === a.areaIdx}
                    onClick={() => {
                      setAreaIdx(a.areaIdx);
                      refreshPrice(itemIdx, optionIdxs, a.pyeong);
                    }}
                  >
                    {formatPyeong(a.pyeong)} ({a.typeName})
                  </Chip>
                ))}
                <Chip selected={areaIdx === null} onClick={() => setAreaIdx(null)}>
                  평형 모름
                </Chip>
              </>
            )}
          </div>
        )}
        <div className={styles.row}>
          <TextField label="동" value={dong} onChange={(e) => setDong(e.target.value)} inputMode="numeric" error={fieldError(error, 'dong')} maxLength={10} />
          <TextField label="호" value={ho} onChange={(e) => setHo(e.target.value)} inputMode="numeric" error={fieldError(error, 'ho')} maxLength={10} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="offline-service">
        <h2 id="offline-service" className={styles.sectionTitle}>
          서비스
        </h2>
        {paymentLocked && initial ? (
          <>
            <dl className={styles.dl} aria-label="결제한 내용">
              <dt>서비스</dt>
              <dd>{initial.itemName}</dd>
              {initial.options.length > 0 && (
                <>
                  <dt>옵션</dt>
                  <dd>{initial.options.map((o) => o.name).join(', ')}</dd>
                </>
              )}
              <dt>결제 금액</dt>
              <dd>{formatWon(initial.price)}</dd>
            </dl>
            <p className={styles.hint}>{OFFLINE_PAID_LOCK_MESSAGE}</p>
          </>
        ) : (
          <>
          {items.isPending ? (
            <Skeleton height={44} />
          ) : items.isError ? (
            <LoadError error={items.error} onRetry={() => void items.refetch()} />
          ) : items.data.length === 0 ? (
            <p className={styles.meta}>판매 중인 상품이 없어요. 상품 관리에서 먼저 상품을 등록해 주세요.</p>
          ) : (
            <div className={styles.chips} role="group" aria-label="서비스">
              {items.data.map((i) => (
                <Chip
                  key={i.itemIdx}
                  selected={itemIdx === i.itemIdx}
                  onClick={() => {
                    setItemIdx(i.itemIdx);
                    setOptionIdxs([]);
                    refreshPrice(i.itemIdx, [], pyeong);
                  }}
                >
                  {i.name}
                </Chip>
              ))}
            </div>
          )}
          {item?.groups.map((g) => (
            <div key={g.groupIdx} className={styles.actions}>
              <span className={styles.meta}>{g.name}</span>
              <div className={styles.chips} role="group" aria-label={g.name}>
                {g.options.map((o) => (
                  <Chip key={o.optionIdx} selected={optionIdxs.includes(o.optionIdx)} onClick={() => toggleOption(g.groupIdx, o.optionIdx)}>
                    {o.name} {o.price > 0 ? `+${formatWon(o.price)}` : ''}
                  </Chip>
                ))}
              </div>
            </div>
          ))}
          <TextField
            label="결제 금액 (원)"
            inputMode="numeric"
            value={price ? formatNumber(Number(price)) : ''}
            onChange={(e) => {
              setPrice(e.target.value.replace(/\D/g, '').slice(0, 9));
              setPriceEdited(true);
            }}
            error={fieldError(error, 'price')}
            hint={suggested !== null ? `상품 가격으로 계산하면 ${formatWon(suggested)}이에요.` : undefined}
          />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="offline-visit">
        <h2 id="offline-visit" className={styles.sectionTitle}>
          방문 일정
        </h2>
        <Button type="button" variant="secondary" fullWidth leftIcon={<CalendarDays size={18} aria-hidden="true" />} onClick={() => setDateOpen(true)}>
          {visitLabel(visit.date, visit.hour)}
        </Button>
        <p className={styles.hint}>업체 영업시간 안의 시간만 고를 수 있어요. 방문일을 정하면 그 시간의 받을 수 있는 방문 수를 하나 차지해요.</p>
        <TextArea label="메모 (업체만 봐요)" value={memo} onChange={(e) => setMemo(e.target.value)} maxLength={500} />
      </section>

      <section className={styles.section} aria-labelledby={paymentLocked ? undefined : 'offline-send'}>
        {!paymentLocked && (
          <>
            <h2 id="offline-send" className={styles.sectionTitle}>
              결제 링크 보내기
            </h2>
            <div className={styles.chips} role="group" aria-label="보내는 방법">
              <Chip selected={linkType === 'ALIMTALK'} onClick={() => setLinkType('ALIMTALK')}>
                알림톡
              </Chip>
              <Chip selected={linkType === 'SMS'} onClick={() => setLinkType('SMS')}>
                문자
              </Chip>
            </div>
            {initial && <p className={styles.hint}>금액, 서비스, 옵션, 연락처를 바꾸면 예전 링크는 결제되지 않고 새 링크를 보내요.</p>}
          </>
        )}
        {(localError ?? generalError) && <FormError message={localError ?? generalError} />}
        <Button type="submit" fullWidth size="lg" loading={pending}>
          {submitLabel}
        </Button>
      </section>

      <DateTimeModal
        isOpen={dateOpen}
        title="방문일을 골라 주세요"
        noDateText="방문일 미정 (고객과 협의)"
        tz={visit.date ?? (initial ? '미정' : null)}
        type="WithTimePicker"
        time={visit.hour}
        timeOptionsFor={(date) => timeOptionsOf(visitCalendar.data, date)}
        disabledDates={disabledDaysOf(pickerMonth, visitCalendar.data)}
        onMonthChange={setPickerMonth}
        minDate={seoulToday()}
        onClose={() => setDateOpen(false)}
        onConfirm={({ tz, time }) => {
          setVisit(tz === '미정' ? { date: null, hour: null } : { date: tz, hour: time });
          setDateOpen(false);
        }}
      />
    </form>
  );
}
