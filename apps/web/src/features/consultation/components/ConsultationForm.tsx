import {
  addDays,
  CONSULTATION_DATE_MAX_DAYS,
  CONSULTATION_NEEDS_MAX,
  CONSULTATION_NEEDS_MIN,
  CONSULTATION_TIME_LABELS,
  CONSULTATION_TIMES,
  seoulToday,
  UNDECIDED,
  type Consultation,
  type ConsultationBody,
  type ConsultationTime,
} from '@ipju/contract';
import { CalendarDays, CircleCheck, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { DateTimeModal } from '../../../components/ui/DateTimeModal/DateTimeModal';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { formatDate, formatNumber, formatPyeong } from '../../../lib/format';
import { useRequestConsultation } from '../api/requestConsultation';
import { HOMESTYLING_PATH } from '../paths';
import styles from './ConsultationForm.module.css';

/** The complex the request is about, when the account or this device already knows it. */
export interface KnownComplex {
  apartmentIdx: number | null;
  name: string;
  pyeong: number | null;
}

export interface ConsultationFormProps {
  initialName: string;
  initialPhone: string;
  complex: KnownComplex | null;
  surveyResponseIdx: number | null;
  onDone: (consultation: Consultation) => void;
}

type Field = 'name' | 'phone' | 'complexName' | 'pyeong' | 'preferredDate' | 'preferredTime' | 'needs';
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['name', 'phone', 'complexName', 'pyeong', 'preferredDate', 'preferredTime', 'needs'];

/**
 * Who to call (name, phone with hyphens while typing), where (the known complex or a typed one, 평형),
 * when (a date from the date modal or undecided, and a time of day) and what they need.
 */
export function ConsultationForm({ initialName, initialPhone, complex, surveyResponseIdx, onDone }: ConsultationFormProps) {
  const [name, setName] = useState(initialName);
  const [phone, setPhone] = useState(initialPhone.replace(/\D/g, ''));
  const [useKnown, setUseKnown] = useState(Boolean(complex?.apartmentIdx));
  const [complexName, setComplexName] = useState(complex?.name ?? '');
  const [pyeong, setPyeong] = useState(complex?.pyeong ? String(complex.pyeong) : '');
  const [preferredDate, setPreferredDate] = useState<string | null>(null);
  const [dateOpen, setDateOpen] = useState(false);
  const [preferredTime, setPreferredTime] = useState<ConsultationTime | null>(null);
  const [needs, setNeeds] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const request = useRequestConsultation();
  const toast = useToast();
  const today = seoulToday();

  const clear = (field: Field) => errors[field] && setErrors(({ [field]: _gone, ...rest }) => rest);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!name.trim()) found.name = '이름을 입력해 주세요.';
    if (!/^01[016789]\d{7,8}$/.test(phone)) found.phone = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
    if (!useKnown && !complexName.trim()) found.complexName = '단지명을 입력해 주세요.';
    if (pyeong && !(Number.isInteger(Number(pyeong)) && Number(pyeong) >= 1 && Number(pyeong) <= 200)) found.pyeong = '평형은 1~200 사이 숫자로 입력해 주세요.';
    if (!preferredTime) found.preferredTime = '연락받기 편한 시간을 골라 주세요.';
    const length = needs.trim().length;
    if (length < CONSULTATION_NEEDS_MIN) found.needs = `요청 사항은 ${CONSULTATION_NEEDS_MIN}자 이상 적어 주세요.`;
    else if (length > CONSULTATION_NEEDS_MAX) found.needs = `요청 사항은 ${formatNumber(CONSULTATION_NEEDS_MAX)}자까지 적을 수 있어요.`;
    return found;
  };

  const submit = async () => {
    if (request.isPending) return;
    const found = validate();
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`consultation-${first}`)?.focus();
      return;
    }
    const body: ConsultationBody = {
      name: name.trim(),
      phone,
      ...(useKnown && complex?.apartmentIdx ? { apartmentIdx: complex.apartmentIdx } : { complexName: complexName.trim() }),
      ...(pyeong ? { pyeong: Number(pyeong) } : {}),
      preferredDate,
      preferredTime: preferredTime!,
      needs: needs.trim(),
      ...(surveyResponseIdx ? { surveyResponseIdx } : {}),
    };
    try {
      onDone(await request.mutateAsync(body));
    } catch (e) {
      const fromServer: Errors = {};
      for (const f of FIELDS) {
        const message = fieldError(e, f);
        if (message) fromServer[f] = message;
      }
      if (Object.keys(fromServer).length) setErrors(fromServer);
      else toast.show(errorMessage(e, '상담을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h2 className={styles.title}>상담받을 연락처와 시간을 알려 주세요</h2>
        <p className={styles.sub}>담당 매니저가 편한 시간에 전화로 연락드려요. 상담은 무료예요.</p>
      </div>

      {surveyResponseIdx ? (
        <p className={styles.surveyNote}>
          <CircleCheck size={18} aria-hidden="true" /> 홈스타일링 설문 답변이 함께 전달돼요
        </p>
      ) : (
        <Link to={HOMESTYLING_PATH} className={styles.surveyLink}>
          <ClipboardList size={18} aria-hidden="true" /> 3분 설문에 먼저 답하면 더 꼼꼼히 준비해 드려요
        </Link>
      )}

      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextField
          id="consultation-name"
          label="이름"
          value={name}
          maxLength={20}
          autoComplete="name"
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <PhoneInput
          id="consultation-phone"
          label="연락받을 휴대폰 번호"
          value={phone}
          error={errors.phone}
          onValueChange={(digits) => {
            setPhone(digits);
            clear('phone');
          }}
        />

        <div className={styles.group}>
          <p className={styles.label} id="consultation-complex-label">
            상담받을 집
          </p>
          {useKnown && complex ? (
            <div className={styles.complexBox} aria-labelledby="consultation-complex-label">
              <div>
                <p className={styles.complexName}>{complex.name}</p>
                {complex.pyeong && <p className={styles.complexMeta}>{formatPyeong(complex.pyeong)}</p>}
              </div>
              <button type="button" className={styles.linkButton} onClick={() => setUseKnown(false)}>
                다른 단지 입력
              </button>
            </div>
          ) : (
            <TextField
              id="consultation-complexName"
              label="단지명"
              hideLabel
              placeholder="예: 잠실래미안아이파크"
              value={complexName}
              maxLength={50}
              error={errors.complexName}
              onChange={(e) => {
                setComplexName(e.target.value);
                clear('complexName');
              }}
            />
          )}
          <TextField
            id="consultation-pyeong"
            label="평형 (선택)"
            inputMode="numeric"
            placeholder="예: 34"
            value={pyeong}
            maxLength={3}
            trailing="평"
            error={errors.pyeong}
            onChange={(e) => {
              setPyeong(e.target.value.replace(/\D/g, ''));
              clear('pyeong');
            }}
          />
        </div>

        <div className={styles.group}>
          <p className={styles.label}>희망 상담일 (선택)</p>
          <button type="button" id="consultation-preferredDate" className={styles.dateButton} aria-haspopup="dialog" onClick={() => setDateOpen(true)}>
            <CalendarDays size={20} aria-hidden="true" />
            <span data-empty={preferredDate ? undefined : ''}>{preferredDate ? formatDate(preferredDate) : '날짜는 상담하며 정해도 괜찮아요'}</span>
          </button>
          {errors.preferredDate && (
            <p className={styles.error} role="alert">
              {errors.preferredDate}
            </p>
          )}
        </div>

        <div className={styles.group}>
          <p className={styles.label} id="consultation-time-label">
            연락받기 편한 시간
          </p>
          <div role="group" aria-labelledby="consultation-time-label" className={styles.chips} id="consultation-preferredTime" tabIndex={-1}>
            {CONSULTATION_TIMES.map((time) => (
              <Chip
                key={time}
                selected={preferredTime === time}
                className={styles.chip}
                onClick={() => {
                  setPreferredTime(time);
                  clear('preferredTime');
                }}
              >
                {CONSULTATION_TIME_LABELS[time]}
              </Chip>
            ))}
          </div>
          {errors.preferredTime && (
            <p className={styles.error} role="alert">
              {errors.preferredTime}
            </p>
          )}
        </div>

        <TextArea
          id="consultation-needs"
          label="요청 사항"
          className={styles.needs}
          rows={6}
          maxLength={CONSULTATION_NEEDS_MAX}
          count={needs.trim().length}
          placeholder="예: 아이 둘과 강아지가 있어요. 거실은 넓어 보이게, 아이방은 수납을 넉넉하게 꾸미고 싶어요."
          value={needs}
          error={errors.needs}
          hint={`${CONSULTATION_NEEDS_MIN}자 이상 적어 주세요.`}
          onChange={(e) => {
            setNeeds(e.target.value);
            clear('needs');
          }}
        />
        <p className={styles.privacy}>상담을 위해 이름과 연락처를 입주 운영팀에 전달해요.</p>
      </form>

      <DateTimeModal
        isOpen={dateOpen}
        title="희망 상담일을 골라 주세요"
        noDateText="날짜는 상담하며 정할게요"
        type="DateOnly"
        tz={preferredDate}
        time={null}
        minDate={today}
        maxDate={addDays(today, CONSULTATION_DATE_MAX_DAYS)}
        onClose={() => setDateOpen(false)}
        onConfirm={({ tz }) => {
          setPreferredDate(tz === UNDECIDED ? null : tz);
          clear('preferredDate');
          setDateOpen(false);
        }}
      />

      <BottomCTA>
        <Button size="lg" loading={request.isPending} onClick={() => void submit()}>
          상담 신청하기
        </Button>
      </BottomCTA>
    </main>
  );
}
