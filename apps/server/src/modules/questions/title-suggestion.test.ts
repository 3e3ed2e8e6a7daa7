import { SUGGESTED_TITLE_MAX } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { classify, cutAtWord, findService, splitSentences, suggestTitle } from './title-suggestion';

/** Bodies as residents write them, and the title a person would pick from each. */
const CASES: Array<[string, string, string]> = [
  [
    'takes the sentence with a question mark, after a greeting and a self-introduction',
    '안녕하세요. 다음 달에 잠실 래미안 입주 예정이에요. 줄눈 시공이랑 입주청소 중에 어떤 걸 먼저 해야 하나요? 답변 부탁드립니다.',
    '줄눈 시공이랑 입주청소 중에 어떤 걸 먼저 해야 하나요?',
  ],
  [
    'drops the greeting, repeated question marks and emoticons',
    '안녕하세요~ 탄성코트 시공하고 나서 냄새가 얼마나 오래가나요?? 아기가 있어서 걱정이에요 ㅠㅠ',
    '탄성코트 시공하고 나서 냄새가 얼마나 오래가나요?',
  ],
  ['strips 혹시 and adds the question mark the ending asks for', '혹시 사전점검 때 꼭 챙겨야 할 체크리스트가 있을까요', '사전점검 때 꼭 챙겨야 할 체크리스트가 있을까요?'],
  [
    'prefers 궁금합니다 over a statement that only looks like a question, and keeps the service',
    '중문 견적을 두 군데서 받았는데 가격 차이가 40만원이나 나요. 3연동이고 유리는 샤틴으로 했어요. 왜 이렇게 차이가 나는지 궁금합니다. 감사합니다.',
    '[중문] 왜 이렇게 차이가 나는지 궁금합니다',
  ],
  [
    'strips 다름이 아니라 and does not split 베란다 as a sentence ending',
    '다름이 아니라 입주 청소 업체에서 베란다 곰팡이 제거는 별도라고 하던데 원래 그런가요?',
    '입주 청소 업체에서 베란다 곰팡이 제거는 별도라고 하던데 원래 그런가요?',
  ],
  [
    'reads line breaks as sentence ends and skips the preamble',
    '안녕하세요\n궁금한 점이 있어서 글 남깁니다\n시스템에어컨 설치는 입주 전에 해야 하나요 아니면 입주 후에 해도 되나요\n감사합니다',
    '시스템에어컨 설치는 입주 전에 해야 하나요?',
  ],
  [
    'takes a request when nothing asks, and names the service the body is about',
    '줄눈 시공했는데 일주일 만에 욕실 바닥 줄눈 색이 변했어요. A/S 받을 수 있는지 알려주세요.',
    '[줄눈] A/S 받을 수 있는지 알려주세요',
  ],
  ['keeps a short request as it is', '나노코팅 추천해 주세요', '나노코팅 추천해 주세요'],
  [
    'strips 그런데 혹시 at the start',
    '그런데 혹시 단열필름 붙이면 겨울에 결로가 확실히 줄어드는 편인가요? 북향이라 걱정이 많네요.',
    '단열필름 붙이면 겨울에 결로가 확실히 줄어드는 편인가요?',
  ],
  [
    'drops the opening context clause of a long sentence and cuts at a word',
    '이사 날짜가 11월 말인데 입주청소, 줄눈, 탄성코트, 나노코팅을 다 하려면 순서를 어떻게 잡아야 할지 모르겠어요. 업체마다 말이 달라서 헷갈리네요.',
    '입주청소, 줄눈, 탄성코트, 나노코팅을 다 하려면 순서를 어떻게…',
  ],
  [
    'reads 할까 (a verb stem with ㄹ) as a question',
    '저희 집은 84타입이고 확장형이에요 베란다가 거의 없는데 탄성코트를 굳이 해야 할까',
    '베란다가 거의 없는데 탄성코트를 굳이 해야 할까?',
  ],
  [
    'does not split 필요 as a sentence ending',
    '입주청소 하고 나서 새집증후군 시공도 필요 없나요? 아이가 아토피가 있어요.',
    '입주청소 하고 나서 새집증후군 시공도 필요 없나요?',
  ],
  [
    'keeps the service when the question sentence does not name it',
    '붙박이장 설치하려고 하는데 안방 벽에 콘센트가 있어요. 콘센트 위치를 옮겨야 하나요?',
    '[붙박이장] 콘센트 위치를 옮겨야 하나요?',
  ],
  [
    'treats a spaced service name as the service',
    '입주 청소는 보통 몇 시간 정도 걸리나요? 오후에 가구가 들어와서요.',
    '입주 청소는 보통 몇 시간 정도 걸리나요?',
  ],
  [
    'takes a statement when nothing asks or requests',
    '안녕하세요. 커튼 레일을 천장 매립으로 하고 싶습니다. 입주는 내년 3월이에요.',
    '커튼 레일을 천장 매립으로 하고 싶습니다',
  ],
];

describe('suggestTitle', () => {
  it.each(CASES)('%s', (_name, body, title) => {
    expect(suggestTitle(body)).toBe(title);
  });

  it('gives nothing for greetings, closings and emoticons alone (the route answers 400)', () => {
    for (const body of ['수고하세요', '안녕하세요! 감사합니다.', 'ㅎㅎ', '...?!']) expect(suggestTitle(body)).toBe('');
  });

  it('never goes over the limit, cuts a word-less run by characters, and is deterministic', () => {
    const long = '가'.repeat(120);
    expect(suggestTitle(long)).toBe(`${'가'.repeat(SUGGESTED_TITLE_MAX - 1)}…`);
    for (const [, body] of CASES) {
      const title = suggestTitle(body);
      expect(title.length).toBeLessThanOrEqual(SUGGESTED_TITLE_MAX);
      expect(suggestTitle(body)).toBe(title);
    }
    const manyWords = '거실 안방 작은방 주방 욕실 현관 베란다 다용도실 드레스룸 팬트리 실외기실 전부 탄성코트 해야 하나요?';
    const cut = suggestTitle(manyWords);
    expect(cut.length).toBeLessThanOrEqual(SUGGESTED_TITLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(manyWords.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('the pieces', () => {
  it('splits on punctuation, line breaks and spoken endings', () => {
    expect(splitSentences('줄눈 했어요 청소는 언제 하나요?\n감사합니다')).toEqual(['줄눈 했어요', '청소는 언제 하나요?', '감사합니다']);
  });

  it('classifies what a sentence does', () => {
    expect(classify('안녕하세요.')).toBe('greeting');
    expect(classify('답변 부탁드립니다.')).toBe('closing');
    expect(classify('궁금한 점이 있어서 글 남깁니다')).toBe('preamble');
    expect(classify('순서가 어떻게 되나요')).toBe('question');
    expect(classify('가격 차이가 40만원이나 나요.')).toBe('weakQuestion');
    expect(classify('정말 어떻게 해야 할지 모르겠어요')).toBe('question');
    expect(classify('견적 알려주세요')).toBe('request');
    expect(classify('줄눈 견적 부탁드립니다')).toBe('statement');
  });

  it('finds the earliest, longest service name', () => {
    expect(findService('욕실 환풍기 교체')).toBe('욕실 환풍기');
    expect(findService('에어컨 청소랑 줄눈')).toBe('에어컨 청소');
    expect(findService('블라인드 달까요')).toBe('블라인드');
    expect(findService('아무 서비스도 없어요')).toBeNull();
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(cutAtWord('짧은 제목', 40)).toBe('짧은 제목');
    expect(cutAtWord('하나 둘 셋 넷 다섯', 9)).toBe('하나 둘 셋…');
  });
});
