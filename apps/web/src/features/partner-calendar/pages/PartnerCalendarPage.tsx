import { addDays, addMonths, parseYmd, seoulToday, type PartnerCalendarEntry } from '@ipju/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { usePartnerHeader } from '../../partner-auth';
import { useCalendar, type CalendarView } from '../api/partnerGetCalendar';
import { byDay, dayTitle, weekStart } from '../calendar-days';
import { DayCapacitySheet } from '../components/DayCapacitySheet';
import { DayPanel } from '../components/DayPanel';
import { EntrySheet } from '../components/EntrySheet';
import { MonthGrid } from '../components/MonthGrid';
import styles from '../components/PartnerCalendar.module.css';
import { WeekList } from '../components/WeekList';
import { WeeklyCapacitySheet } from '../components/WeeklyCapacitySheet';

type Mode = 'month' | 'week';
const MODES = [
  { value: 'month' as const, label: '월' },
  { value: 'week' as const, label: '주' },
];

type Sheet = { kind: 'entry'; entry: PartnerCalendarEntry | null } | { kind: 'day-capacity' } | { kind: 'weekly' } | null;

/** /partner/calendar (캘린더): the month or week of sold visits, closed days and the company's entries. */
export function PartnerCalendarPage() {
  usePartnerHeader({ title: '캘린더' });
  const today = seoulToday();
  const [mode, setMode] = useState<Mode>('month');
  /** The day the view is anchored on (its month or week) and the tapped day. */
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState(today);
  const [sheet, setSheet] = useState<Sheet>(null);

  const { year, month } = parseYmd(anchor);
  const sunday = weekStart(anchor);
  const view: CalendarView = mode === 'month' ? { type: 'month', year, month } : { type: 'week', date: sunday };
  const calendar = useCalendar(view);
  const contentsOf = byDay(calendar.data);

  const move = (step: number) => {
    const next = mode === 'month' ? addMonths(anchor, step) : addDays(sunday, step * 7);
    setAnchor(next);
    setSelected(next);
  };
  const title = mode === 'month' ? `${year}년 ${month}월` : `${dayTitle(sunday)} 주`;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Tabs
          items={MODES}
          value={mode}
          onChange={(next) => {
            // The new view opens on the tapped day (its week, or its month).
            setAnchor(selected);
            setMode(next);
          }}
          variant="chip"
          aria-label="보기"
        />
        <Button size="sm" variant="ghost" onClick={() => setSheet({ kind: 'weekly' })}>
          요일별 방문 수
        </Button>
      </div>
      <div className={styles.nav}>
        <button type="button" className={styles.navButton} onClick={() => move(-1)} aria-label={mode === 'month' ? '이전 달' : '이전 주'}>
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <h2 className={styles.navTitle} aria-live="polite">
          {title}
        </h2>
        <button type="button" className={styles.navButton} onClick={() => move(1)} aria-label={mode === 'month' ? '다음 달' : '다음 주'}>
          <ChevronRight aria-hidden="true" size={22} />
        </button>
      </div>

      {calendar.isError && !calendar.data ? (
        <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <div className={styles.skeleton} aria-label="캘린더를 불러오는 중">
          <Skeleton height={mode === 'month' ? 300 : 420} radius={12} />
        </div>
      ) : mode === 'month' ? (
        <MonthGrid year={year} month={month} today={today} selected={selected} contentsOf={contentsOf} onSelect={setSelected} />
      ) : (
        <WeekList sunday={sunday} today={today} selected={selected} contentsOf={contentsOf} onSelect={setSelected} />
      )}

      {calendar.data ? (
        <DayPanel
          key={selected}
          date={selected}
          today={today}
          contents={contentsOf(selected)}
          onAddEntry={() => setSheet({ kind: 'entry', entry: null })}
          onEditEntry={(entry) => setSheet({ kind: 'entry', entry })}
          onEditCapacity={() => setSheet({ kind: 'day-capacity' })}
        />
      ) : null}

      <EntrySheet isOpen={sheet?.kind === 'entry'} onClose={() => setSheet(null)} entry={sheet?.kind === 'entry' ? sheet.entry : null} date={selected} />
      <DayCapacitySheet isOpen={sheet?.kind === 'day-capacity'} onClose={() => setSheet(null)} date={selected} />
      <WeeklyCapacitySheet isOpen={sheet?.kind === 'weekly'} onClose={() => setSheet(null)} />
    </div>
  );
}
