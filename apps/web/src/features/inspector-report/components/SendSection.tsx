import { REPORT_OTHERS_MAX, SEND_TYPE_LABELS, type ReportRecipient, type ReportSendType } from '@ipju/contract';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { FormError } from '../../../components/ui/FormError/FormError';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useSendReport } from '../api/inspectorSendReport';
import { useSendReportOthers } from '../api/inspectorSendReportToOthers';
import { SendHistory } from './SendHistory';
import styles from './ReportSections.module.css';

const CHANNELS: ReportSendType[] = ['alimtalk', 'sms', 'email'];
/** '알림톡으로', '문자로', '이메일로': the channel with its particle. */
const BY: Record<ReportSendType, string> = { alimtalk: '알림톡으로', sms: '문자로', email: '이메일로' };

interface OtherRow {
  id: number;
  name: string;
  contact: string;
}

let nextRow = 1;
const emptyRow = (): OtherRow => ({ id: nextRow++, name: '', contact: '' });

/** The rows as the server takes them: phone for 문자·알림톡, e-mail for 이메일; half-filled rows are named. */
export function recipientsOf(rows: readonly OtherRow[], channel: ReportSendType): { recipients: ReportRecipient[]; problem: string | null } {
  const filled = rows.filter((r) => r.name.trim() !== '' || r.contact.trim() !== '');
  if (filled.length === 0) return { recipients: [], problem: '받는 분의 이름과 연락처를 입력해 주세요.' };
  const recipients: ReportRecipient[] = [];
  for (const [i, row] of filled.entries()) {
    if (row.name.trim() === '') return { recipients: [], problem: `${i + 1}번째 받는 분의 이름을 입력해 주세요.` };
    if (row.contact.trim() === '') return { recipients: [], problem: `${row.name.trim()}님의 ${channel === 'email' ? '이메일을' : '휴대폰 번호를'} 입력해 주세요.` };
    recipients.push(channel === 'email' ? { name: row.name.trim(), email: row.contact.trim() } : { name: row.name.trim(), phone: row.contact });
  }
  return { recipients, problem: null };
}

/**
 * 보내기: the report link to the resident (알림톡, 문자 or 이메일), or a read-only link to up to five others
 * (family, the builder's AS office), and everything sent for the inspection so far.
 */
export function SendSection({
  inspectionIdx,
  residentName,
  residentPhoneMasked,
  hasResident,
  canSend,
}: {
  inspectionIdx: number;
  residentName: string | null;
  /** 010-****-5678: enough to check who gets it. */
  residentPhoneMasked: string | null;
  /** The inspection has a resident to send to (an account, or the order's phone). */
  hasResident: boolean;
  /** A report exists to send. */
  canSend: boolean;
}) {
  const toast = useToast();
  const [channel, setChannel] = useState<ReportSendType>('alimtalk');
  const [othersChannel, setOthersChannel] = useState<ReportSendType>('sms');
  const [rows, setRows] = useState<OtherRow[]>(() => [emptyRow()]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendReport();
  const sendOthers = useSendReportOthers();

  const onSendResident = () =>
    send.mutate(
      { inspectionIdx, sendType: channel },
      {
        onSuccess: (result) => {
          const who = residentName ? `${residentName}님께` : '입주민에게';
          // The server sends the same link to the same person once in 10 minutes.
          toast.show(result.sent.every((s) => s.duplicate) ? `${who} 방금 ${BY[channel]} 보낸 링크가 있어요. 10분 뒤에 다시 보낼 수 있어요.` : `${who} ${BY[channel]} 보냈어요.`);
        },
        onError: (error) => toast.show(errorMessage(error, '보내지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  const onSendOthers = (event: FormEvent) => {
    event.preventDefault();
    const { recipients, problem: why } = recipientsOf(rows, othersChannel);
    setProblem(why);
    if (why) return;
    sendOthers.mutate(
      { inspectionIdx, sendType: othersChannel, recipients },
      {
        onSuccess: (result) => {
          setRows([emptyRow()]);
          const fresh = result.sent.filter((s) => !s.duplicate).length;
          toast.show(fresh === recipients.length ? `${fresh}명에게 보냈어요.` : `${fresh}명에게 보냈어요. ${recipients.length - fresh}명은 방금 보낸 링크가 있어요.`);
        },
        onError: (error) => setProblem(errorMessage(error, '보내지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );
  };

  const setRow = (id: number, patch: Partial<OtherRow>) => setRows((list) => list.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  return (
    <section className={styles.section} aria-labelledby="send-title">
      <h2 id="send-title" className={styles.sectionTitle}>
        보내기
      </h2>
      {!canSend && <p className={styles.muted}>보고서를 만들면 보낼 수 있어요.</p>}

      <h3 className={styles.subTitle}>입주민에게</h3>
      <p className={styles.muted}>
        {hasResident ? `${residentName ? `${residentName}님` : '입주민'}${residentPhoneMasked ? ` · ${residentPhoneMasked}` : ''}` : '연결된 입주민이 없어요. 점검 화면에서 입주민을 연결해 주세요.'}
      </p>
      <div className={styles.chips} role="group" aria-label="입주민에게 보내는 방법">
        {CHANNELS.map((c) => (
          <Chip key={c} selected={channel === c} onClick={() => setChannel(c)}>
            {SEND_TYPE_LABELS[c]}
          </Chip>
        ))}
      </div>
      <Button fullWidth onClick={onSendResident} loading={send.isPending} disabled={!canSend || !hasResident}>
        입주민에게 보내기
      </Button>

      <form className={styles.others} onSubmit={onSendOthers} noValidate>
        <h3 className={styles.subTitle}>가족·시공사 AS 담당에게</h3>
        <p className={styles.muted}>읽기만 할 수 있는 링크를 {REPORT_OTHERS_MAX}명까지 보내요.</p>
        <div className={styles.chips} role="group" aria-label="다른 분께 보내는 방법">
          {CHANNELS.map((c) => (
            <Chip key={c} selected={othersChannel === c} onClick={() => setOthersChannel(c)}>
              {SEND_TYPE_LABELS[c]}
            </Chip>
          ))}
        </div>
        {rows.map((row, i) => (
          <fieldset key={row.id} className={styles.recipient}>
            <legend className="visually-hidden">{i + 1}번째 받는 분</legend>
            <TextField label="이름" value={row.name} maxLength={30} onChange={(e) => setRow(row.id, { name: e.target.value })} containerClassName={styles.recipientName} />
            {othersChannel === 'email' ? (
              <TextField
                label="이메일"
                type="email"
                inputMode="email"
                value={row.contact}
                maxLength={200}
                placeholder="as@builder.co.kr"
                onChange={(e) => setRow(row.id, { contact: e.target.value })}
                containerClassName={styles.recipientContact}
              />
            ) : (
              <PhoneInput value={row.contact} onValueChange={(digits) => setRow(row.id, { contact: digits })} containerClassName={styles.recipientContact} />
            )}
            {rows.length > 1 && (
              <button type="button" className={styles.removeRow} aria-label={`${i + 1}번째 받는 분 빼기`} onClick={() => setRows((list) => list.filter((r) => r.id !== row.id))}>
                <X size={18} aria-hidden />
              </button>
            )}
          </fieldset>
        ))}
        {rows.length < REPORT_OTHERS_MAX && (
          <Button variant="ghost" size="sm" leftIcon={<Plus size={16} aria-hidden />} onClick={() => setRows((list) => [...list, emptyRow()])}>
            받는 분 추가
          </Button>
        )}
        <FormError message={problem} />
        <Button type="submit" variant="secondary" fullWidth loading={sendOthers.isPending} disabled={!canSend}>
          {BY[othersChannel]} 보내기
        </Button>
      </form>

      <SendHistory inspectionIdx={inspectionIdx} />
    </section>
  );
}
