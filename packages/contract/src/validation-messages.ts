import { josa } from 'es-hangul';
import type { z } from 'zod';

/**
 * Korean names of request fields, so a validation error can say which field to fix ("휴대폰 번호를
 * 입력해 주세요."). A field missing here is named by its key.
 */
export const FIELD_LABELS: Record<string, string> = {
  phone: '휴대폰 번호',
  code: '인증번호',
  q: '검색어',
  apartmentIdx: '단지 번호',
  complexIdx: '단지 번호',
  slug: '단지 페이지 주소',
  areaIdx: '평형',
  district1: '시/도',
  district2: '시/군/구',
  itemType: '서비스 종류',
  itemSortType: '정렬 방식',
  limit: '개수',
  page: '페이지',
  complexName: '단지명',
  pyeong: '평형',
  groupType: '구분',
  id: '번호',
  optionIdxs: '옵션',
  email: '이메일',
  password: '비밀번호',
  name: '이름',
  terms: '이용약관 동의',
  privacy: '개인정보 수집·이용 동의',
  marketing: '마케팅 정보 수신 동의',
  fcmToken: '푸시 토큰',
  deviceType: '기기 종류',
  deviceKey: '기기 식별값',
  type: '파일 종류',
  mimeType: '파일 형식',
  size: '파일 크기',
  dong: '동',
  ho: '호',
  moveInDate: '입주 예정일',
  idToken: 'Apple 인증 토큰',
  referralCode: '추천인 코드',
  state: '로그인 요청 확인값',
  url: '이미지 주소',
  w: '이미지 너비',
  to: '수신 번호',
  quantity: '수량',
  category: '분류',
  itemIdx: '상품 번호',
  ids: '번호 목록',
  cartIdx: '장바구니 번호',
  cartIdxs: '장바구니 상품',
  couponIdx: '쿠폰 번호',
  couponIdxs: '쿠폰',
  couponCode: '쿠폰 코드',
  point: '사용할 포인트',
  payMethod: '결제 수단',
  agreeTerms: '주문 동의',
  agreeThirdParty: '개인정보 제3자 제공 동의',
  visit: '방문 정보',
  contactName: '방문 연락처 이름',
  contactPhone: '방문 연락처 휴대폰 번호',
  entryMethod: '출입 방법',
  entryCode: '공동현관 비밀번호',
  parking: '주차 안내',
  request: '요청 사항',
  homeIdx: '집 번호',
  reservationUid: '예약번호',
  covers: '견적에 포함된 내용',
  validUntil: '견적 유효기간',
  isCurrent: '지금 집',
  impUid: '결제번호',
  merchantUid: '주문번호',
  lineIdx: '주문 상품 번호',
  lineIdxs: '주문 상품',
  tz: '희망일',
  time: '방문 시간',
  month: '월',
  reason: '취소 사유',
  refundBank: '환불 은행',
  refundAccount: '환불 계좌번호',
  refundHolder: '예금주',
  status: '상태',
  rating: '별점',
  content: '후기 내용',
  photos: '사진',
  reviewIdx: '후기 번호',
  sortType: '정렬 방식',
  sort: '정렬 방식',
  onlyImageReview: '사진 후기만 보기',
  after: '다음 페이지 위치',
  detail: '신고 내용',
  questionIdx: '질문 번호',
  answerIdx: '답변 번호',
  questionType: '질문 유형',
  item: '서비스',
  title: '제목',
  body: '내용',
  surveyIdx: '설문 번호',
  categoryIdx: '설문 분류',
  value: '답변',
  answers: '답변 목록',
  residentIdx: '회원 번호',
  guestKey: '게스트 키',
  preferredDate: '희망 상담일',
  preferredTime: '희망 상담 시간',
  needs: '요청 사항',
  surveyResponseIdx: '설문 응답 번호',
  eventIdx: '이벤트 번호',
  zzimIdx: '찜 번호',
  companyName: '업체명',
  ceoName: '대표자명',
  address: '사업장 주소',
  intro: '한 줄 소개',
  description: '업체 소개',
  logoKey: '로고 이미지',
  serviceAreas: '서비스 지역',
  hours: '영업시간',
  mon: '월요일 영업시간',
  tue: '화요일 영업시간',
  wed: '수요일 영업시간',
  thu: '목요일 영업시간',
  fri: '금요일 영업시간',
  sat: '토요일 영업시간',
  sun: '일요일 영업시간',
  lunchBreak: '점심시간',
  closedOnHolidays: '공휴일 휴무',
  categoryCodes: '제공 서비스',
  itemIdxs: '대표 상품',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  kind: '서류 종류',
  fileKey: '파일',
  caption: '사진 설명',
  workedOn: '시공한 날',
  onSale: '판매 여부',
  basePrice: '기본 가격',
  options: '옵션 가격',
  price: '가격',
  decision: '결정',
  certificateIdx: '서류 번호',
  photoIdx: '사진 번호',
  slotCode: '엘리베이터 시간대',
  cancel: '예약 취소',
  coverages: '보장 항목',
  consent: '개인정보 제공 동의',
  requestKey: '요청 확인값',
  insurer: '보험사',
  yearlyPremium: '연 보험료',
  coverageSummary: '보장 내용',
  balanceDate: '잔금일',
  payments: '납부 일정',
  dueDate: '납부일',
  amount: '금액',
  homesOwned: '보유 주택 수',
  adjustedArea: '조정대상지역 여부',
  temporaryTwoHomes: '일시적 2주택 여부',
  useLawyer: '법무사 위임 여부',
  lawyerFee: '법무사 보수',
  movingCost: '이사 비용',
  services: '서비스',
  priceKind: '가격 종류',
  visibility: '공개 범위',
  shareToken: '공유 링크',
  threadIdx: '채팅방 번호',
  orderLineIdx: '주문 상품 번호',
  clientKey: '메시지 키',
  photoFileIds: '사진',
  messageIdx: '메시지 번호',
  lastEventId: '마지막 이벤트 번호',
  filter: '목록',
  cannedAnswerIdx: '자주 쓰는 답변 번호',
  text: '메시지',
  before: '기준 메시지 번호',
  household: '가족 구성',
  adults: '어른 수',
  children: '아이 수',
  pets: '반려동물 수',
  allergies: '알레르기 여부',
  budget: '예산',
  priorities: '중요한 것',
  alreadyBooked: '이미 예약한 서비스',
  applicationIdx: '신청 번호',
  dropped: '빼기',
};

export function fieldLabel(path: ReadonlyArray<PropertyKey>): string {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  return (typeof key === 'string' && FIELD_LABELS[key]) || (key === undefined ? '요청' : String(key));
}

/** Turns one zod issue into a Korean sentence naming the field. Messages written in the schema (Korean
 * already) are kept as they are. */
export function koreanIssueMessage(issue: z.core.$ZodIssue): string {
  if (/[가-힣]/.test(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  const eul = josa(label, '을/를');
  const eun = josa(label, '은/는');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${eul} 입력해 주세요.`
        : `${label}의 형식이 올바르지 않아요. ${expectedKo(issue.expected)} 입력해 주세요.`;
    case 'too_small':
      if (issue.origin === 'string') return `${eul} ${String(issue.minimum)}자 이상 입력해 주세요.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${eul} ${String(issue.minimum)}개 이상 선택해 주세요.`;
      return `${eun} ${String(issue.minimum)} 이상이어야 해요.`;
    case 'too_big':
      if (issue.origin === 'string') return `${eul} ${String(issue.maximum)}자 이하로 입력해 주세요.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${eul} ${String(issue.maximum)}개 이하로 선택해 주세요.`;
      return `${eun} ${String(issue.maximum)} 이하여야 해요.`;
    case 'invalid_format':
      return `${label}의 형식이 올바르지 않아요.`;
    case 'invalid_value':
      return `${eun} ${issue.values.map((v) => String(v)).join(', ')} 중 하나여야 해요.`;
    case 'not_multiple_of':
      return `${eun} ${String(issue.divisor)}의 배수여야 해요.`;
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`;
    default:
      return `${label}의 값이 올바르지 않아요.`;
  }
}

function expectedKo(expected: string): string {
  switch (expected) {
    case 'number':
    case 'int':
      return '숫자로';
    case 'boolean':
      return '참/거짓 값으로';
    case 'array':
      return '목록으로';
    case 'object':
      return '객체로';
    default:
      return '문자로';
  }
}
