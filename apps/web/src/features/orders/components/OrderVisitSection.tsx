import type { OrderVisit } from '@ipju/contract';
import { seoulClock } from '@ipju/contract';
import { josa } from 'es-hangul';
import { Eye, ShieldCheck } from 'lucide-react';
import { formatDateTime } from '../../../lib/date-time';
import { formatHour } from '../../../lib/format';
import styles from './OrderVisitSection.module.css';

/** '2026-12-04T06:20:00Z' -> '12월 4일 오후 3:20' (Asia/Seoul). */
export function readMoment(iso: string): string {
  const c = seoulClock(new Date(iso));
  const [period, hour] = formatHour(c.hour).split(' ');
  return `${c.month}월 ${c.day}일 ${period} ${hour!.replace('시', '')}:${String(c.minute).padStart(2, '0')}`;
}

/** The order's visit details as the company sees them (the 공동현관 비밀번호 masked), its reads and the consent. */
export function OrderVisitSection({ visit }: { visit: OrderVisit }) {
  const unit = visit.dong && visit.ho ? `${visit.dong}동 ${visit.ho}호` : null;
  let code: string | null = null;
  if (visit.entryMethod === 'door_code') {
    code = visit.entryCodeErased ? '방문이 끝나 비밀번호를 지웠어요' : visit.entryCodeMasked;
  }
  return (
    <section className={styles.section} aria-labelledby="order-visit">
      <h2 id="order-visit" className={styles.title}>
        방문 정보
      </h2>
      <dl className={styles.rows}>
        <Row label="방문할 집">{[visit.complexName, unit].filter(Boolean).join(' ') || '-'}</Row>
        <Row label="연락처">
          {visit.contactName} · {visit.contactPhone}
        </Row>
        <Row label="출입 방법">{visit.entryMethodLabel}</Row>
        {code && <Row label="공동현관 비밀번호">{code}</Row>}
        <Row label="주차">{visit.parkingLabel}</Row>
        {visit.request && <Row label="요청 사항">{visit.request}</Row>}
      </dl>
      {visit.entryCodeReads.length > 0 && (
        <ul className={styles.reads} aria-label="공동현관 비밀번호 확인 기록">
          {visit.entryCodeReads.map((read) => (
            <li key={read.readAt}>
              <Eye size={16} aria-hidden="true" />
              {josa(read.companyName, '이/가')} {readMoment(read.readAt)}에 공동현관 비밀번호를 확인했어요
            </li>
          ))}
        </ul>
      )}
      {visit.entryMethod === 'door_code' && !visit.entryCodeErased && (
        <p className={styles.note}>비밀번호는 방문 전날부터 담당 업체만 볼 수 있고, 확인하면 여기에 기록이 남아요.</p>
      )}
      <p className={styles.consent}>
        <ShieldCheck size={16} aria-hidden="true" />
        {formatDateTime(visit.consent.agreedAt)}에 {visit.consent.companies.join(', ')}에 방문 정보 제공을 동의했어요
      </p>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
