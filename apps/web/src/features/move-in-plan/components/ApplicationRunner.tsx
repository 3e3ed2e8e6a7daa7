import type { PlanApplication, PlanOptions } from '@ipju/contract';
import { Check, Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Calendar } from '../../../components/ui/DateTimeModal/Calendar';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { Chip } from '../../../components/ui/Chip/Chip';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { seoulToday } from '../../../lib/schedule';
import { SurveyProgress } from '../../surveys';
import { useCreatePlanApplication } from '../api/createMoveInPlan';
import {
  applicationBody,
  chooseHome,
  HOUSEHOLD_LIMITS,
  initialDraft,
  STEPS,
  stepOfField,
  stepProblem,
  toggled,
  type Draft,
  type StepId,
} from './application-steps';
import styles from './ApplicationRunner.module.css';

export interface ApplicationRunnerProps {
  options: PlanOptions;
  /** The plan is ready. */
  onCreated: (application: PlanApplication) => void;
}

const TITLES: Record<StepId, { title: string; description?: string }> = {
  home: { title: '어느 집에 입주하세요?', description: '그 단지의 사전점검일과 특가로 플랜을 짜 드려요.' },
  moveIn: { title: '입주 예정일이 언제예요?', description: '이삿날에 맞춰 시공 순서와 날짜를 잡아요.' },
  household: { title: '함께 사는 가족을 알려 주세요', description: '아이나 반려동물이 있으면 새집증후군과 청소를 더 꼼꼼히 챙겨요.' },
  budget: { title: '예산은 어느 정도로 생각하세요?', description: '플랜 합계가 예산을 넘지 않게 골라 드려요.' },
  priorities: { title: '무엇이 가장 신경 쓰이세요?', description: '여러 개 고를 수 있어요. 고른 것부터 챙겨요.' },
  booked: { title: '이미 예약한 서비스가 있나요?', description: '고른 서비스는 플랜에서 빼 드려요.' },
};

/**
 * The application, one question per screen (like the satisfaction survey): the home, the move-in date, the
 * household, the budget, what matters, what is already booked; 플랜 받기 on the last screen sends it. The
 * request key is made once for the screen, so a second tap (or a retry) returns the same plan.
 */
export function ApplicationRunner({ options, onCreated }: ApplicationRunnerProps) {
  const [today] = useState(() => seoulToday());
  const [draft, setDraft] = useState<Draft>(() => initialDraft(options, today));
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [requestKey] = useState(() => newIdempotencyKey());
  const create = useCreatePlanApplication();
  const toast = useToast();
  const questionRef = useRef<HTMLDivElement>(null);

  const step = STEPS[index]!;
  const isLast = index === STEPS.length - 1;
  const problem = stepProblem(step, draft, options, today);

  useEffect(() => {
    // Each new screen starts at its top, with the question announced.
    questionRef.current?.querySelector('h2')?.focus({ preventScroll: true });
    if (document.documentElement.scrollTop > 0) window.scrollTo({ top: 0 });
  }, [index]);

  const update = (next: Draft) => {
    setError(null);
    setDraft(next);
  };

  const submit = () => {
    const missing = STEPS.findIndex((s) => stepProblem(s, draft, options, today) !== null);
    if (missing !== -1) {
      setIndex(missing);
      setError(stepProblem(STEPS[missing]!, draft, options, today));
      return;
    }
    create.mutate(applicationBody(draft, options, requestKey), {
      onSuccess: onCreated,
      onError: (e) => {
        const message = errorMessage(e, '플랜을 만들지 못했어요. 잠시 후 다시 시도해 주세요.');
        const details = (e as { details?: Array<{ field: string }> }).details;
        const at = details?.map((d) => stepOfField(d.field)).find((s) => s !== null);
        if (at) {
          setIndex(STEPS.indexOf(at));
          setError(message);
        } else {
          toast.show(message);
        }
      },
    });
  };

  const onNext = () => {
    if (problem) {
      setError(problem);
      return;
    }
    if (isLast) submit();
    else {
      setError(null);
      setIndex(index + 1);
    }
  };

  // What this home already has a paid order of (the server leaves it out of the plan whatever is tapped here).
  const homeBooked = options.homes.find((h) => h.homeIdx === draft.homeIdx)?.bookedCategories ?? [];
  const optionalEmpty =
    (step === 'priorities' && draft.priorities.length === 0) || (step === 'booked' && draft.alreadyBooked.length === 0 && homeBooked.length === 0);
  const nextLabel = isLast ? '플랜 받기' : optionalEmpty ? '건너뛰기' : '다음';
  const { title, description } = TITLES[step];

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <SurveyProgress current={index + 1} total={STEPS.length} label="입주 플랜 신청 진행" />
      </div>
      <div className={styles.question} ref={questionRef} key={step}>
        <section className={styles.field} aria-labelledby={`plan-q-${step}`}>
          <div className={styles.head}>
            <h2 id={`plan-q-${step}`} className={styles.title} tabIndex={-1}>
              {title}
            </h2>
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {step === 'home' && (
            <ChoiceRows
              label={title}
              choices={options.homes.map((h) => ({ value: String(h.homeIdx), label: h.label }))}
              chosen={draft.homeIdx === null ? null : String(draft.homeIdx)}
              onChoose={(v) => update(chooseHome(draft, options, Number(v), today))}
            />
          )}
          {step === 'moveIn' && (
            <div className={styles.calendarBox}>
              <Calendar
                value={draft.moveInDate}
                minDate={today}
                today={today}
                onSelect={(ymd) => update({ ...draft, moveInDate: ymd, moveInFromHome: false })}
              />
              <p className={styles.chosenDate} aria-live="polite">
                {draft.moveInDate ? (
                  <>
                    입주 예정일 <strong>{formatDate(draft.moveInDate)}</strong>
                    {draft.moveInFromHome && <span className={styles.hint}> (집에 적어 둔 날짜예요)</span>}
                  </>
                ) : (
                  '달력에서 날짜를 골라 주세요'
                )}
              </p>
            </div>
          )}
          {step === 'household' && (
            <div className={styles.household}>
              <Stepper label="어른" unit="명" value={draft.household.adults} {...HOUSEHOLD_LIMITS.adults} onChange={(adults) => update({ ...draft, household: { ...draft.household, adults } })} />
              <Stepper label="아이" unit="명" value={draft.household.children} {...HOUSEHOLD_LIMITS.children} onChange={(children) => update({ ...draft, household: { ...draft.household, children } })} />
              <Stepper label="반려동물" unit="마리" value={draft.household.pets} {...HOUSEHOLD_LIMITS.pets} onChange={(pets) => update({ ...draft, household: { ...draft.household, pets } })} />
              <Checkbox
                className={styles.allergies}
                label="알레르기나 비염이 있는 가족이 있어요"
                description="새집증후군 시공을 플랜에 꼭 넣어 드려요."
                checked={draft.household.allergies}
                onChange={(allergies) => update({ ...draft, household: { ...draft.household, allergies } })}
              />
            </div>
          )}
          {step === 'budget' && (
            <ChoiceRows
              label={title}
              choices={options.budgets.map((b) => ({ value: b.code, label: b.label }))}
              chosen={draft.budgetCode}
              onChoose={(budgetCode) => update({ ...draft, budgetCode })}
            />
          )}
          {step === 'priorities' && (
            <ChipGroup
              label={title}
              choices={options.priorities.map((p) => ({ value: p.code, label: p.label }))}
              chosen={draft.priorities}
              onToggle={(code) => update({ ...draft, priorities: toggled(draft.priorities, code) })}
            />
          )}
          {step === 'booked' && (
            <>
              {homeBooked.length > 0 && <p className={styles.bookedNote}>이 집에 예약한 서비스는 미리 골라 뒀어요. 플랜에 다시 넣지 않아요.</p>}
              <ChipGroup
                label={title}
                choices={options.categories.map((c) =>
                  homeBooked.includes(c.code) ? { value: c.code, label: `${c.name} · 이미 예약했어요`, fixed: true } : { value: c.code, label: c.name },
                )}
                chosen={[...draft.alreadyBooked, ...homeBooked]}
                onToggle={(code) => update({ ...draft, alreadyBooked: toggled(draft.alreadyBooked, code) })}
              />
            </>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </section>
      </div>
      <BottomCTA>
        {index > 0 && (
          <Button
            variant="secondary"
            size="lg"
            className={styles.back}
            disabled={create.isPending}
            onClick={() => {
              setError(null);
              setIndex(index - 1);
            }}
          >
            이전
          </Button>
        )}
        <Button size="lg" loading={create.isPending} disabled={problem !== null} onClick={onNext}>
          {nextLabel}
        </Button>
      </BottomCTA>
    </main>
  );
}

interface Choice {
  value: string;
  label: string;
}

/** One answer of several, as full-width rows (a home's label or a budget reads as a sentence). */
function ChoiceRows({ label, choices, chosen, onChoose }: { label: string; choices: Choice[]; chosen: string | null; onChoose: (value: string) => void }) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.rows}>
      {choices.map((c) => {
        const on = c.value === chosen;
        return (
          <button key={c.value} type="button" role="radio" aria-checked={on} className={styles.row} data-on={on ? '' : undefined} onClick={() => onChoose(c.value)}>
            <span className={styles.rowMark} aria-hidden="true">
              {on && <Check size={14} strokeWidth={3} />}
            </span>
            {c.label}
          </button>
        );
      })}
    </div>
  );
}

/** Several answers as toggle chips (short words: 청소, 줄눈, 입주청소...). */
/** A multiple choice of chips; a `fixed` choice is shown chosen and cannot be changed (a service already booked). */
function ChipGroup({ label, choices, chosen, onToggle }: { label: string; choices: Array<Choice & { fixed?: boolean }>; chosen: string[]; onToggle: (value: string) => void }) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {choices.map((c) => (
        <Chip key={c.value} selected={chosen.includes(c.value)} disabled={c.fixed} className={styles.chip} onClick={() => onToggle(c.value)}>
          {c.label}
        </Chip>
      ))}
    </div>
  );
}

/** A count with − and + (44 px each), announced as a spin button. */
function Stepper({
  label,
  unit,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}): ReactNode {
  return (
    <div className={styles.stepper}>
      <span className={styles.stepperLabel} id={`plan-count-${label}`}>
        {label}
      </span>
      <div className={styles.stepperControls}>
        <button type="button" className={styles.stepperButton} aria-label={`${label} 줄이기`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <Minus size={18} aria-hidden="true" />
        </button>
        <output className={styles.stepperValue} aria-labelledby={`plan-count-${label}`} aria-live="polite">
          {value}
          {unit}
        </output>
        <button type="button" className={styles.stepperButton} aria-label={`${label} 늘리기`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <Plus size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
