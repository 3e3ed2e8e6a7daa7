import { CONSULTATION_TIME_LABELS, formatPhone, formatYmd, type ConsultationTime } from '@ipju/contract';
import type { ConsultationRow } from './consultation.repository';

/** The words of the notices a consultation request sends, to staff and to the resident, in one place. */

const STAFF_LINK = (c: ConsultationRow) => `/staff/consultations/${c.consultationIdx}`;
export const RESIDENT_LINK = '/my-page/consultations';

const SHORT_TIME: Record<ConsultationTime, string> = { morning: '오전', afternoon: '오후', evening: '저녁', anytime: '' };

/** '2026.12.05 (토) 오전', '날짜 미정 · 언제든 괜찮아요'. */
export function preferredWhen(c: Pick<ConsultationRow, 'preferredDate' | 'preferredTime'>): string {
  const time = c.preferredTime as ConsultationTime;
  if (!c.preferredDate) return `날짜 미정 · ${CONSULTATION_TIME_LABELS[time]}`;
  return `${formatYmd(c.preferredDate)} ${SHORT_TIME[time] || '시간 무관'}`;
}

const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);
const where = (c: ConsultationRow) => `${c.complexName}${c.pyeong ? ` ${c.pyeong}평` : ''}`;

export const staffNotices = {
  requested: (c: ConsultationRow) => ({
    title: '새 홈스타일링 상담 신청',
    body: [
      `${c.name} ${formatPhone(c.phone)}`,
      `${where(c)}`,
      `희망: ${preferredWhen(c)}`,
      `요청: ${excerpt(c.needs)}`,
      c.surveyResponseIdx ? '설문 응답이 함께 왔어요.' : null,
    ]
      .filter(Boolean)
      .join('\n'),
    link: STAFF_LINK(c),
  }),
  cancelledByResident: (c: ConsultationRow) => ({
    title: '상담 신청이 취소되었어요',
    body: `${c.name} ${formatPhone(c.phone)} · ${where(c)}\n고객이 홈스타일링 상담 신청을 취소했어요.`,
    link: STAFF_LINK(c),
  }),
};

export const residentNotices = {
  requested: (c: ConsultationRow) => ({
    title: '상담 신청이 접수되었어요',
    body: c.preferredDate
      ? `홈스타일링 상담 신청이 접수되었어요. 담당 매니저가 ${preferredWhen(c)}에 ${formatPhone(c.phone)}로 연락드릴게요.`
      : `홈스타일링 상담 신청이 접수되었어요. 담당 매니저가 영업일 기준 1~2일 안에 ${formatPhone(c.phone)}로 연락드릴게요.`,
  }),
  contacted: (c: ConsultationRow) => ({
    title: '홈스타일링 상담을 시작했어요',
    body: `담당 매니저가 ${formatPhone(c.phone)}로 연락드렸어요. 통화를 놓치셨다면 편한 시간에 다시 연락드릴게요.`,
  }),
  done: () => ({
    title: '홈스타일링 상담이 끝났어요',
    body: '상담은 도움이 되셨나요? 상담에서 고른 서비스는 입주에서 단지 특가로 예약할 수 있어요.',
  }),
  cancelledByStaff: (c: ConsultationRow) => ({
    title: '상담 신청이 취소되었어요',
    body: `${where(c)} 홈스타일링 상담 신청이 취소되었어요. 다시 상담이 필요하시면 언제든 신청해 주세요.`,
  }),
};
