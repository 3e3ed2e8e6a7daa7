import { describe, expect, it } from 'vitest';
import { MASKED_ACCOUNT, MASKED_EMAIL, MASKED_LINK, MASKED_MESSENGER, MASKED_PHONE, maskContactDetails } from './chat.masking';

describe('maskContactDetails', () => {
  it.each([
    ['010-1234-5678로 연락 주세요', `${MASKED_PHONE}로 연락 주세요`],
    ['01012345678', MASKED_PHONE],
    ['010 1234 5678 문자 주세요', `${MASKED_PHONE} 문자 주세요`],
    ['010.123.4567', MASKED_PHONE],
    ['+82 10-1234-5678', MASKED_PHONE],
    ['사무실 02-123-4567', `사무실 ${MASKED_PHONE}`],
    ['031-765-4321 로 전화', `${MASKED_PHONE} 로 전화`],
    ['070-8765-4321', MASKED_PHONE],
    ['대표번호 1588-1234', `대표번호 ${MASKED_PHONE}`],
  ])('hides the phone number in %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['국민 123456-01-123456 으로 보내 주세요', `국민 ${MASKED_ACCOUNT} 으로 보내 주세요`],
    ['신한 110-123-456789', `신한 ${MASKED_ACCOUNT}`],
    ['카카오뱅크 3333-01-1234567 홍길동', `카카오뱅크 ${MASKED_ACCOUNT} 홍길동`],
    ['우리 1002123456789', `우리 ${MASKED_ACCOUNT}`],
    ['농협 302 1234 5678 11', `농협 ${MASKED_ACCOUNT}`],
  ])('hides the account number in %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['공일공 일이삼사 오육칠팔로 연락 주세요', `${MASKED_PHONE}로 연락 주세요`],
    ['공일공-일이삼사-오육칠팔', MASKED_PHONE],
    ['010 일이삼사 5678', MASKED_PHONE],
    ['회사 공일공일이삼사오육칠팔', `회사 ${MASKED_PHONE}`],
    ['０１０－１２３４－５６７８', MASKED_PHONE],
    ['국민 일이삼사오육-공일-일이삼사오육', `국민 ${MASKED_ACCOUNT}`],
  ])('hides a number spelled in Hangul or full-width digits: %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['0 1 0 - 1 2 3 4 - 5 6 7 8 로 연락 주세요', `${MASKED_PHONE} 로 연락 주세요`],
    ['0\u200b1\u200b0\u200b-\u200b1234\u200b-\u200b5678', MASKED_PHONE],
    ['010ㅡ1234ㅡ5678', MASKED_PHONE],
    ['010_1234_5678', MASKED_PHONE],
    ['010/1234/5678', MASKED_PHONE],
    ['O1O-1234-5678 문자 주세요', `${MASKED_PHONE} 문자 주세요`],
    ['Hello 0 1 0 1 2 3 4 5 6 7 8', `Hello ${MASKED_PHONE}`],
    ['+8 2 1 0 1 2 3 4 5 6 7 8', `+${MASKED_PHONE}`],
  ])('hides a phone number spread out to slip past the patterns: %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it('reads a word ending in a numeral before a plain number as a word', () => {
    expect(maskContactDetails('회사010-1234-5678')).toEqual({ text: `회사${MASKED_PHONE}`, masked: true });
  });

  it.each([
    ['이메일 clean.king+1@naver.com 으로 견적서 보내 드릴게요', `이메일 ${MASKED_EMAIL} 으로 견적서 보내 드릴게요`],
    ['카톡 아이디 ipju_clean 추가해 주세요', `카톡 아이디 ${MASKED_MESSENGER} 추가해 주세요`],
    ['카카오톡ID: clean24', `카카오톡ID: ${MASKED_MESSENGER}`],
    ['텔레그램 @cleanking', `텔레그램 ${MASKED_MESSENGER}`],
    ['https://open.kakao.com/o/sAbCdEf 로 들어오세요', `${MASKED_LINK} 로 들어오세요`],
    ['toss.me/cleanking 으로 보내주세요', `${MASKED_LINK} 으로 보내주세요`],
  ])('hides e-mail, messenger ids and off-platform links: %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    '12월 5일 오전 9시에 방문할게요.',
    '카톡 주세요',
    '라인 테이프 작업도 해요',
    '오일 이삼일 후에 방문해요',
    '사이사이 구석구석 청소해요',
    '이사 오는 날 오전 일찍 와 주세요',
    '영수증은 일이일 오후에 드릴게요',
    '제품 설명은 https://www.lge.co.kr 에 있어요',
    '2026-12-05 10:30 방문 예정입니다',
    '총 1,250,000원입니다',
    '주문번호 2611-26-0042 확인했어요',
    '34평 기준 3~4시간 걸려요',
    '101동 1203호 맞으시죠?',
    '12/5 10시 1/2 정도 남았어요',
    'Hello, 오늘 3 - 4시간 걸려요',
    'IO 단자 2개, 0.5 L',
  ])('leaves ordinary text alone: %s', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('hides both in one message and says so once', () => {
    const result = maskContactDetails('계좌 110-123-456789로 입금하시고 010-9876-5432로 문자 주세요');
    expect(result).toEqual({ text: `계좌 ${MASKED_ACCOUNT}로 입금하시고 ${MASKED_PHONE}로 문자 주세요`, masked: true });
  });
});
