import type { MoveInReservationState } from '@ipju/contract';
import { CalendarCheck2, Phone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatPhone, WEEKDAYS_SHORT } from '../../../lib/format';
import { homeUnitLabel, useResidentHomes } from '../../apartment';
import { RequireAuth } from '../../auth';
import { useBookMoveInReservation } from '../api/bookMoveInReservation';
import { useMoveInReservation } from '../api/getMoveInReservation';
import { MOVE_IN_RESERVATION_PATH } from '../paths';
import styles from './MoveInReservationPage.module.css';

/**
 * /reservation: 입주 예약. The resident picks the move-in day and the 이사 엘리베이터 slot of their home's 동,
 * with what is left of each shown; a complex without 입주지원센터 cooperation says so.
 */
export default function MoveInReservationPage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="입주 예약" backFallback="/my-page" />
      <RequireAuth>
        <MoveInReservation />
      </RequireAuth>
    </>
  );
}

const REGISTER_PATH = `/apartment-register?redirect=${encodeURIComponent(MOVE_IN_RESERVATION_PATH)}`;

function MoveInReservation() {
  const [homeIdx, setHomeIdx] = useState<number | null>(null);
  const homes = useResidentHomes();
  const query = useMoveInReservation(homeIdx);

  if (query.isPending) {
    return (
      <SkeletonGroup label="입주 예약을 불러오고 있어요" className={styles.page}>
        <Skeleton height={88} radius={16} />
        <Skeleton height={72} radius={12} />
        <Skeleton height={220} radius={16} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <LoadError title="입주 예약을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  const state = query.data;
  const withUnit = (homes.data ?? []).filter((h) => h.dong && h.ho);

  return (
    <main className={styles.page}>
      {withUnit.length > 1 && (
        <div role="group" aria-label="예약할 집" className={styles.homes}>
          {withUnit.map((h) => (
            <Chip key={h.homeIdx} selected={state.home?.homeIdx === h.homeIdx} onClick={() => setHomeIdx(h.homeIdx)}>
              {h.complexName} {homeUnitLabel(h)}
            </Chip>
          ))}
        </div>
      )}
      <Booking key={state.home?.homeIdx ?? 0} state={state} />
    </main>
  );
}

function Booking({ state }: { state: MoveInReservationState }) {
  const navigate = useNavigate();
  const book = useBookMoveInReservation();
  const toast = useToast();
  const modal = useModal();
  const reservation = state.reservation;
  const firstOpen = state.days.find((d) => d.slots.some((s) => s.left > 0))?.date ?? null;
  const [day, setDay] = useState<string | null>(reservation?.moveInDate ?? firstOpen);
  const [slot, setSlot] = useState<string | null>(reservation?.slot.code ?? null);

  const home = state.home;
  if (state.unavailable) {
    const needsHome = state.unavailable === 'no_home' || state.unavailable === 'no_dong_ho';
    return (
      <>
        {home && <HomeCard complexName={home.complexName} unit={homeUnitLabel(home)} />}
        {reservation && (
          <section className={styles.mine} aria-labelledby="move-in-mine">
            <h2 id="move-in-mine" className={styles.mineTitle}>
              내 입주 예약
            </h2>
            <p className={styles.mineWhen}>
              {formatDate(reservation.moveInDate)} · {reservation.slot.label}
            </p>
          </section>
        )}
        <EmptyState
          icon={<CalendarCheck2 size={40} strokeWidth={1.5} />}
          title={needsHome ? '우리 집을 먼저 알려 주세요' : state.unavailable === 'closed' ? '입주 예약 기간이 끝났어요' : '입주에서 예약할 수 없는 단지예요'}
          description={state.unavailableText}
          action={needsHome ? <Button onClick={() => navigate(REGISTER_PATH)}>우리 집 등록하기</Button> : undefined}
        />
      </>
    );
  }
  const center = state.center!;
  const slotLabel = (code: string) => center.slots.find((s) => s.code === code)?.label ?? code;
  const chosenDay = state.days.find((d) => d.date === day);
  const unchanged = reservation && reservation.moveInDate === day && reservation.slot.code === slot;

  const submit = async () => {
    if (!home || !day || !slot) return;
    try {
      await book.mutateAsync({ homeIdx: home.homeIdx, moveInDate: day, slotCode: slot });
      toast.show(reservation ? '입주 예약을 바꿨어요' : '입주 예약을 마쳤어요');
    } catch (e) {
      toast.show(errorMessage(e, '예약하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };
  const cancel = async () => {
    if (!home) return;
    const ok = await modal.confirm({
      title: '입주 예약을 취소할까요?',
      body: '취소하면 잡아 둔 엘리베이터 시간대를 다른 세대가 예약할 수 있어요.',
      confirmLabel: '예약 취소하기',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await book.mutateAsync({ homeIdx: home.homeIdx, cancel: true });
      setSlot(null);
      toast.show('입주 예약을 취소했어요');
    } catch (e) {
      toast.show(errorMessage(e, '취소하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <>
      {home && <HomeCard complexName={home.complexName} unit={homeUnitLabel(home)} />}
      {reservation && (
        <section className={styles.mine} aria-labelledby="move-in-mine">
          <h2 id="move-in-mine" className={styles.mineTitle}>
            내 입주 예약
          </h2>
          <p className={styles.mineWhen}>
            {formatDate(reservation.moveInDate)} · {reservation.slot.label}
          </p>
          <p className={styles.mineMeta}>{reservation.dong}동 이사 엘리베이터</p>
          {reservation.canChange && (
            <button type="button" className={styles.linkButton} onClick={() => void cancel()} disabled={book.isPending}>
              예약 취소하기
            </button>
          )}
        </section>
      )}
      <p className={styles.period}>
        입주 기간 {formatDate(center.startsOn)} ~ {formatDate(center.endsOn)}
        <br />
        엘리베이터는 시간대마다 {home?.dong}동 {center.capacity}세대까지 쓸 수 있어요.
      </p>
      {state.days.length === 0 ? (
        <EmptyState title="예약할 수 있는 날이 없어요" description="입주 기간이 끝났어요. 단지 입주지원센터에 문의해 주세요." />
      ) : (
        <>
          <section aria-labelledby="move-in-day" className={styles.section}>
            <h2 id="move-in-day" className={styles.sectionTitle}>
              입주일
            </h2>
            <div className={styles.days} role="radiogroup" aria-labelledby="move-in-day">
              {state.days.map((d) => {
                const left = d.slots.reduce((n, s) => n + s.left, 0);
                const [, m, dd] = d.date.split('-').map(Number);
                const weekday = WEEKDAYS_SHORT[new Date(`${d.date}T00:00:00Z`).getUTCDay()];
                return (
                  <button
                    key={d.date}
                    type="button"
                    role="radio"
                    aria-checked={day === d.date}
                    aria-label={`${formatDate(d.date)} 남은 자리 ${left}`}
                    className={cx(styles.day, day === d.date && styles.daySelected, left === 0 && styles.dayFull)}
                    onClick={() => {
                      setDay(d.date);
                      setSlot(reservation?.moveInDate === d.date ? reservation.slot.code : null);
                    }}
                  >
                    <span className={styles.dayWeek}>{weekday}</span>
                    <span className={styles.dayNum}>
                      {m}.{dd}
                    </span>
                    <span className={styles.dayLeft}>{left === 0 ? '마감' : `${left}자리`}</span>
                  </button>
                );
              })}
            </div>
          </section>
          {chosenDay && (
            <section aria-labelledby="move-in-slot" className={styles.section}>
              <h2 id="move-in-slot" className={styles.sectionTitle}>
                {formatDate(chosenDay.date)} 엘리베이터 시간대
              </h2>
              <ul className={styles.slots} role="radiogroup" aria-labelledby="move-in-slot">
                {chosenDay.slots.map((s) => {
                  const available = s.left > 0 || s.mine;
                  return (
                    <li key={s.code}>
                      <button
                        type="button"
                        role="radio"
                        aria-checked={slot === s.code}
                        disabled={!available}
                        className={cx(styles.slot, slot === s.code && styles.slotSelected)}
                        onClick={() => setSlot(s.code)}
                      >
                        <span className={styles.slotLabel}>{slotLabel(s.code)}</span>
                        <span className={cx(styles.slotLeft, !available && styles.slotFull)}>
                          {s.mine ? '내 예약' : s.left > 0 ? `${s.left}자리 남음` : '마감'}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </>
      )}
      {center.phone && (
        <a className={styles.call} href={`tel:${center.phone}`}>
          <Phone size={16} aria-hidden="true" /> 입주지원센터 {formatPhone(center.phone)}
        </a>
      )}
      <BottomCTA caption={day && slot && !unchanged ? `${formatDate(day)} · ${slotLabel(slot)}` : undefined}>
        <Button size="lg" loading={book.isPending} disabled={!day || !slot || Boolean(unchanged)} onClick={() => void submit()}>
          {reservation ? '예약 바꾸기' : '예약하기'}
        </Button>
      </BottomCTA>
    </>
  );
}

function HomeCard({ complexName, unit }: { complexName: string; unit: string | null }) {
  return (
    <div className={styles.home}>
      <p className={styles.homeName}>{complexName}</p>
      <p className={styles.homeUnit}>{unit ?? '동·호수 미입력'}</p>
    </div>
  );
}
