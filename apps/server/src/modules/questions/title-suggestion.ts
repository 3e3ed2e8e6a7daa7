import { SERVICE_CATEGORY_LABELS, SUGGESTED_TITLE_MAX } from '@ipju/contract';
import { disassembleCompleteCharacter } from 'es-hangul';

/**
 * POST /question/create/title: a short title from a question's body, deterministic and local (no outside
 * service), so the same body always gets the same title.
 *
 *   1. split into sentences (newlines; ., ?, !, ~; and the spoken endings 요 / 다 before a space);
 *   2. drop greetings and closings (안녕하세요, 감사합니다, 수고하세요, 답변 부탁드려요...);
 *   3. take the first sentence that asks (ends with ? or 까요, 나요, 는지, ㄹ지, 가요, 궁금...), else the
 *      first that requests (알려 주세요, 추천해 주세요...), else the first statement, else a preamble
 *      (궁금한 점이 있어요, 문의드려요);
 *   4. strip fillers (혹시, 그런데, 다름이 아니라...), emoticons and repeated punctuation, normalise spaces;
 *   5. keep the service the body talks about (category labels such as 줄눈, 입주청소): when the sentence
 *      does not name it, the title starts with it ("[줄눈] 언제 하는 게 좋을까요?");
 *   6. cut at a word boundary to SUGGESTED_TITLE_MAX characters with "…".
 */

/**
 * What a sentence does, in the order a title prefers them: a question with '?', a question by its ending,
 * a question-like ending closed by a full stop (가격 차이가 나요. is often not a question), a request,
 * a statement, a preamble. Greetings and closings never make a title.
 */
type Kind = 'asked' | 'question' | 'weakQuestion' | 'request' | 'statement' | 'preamble' | 'greeting' | 'closing';
const PREFERENCE: readonly Kind[] = ['asked', 'question', 'weakQuestion', 'request', 'statement', 'preamble'];

const GREETING_PREFIX = /^(안녕하세요|안녕하십니까|안녕하신가요|반갑습니다|반가워요|처음 ?뵙겠습니다|하이요?)[\s,.!~^]*/;
const CLOSING =
  /(감사(합니다|해요|드립니다|드려요|하겠습니다)|고맙습니다|고마워요|수고(하세요|하십시오|많으십니다|많으세요)|좋은 (하루|밤|주말)|답변 ?(부탁|주시면|기다릴|기다리겠)|부탁(드립니다|드려요|합니다|해요)|미리 감사|읽어 ?주셔서)/;
const PREAMBLE =
  /(궁금한 ?(점|게|것|부분)|질문(이 있|드립|드려|하나만|좀 드|남깁|올립)|문의(드립|드려|합니다|해요|남깁)|여쭤(볼|봅|보고|봐요)|글 ?(남깁|올립|남겨|올려)|조언 ?(구합|부탁|좀))/;
const REQUEST = /(알려 ?주(세요|십시오|실 ?분|시면)|추천 ?(해 ?주세요|부탁|좀|해 ?주실)|조언 ?(해 ?주세요|부탁)|도와 ?주세요|말씀해 ?주세요|공유 ?(해 ?주세요|부탁))/;
/**
 * Where a sentence ends without punctuation: 요 (not 필요, 중요, 주요...) or a declarative 다 (not 베란다,
 * 업체마다), before a space.
 */
const SPOKEN_ENDING = /((?:[가-힣](?<![필중수주개강소불])요)|(?:습니다|니다|[었았했였됐겠]다|[한된는]다|같다|싶다|이다))(?=\s)/g;
const QUESTION_ENDINGS = /(까요|나요|가요|는지|은지|던지|죠|지요|습니까|나|까|냐|건지|인지|는데요\?)$/;

/** Words said before the point that a title does not need. */
const FILLERS = [
  '다름이 아니라',
  '다름이 아니고',
  '다름아니라',
  '다름 아니라',
  '궁금한 게 있는데',
  '궁금한 게 있어서',
  '궁금한 점이 있는데',
  '질문이 있는데',
  '그런데',
  '근데',
  '그리고',
  '그래서',
  '혹시',
  '저기',
  '음',
  '아',
  '참',
  '일단',
  '우선',
];
const LEADING_FILLER = new RegExp(`^(${FILLERS.map(escape).join('|')})(요)?[\\s,.~!]+`);
const INNER_FILLER = /(^|\s)(혹시|좀|약간|진짜|정말|너무너무)(?=\s)/g;
const EMOTICONS = /(ㅠ|ㅜ|ㅎ|ㅋ|ㅡ|;|\^){2,}|\^\^|:\)|:\(|ㅠ|ㅜ/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Service names a body may mention: every category label (커튼/블라인드 gives both), spaces optional (입주 청소). */
const SERVICE_TERMS: Array<{ name: string; pattern: RegExp }> = [
  ...new Set(Object.values(SERVICE_CATEGORY_LABELS).flatMap((label) => label.split('/'))),
  '이사청소',
  '에어컨',
]
  .map((name) => ({ name, pattern: new RegExp([...name.replace(/\s+/g, '')].map(escape).join('\\s?'), 'i') }))
  // Longer names first, so 욕실 환풍기 wins over 욕실 and 에어컨 청소 over 에어컨.
  .sort((a, b) => b.name.length - a.name.length);

/** The service named earliest in `text` (the longest at one position), as written there. */
export function findService(text: string): string | null {
  let best: { at: number; text: string } | null = null;
  for (const term of SERVICE_TERMS) {
    const match = term.pattern.exec(text);
    if (match && (best === null || match.index < best.at)) best = { at: match.index, text: match[0] };
  }
  return best?.text ?? null;
}

export function splitSentences(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) =>
      line
        // Break after sentence punctuation, and after a spoken ending (…요, …다) followed by a space.
        .replace(/([.?!~…]+)(?=\s|$)/g, '$1\u0000')
        .replace(SPOKEN_ENDING, '$1\u0000')
        .split('\u0000'),
    )
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[가-힣A-Za-z0-9]/.test(s));
}

/** The sentence without its closing punctuation and emoticons, for reading its ending. */
function bare(sentence: string): string {
  return sentence
    .replace(EMOTICONS, '')
    .replace(/[\s.?!~…,]+$/g, '')
    .trim();
}

/** 할지, 갈지, 좋을지, 할까, 될까: a verb stem with ㄹ (es-hangul reads the final consonant). */
function endsWithRieulQuestion(text: string): boolean {
  const last = text.at(-1);
  const before = text.at(-2);
  if ((last !== '지' && last !== '까') || !before) return false;
  try {
    return disassembleCompleteCharacter(before)?.jongseong === 'ㄹ';
  } catch {
    return false;
  }
}

const WONDERS = /궁금(해요|합니다|하네요|해서요|하다)$/;
const UNSURE = /(는지|은지|[을할될갈올]지|건지|인지) ?(모르겠|고민|헷갈)|고민(이에요|입니다|이네요|중이에요|돼요|됩니다)$|헷갈(려요|리네요|립니다)$/;

/** Whether the sentence's own ending asks (하나요, 좋을까요, 되는지, 할지...), so a '?' suits it. */
function endsAsking(text: string): boolean {
  return QUESTION_ENDINGS.test(text) || endsWithRieulQuestion(text);
}

export function classify(sentence: string): Kind {
  const withoutGreeting = sentence.replace(GREETING_PREFIX, '').trim();
  const text = bare(withoutGreeting);
  if (!text) return 'greeting';
  const named = findService(text) !== null;
  if (PREAMBLE.test(text) && text.length < 30 && !named) return 'preamble';
  if (withoutGreeting.includes('?')) return 'asked';
  if (WONDERS.test(text) || UNSURE.test(text)) return 'question';
  if (endsAsking(text)) return /\.\s*$/.test(withoutGreeting.replace(EMOTICONS, '')) ? 'weakQuestion' : 'question';
  if (CLOSING.test(text) && !named) return 'closing';
  if (REQUEST.test(text)) return 'request';
  if (PREAMBLE.test(text)) return 'preamble';
  return 'statement';
}

function pick(sentences: string[]): string | null {
  const classified = sentences.map((sentence) => ({ sentence, kind: classify(sentence) }));
  for (const kind of PREFERENCE) {
    const found = classified.find((c) => c.kind === kind);
    if (found) return found.sentence;
  }
  return null;
}

/** Fillers, emoticons, repeated punctuation and greetings out; one space between words. */
export function tidy(sentence: string): string {
  let text = sentence.replace(GREETING_PREFIX, '').replace(EMOTICONS, ' ').replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEADING_FILLER, '').trim();
  }
  text = text
    .replace(INNER_FILLER, '$1')
    .replace(/[?？]+/g, '?')
    .replace(/[!！]+/g, '!')
    .replace(/~+/g, '')
    .replace(/\.{2,}|…+/g, ' ')
    .replace(/\s+([?!.,])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A title ends without a full stop or comma; a question keeps (or gains) its question mark.
  text = text.replace(/[.,!]+$/, '').trim();
  if (!text.endsWith('?') && endsAsking(text)) text = `${text}?`;
  return text;
}

/**
 * A sentence too long for a title loses its opening context clause (…인데, …는데, …해서) when what is
 * left still says something: "이사가 11월 말인데 순서를 어떻게 잡아야 할지…" keeps the part that asks.
 */
function dropContext(text: string, max: number): string {
  if (text.length <= max) return text;
  const clauses = text.split(/(?<=[는인던은한]데|는데요|해서|어서|아서|라서),?\s+/);
  for (let i = 1; i < clauses.length; i++) {
    const rest = clauses.slice(i).join(' ');
    if (rest.length < 8) break;
    if (rest.length <= max) return rest;
  }
  return clauses.length > 1 && clauses.at(-1)!.length >= 8 ? clauses.slice(1).join(' ') : text;
}

/** At most `max` characters, cut at a word boundary with "…" when it is longer. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.]+$/, '')}…`;
}

/** The suggested title, or '' when the body has nothing but greetings and emoticons. */
export function suggestTitle(body: string, max = SUGGESTED_TITLE_MAX): string {
  const chosen = pick(splitSentences(body));
  if (!chosen) return '';
  const title = dropContext(tidy(chosen), max);
  if (title.replace(/[?\s]/g, '').length < 2) return '';

  // A title that names no service gets the one the sentence (or else the body) names first.
  const result = cutAtWord(title, max);
  if (findService(result)) return result;
  const service = findService(chosen) ?? findService(body);
  if (!service) return result;
  const prefix = `[${service}] `;
  return `${prefix}${cutAtWord(title, max - prefix.length)}`;
}
