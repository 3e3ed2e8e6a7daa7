import { formatWon } from '@ipju/contract';
import type { QuoteRow, RequestRow } from './fire-insurance.repository';

/** The words of the notices a 화재보험 request sends, in one place. */

/** The resident's requests and quotes (a page linked from my page). */
export const RESIDENT_LINK = '/my-page/fire-insurance';
const STAFF_LINK = '/staff/fire-insurance-requests';

const home = (r: RequestRow) => `${r.complexName} ${r.dong}동 ${r.ho}호`;

export const staffNotices = {
  requested: (r: RequestRow) => ({
    title: '새 화재보험 견적 요청',
    body: `${r.contactName} · ${home(r)} · ${r.pyeong}평\n견적을 보내 주세요.`,
    link: STAFF_LINK,
  }),
};

export const residentNotices = {
  requested: (r: RequestRow) => ({
    title: '화재보험 견적 요청이 접수되었어요',
    body: `${home(r)}의 화재보험 견적을 보험사에 요청했어요. 견적이 도착하면 알려 드릴게요.`,
    link: RESIDENT_LINK,
  }),
  quoted: (r: RequestRow, q: QuoteRow) => ({
    title: '화재보험 견적이 도착했어요',
    body: `${home(r)}: ${q.insurer} 연 ${formatWon(q.yearlyPremium)} 견적이 도착했어요. 마이페이지에서 견적을 비교해 보세요.`,
    link: RESIDENT_LINK,
  }),
};
