import { PARTNER_ENTRY_KIND_LABELS, PARTNER_ENTRY_KINDS, type PartnerCalendarEntry, type PartnerEntryKind } from '@ipju/contract';
import { useState, type FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useCreateEntry } from '../api/partnerCreateCalendarEntry';
import { useDeleteEntry } from '../api/partnerDeleteCalendarEntry';
import { useUpdateEntry } from '../api/partnerUpdateCalendarEntry';
import styles from './PartnerCalendar.module.css';

const FIELDS = ['kind', 'title', 'date', 'startTime', 'endTime', 'memo'] as const;

interface EntrySheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** The entry to edit, or null to add one on `date`. */
  entry: PartnerCalendarEntry | null;
  date: string;
}

/** Adds or edits the company's own entry (개인 일정, 오프라인 작업); an edited one can be deleted. */
export function EntrySheet({ isOpen, onClose, entry, date }: EntrySheetProps) {
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title={entry ? '일정 수정' : '일정 추가'} />
      {/* Remount per entry so the form starts from it. */}
      <EntryForm key={entry?.entryIdx ?? `new-${date}`} entry={entry} date={date} onDone={onClose} />
    </BottomSheet>
  );
}

function EntryForm({ entry, date, onDone }: { entry: PartnerCalendarEntry | null; date: string; onDone: () => void }) {
  const toast = useToast();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const [kind, setKind] = useState<PartnerEntryKind>(entry?.kind ?? 'personal');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [day, setDay] = useState(entry?.date ?? date);
  const [startTime, setStartTime] = useState(entry?.startTime ?? '');
  const [endTime, setEndTime] = useState(entry?.endTime ?? '');
  const [memo, setMemo] = useState(entry?.memo ?? '');
  const saving = entry ? update : create;
  const errors = fieldErrors(saving.error, FIELDS);
  const busy = create.isPending || update.isPending || remove.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { kind, title, date: day, startTime: startTime || null, endTime: startTime && endTime ? endTime : null, memo };
    const done = {
      onSuccess: () => {
        toast.show(entry ? '일정을 고쳤어요.' : '일정을 추가했어요.');
        onDone();
      },
    };
    if (entry) update.mutate({ id: entry.entryIdx, body }, done);
    else create.mutate(body, done);
  };

  const onDelete = () => {
    if (!entry) return;
    remove.mutate(entry.entryIdx, {
      onSuccess: () => {
        toast.show('일정을 삭제했어요.');
        onDone();
      },
      onError: (error) => toast.show(errorMessage(error, '일정을 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  const otherError = saving.error && !Object.keys(errors).length ? errorMessage(saving.error, '저장하지 못했어요. 잠시 후 다시 시도해 주세요.') : null;

  return (
    <form onSubmit={submit} noValidate>
      <BottomSheet.Content className={styles.form}>
        <div className={styles.chips} role="group" aria-label="일정 종류">
          {PARTNER_ENTRY_KINDS.map((k) => (
            <Chip key={k} selected={kind === k} aria-pressed={kind === k} onClick={() => setKind(k)}>
              {PARTNER_ENTRY_KIND_LABELS[k]}
            </Chip>
          ))}
        </div>
        <TextField label="제목" value={title} maxLength={50} onChange={(e) => setTitle(e.target.value)} error={errors.title} required />
        <TextField label="날짜" type="date" value={day} onChange={(e) => setDay(e.target.value)} error={errors.date} required />
        <div className={styles.timeRow}>
          <TextField label="시작 시간 (선택)" type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} error={errors.startTime} />
          <TextField label="끝 시간 (선택)" type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} error={errors.endTime} />
        </div>
        <label className={styles.memoLabel}>
          메모 (선택)
          <textarea className={styles.memo} value={memo} maxLength={500} rows={3} onChange={(e) => setMemo(e.target.value)} />
        </label>
        {errors.memo ? <p className={styles.error}>{errors.memo}</p> : null}
        {otherError ? (
          <p className={styles.error} role="alert">
            {otherError}
          </p>
        ) : null}
      </BottomSheet.Content>
      <BottomSheet.Footer>
        {entry ? (
          <Button type="button" variant="secondary" onClick={onDelete} disabled={busy} loading={remove.isPending}>
            삭제
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} loading={saving.isPending}>
          저장
        </Button>
      </BottomSheet.Footer>
    </form>
  );
}
