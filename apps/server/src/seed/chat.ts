import type { Tx } from '../db/client';
import { chatCannedAnswers } from '../db/schema';

/** The staff inbox's canned answers (자주 쓰는 답변) a demo starts with (docs/CHAT.md). */
export const DEMO_CANNED_ANSWERS = [
  { title: '첫 인사', text: '안녕하세요, ipju 상담이에요. 무엇을 도와드릴까요?' },
  { title: '입주청소 시기', text: '입주청소는 줄눈·탄성코트 시공이 끝난 뒤, 입주 2~3일 전에 받는 것을 추천해요.' },
  { title: '새집증후군 시공', text: '새집증후군 시공은 입주청소를 마친 뒤에 받아야 효과가 오래가요. 시공 후 반나절 정도 환기해 주세요.' },
  { title: '일정 변경', text: '방문 일정은 주문 상세에서 바꿀 수 있어요. 바꿀 수 있는 기간과 수수료는 주문 상세의 취소·변경 안내에서 확인해 주세요.' },
  { title: '안전 결제 안내', text: '결제는 꼭 ipju 안에서 해 주세요. 업체가 계좌 이체나 현금을 따로 요구하면 저희에게 바로 알려 주세요.' },
] as const;

export async function insertDemoCannedAnswers(tx: Tx): Promise<void> {
  await tx.insert(chatCannedAnswers).values([...DEMO_CANNED_ANSWERS]);
}
