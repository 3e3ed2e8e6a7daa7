import { visitWords, type ItemCard, type ResidentHome } from '@ipju/contract';
import { CalendarDays, Home } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { homeUnitLabel, useResidentHomes } from '../../apartment';
import { useAuth } from '../../auth';
import { VisitDateModal } from '../../visit-dates';
import { useCreateReserve } from '../api/createReserve';
import styles from './Reserve.module.css';

const FIELDS = ['homeIdx', 'tz', 'time', 'contactName', 'contactPhone', 'request'] as const;

/** The booking of one 방문 견적 item: which home, when (the company's free slots), who to call, a note. */
export function BookingForm({ item, onBooked }: { item: ItemCard; onBooked: () => void }) {
  const { user } = useAuth();
  const homes = useResidentHomes();
  const create = useCreateReserve();
  const toast = useToast();
  const [homeIdx, setHomeIdx] = useState<number | null>(null);
  const [visit, setVisit] = useState<{ tz: string; time: number | null } | null>(null);
  const [dateOpen, setDateOpen] = useState(false);
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [request, setRequest] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});

  useEffect(() => {
    if (homeIdx === null && homes.data?.length) setHomeIdx((homes.data.find((h) => h.isCurrent) ?? homes.data[0]!).homeIdx);
  }, [homes.data, homeIdx]);
  useEffect(() => {
    if (!user) return;
    setContactName((v) => v || user.name || '');
    setContactPhone((v) => v || user.phone || '');
  }, [user]);

  const home = homes.data?.find((h) => h.homeIdx === homeIdx) ?? null;
  const missing = !home
    ? '방문할 집을 골라 주세요'
    : !homeUnitLabel(home)
      ? '집의 동·호수를 먼저 등록해 주세요'
      : !visit
        ? '방문 날짜와 시간을 골라 주세요'
        : !contactName.trim() || !contactPhone.trim()
          ? '연락처를 입력해 주세요'
          : null;

  const submit = () => {
    if (missing || !home || !visit) return;
    setErrors({});
    create.mutate(
      { itemIdx: item.itemIdx, homeIdx: home.homeIdx, tz: visit.tz, time: visit.time, contactName, contactPhone, ...(request.trim() ? { request } : {}) },
      {
        onSuccess: () => {
          toast.show('방문 견적을 예약했어요');
          onBooked();
        },
        onError: (error) => {
          const byField = fieldErrors(error, [...FIELDS]);
          setErrors(byField);
          if (byField.tz) setVisit(null);
          toast.show(errorMessage(error, '예약하지 못했어요. 잠시 후 다시 시도해 주세요.'));
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="reserve-form-title">
      <p className={styles.caption}>무료 방문 견적</p>
      <h2 id="reserve-form-title" className={styles.title}>
        {item.name}
      </h2>
      <p className={styles.muted}>{item.partner.companyName} · 방문해서 집을 보고 견적을 보내 드려요</p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>방문할 집</legend>
        {homes.data?.length === 0 && (
          <p className={styles.hint}>
            등록한 집이 없어요. <Link to="/my-page">내 정보에서 집을 등록</Link>해 주세요.
          </p>
        )}
        <div className={styles.chips}>
          {(homes.data ?? []).map((h: ResidentHome) => (
            <Chip key={h.homeIdx} selected={h.homeIdx === homeIdx} aria-pressed={h.homeIdx === homeIdx} onClick={() => setHomeIdx(h.homeIdx)}>
              <Home size={14} aria-hidden="true" /> {h.complexName} {homeUnitLabel(h) ?? '(동·호 미등록)'}
            </Chip>
          ))}
        </div>
        {home && !homeUnitLabel(home) && (
          <p className={styles.error}>
            이 집의 동·호수가 없어요. <Link to="/my-page">내 정보</Link>에서 등록해 주세요.
          </p>
        )}
        {errors.homeIdx && <p className={styles.error}>{errors.homeIdx}</p>}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>방문 날짜</legend>
        <Button variant="secondary" fullWidth leftIcon={<CalendarDays size={18} aria-hidden="true" />} onClick={() => setDateOpen(true)}>
          {visit ? visitWords({ visitDate: visit.tz, visitHour: visit.time }) : '날짜와 시간 고르기'}
        </Button>
        {(errors.tz ?? errors.time) && <p className={styles.error}>{errors.tz ?? errors.time}</p>}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>연락처</legend>
        <TextField label="이름" value={contactName} onChange={(e) => setContactName(e.target.value)} error={errors.contactName} />
        <PhoneInput value={contactPhone} onValueChange={(_d, formatted) => setContactPhone(formatted)} error={errors.contactPhone} />
        <TextArea
          label="업체에 남길 말"
          mark="optional"
          value={request}
          onChange={(e) => setRequest(e.target.value)}
          maxLength={200}
          placeholder="예: 거실과 안방 두 곳 견적을 받고 싶어요"
          error={errors.request}
        />
      </fieldset>

      <Button size="lg" fullWidth loading={create.isPending} disabled={missing !== null} onClick={submit}>
        {missing ?? '방문 견적 예약하기'}
      </Button>

      <VisitDateModal
        isOpen={dateOpen}
        itemIdx={item.itemIdx}
        visitTimes={item.visitTimes}
        tz={visit?.tz ?? null}
        time={visit?.time ?? null}
        title="방문 날짜를 선택해 주세요"
        confirmText="이 시간으로 할게요"
        onClose={() => setDateOpen(false)}
        onConfirm={(value) => {
          setDateOpen(false);
          setVisit(value);
          setErrors((e) => ({ ...e, tz: undefined, time: undefined }));
        }}
      />
    </section>
  );
}
