import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openAiCompatibleModel, type LanguageModel } from '../../lib/language-model';
import { checkModelSummary, summaryPrompt, writeSummary, type PlanFacts } from './move-in-plan.model';

const FACTS: PlanFacts = {
  apartmentName: '잠실래미안아이파크',
  pyeong: 34,
  moveInDate: '2027-04-15',
  budget: 2_000_000,
  total: 1_080_000,
  preVisit: { start: '2027-03-20', end: '2027-03-22' },
  lines: [
    { categoryName: '줄눈 시공', itemName: '프리미엄 줄눈', companyName: '반짝줄눈', price: 360_000, regularPrice: 400_000, date: '2027-04-06', reason: '', neighboursShare: 40 },
    { categoryName: '입주청소', itemName: '꼼꼼 입주청소', companyName: '깨끗한집', price: 360_000, regularPrice: 400_000, date: '2027-04-10', reason: '', neighboursShare: null },
    { categoryName: '새집증후군 시공', itemName: '피톤치드 케어', companyName: '숨쉬는집', price: 360_000, regularPrice: 400_000, date: '2027-04-12', reason: '', neighboursShare: null },
  ],
};
const OTHERS = ['탄성코트', '에어컨 청소', '번쩍탄성', '줄눈 시공'];
const TEMPLATE = '템플릿 요약 첫 문장이에요.\n템플릿 요약 둘째 문장이에요.';

const good =
  '4월 6일 줄눈 시공으로 시작해 4월 10일 입주청소, 4월 12일 새집증후군 시공까지 순서대로 잡았어요. 합계는 1,080,000원으로 예산 200만원 안이에요. 이웃 40%가 고른 줄눈도 담았어요.';

describe('checkModelSummary', () => {
  it('takes a summary that only states the plan, one sentence per line', () => {
    const result = checkModelSummary(good, FACTS, OTHERS);
    expect(result).toEqual({ ok: true, summary: good.split(/(?<=\.)\s+/).join('\n') });
  });

  it.each([
    ['an item the plan does not hold', '4월 10일 입주청소 뒤에 탄성코트도 하면 좋아요. 합계는 1,080,000원이에요.'],
    ['a price not in the plan', '4월 10일 입주청소는 299,000원이에요. 합계는 1,080,000원이에요.'],
    ['a price in 만원 not in the plan', '입주청소를 4월 10일에 해요. 합계는 약 100만원이에요.'],
    ['a date not in the plan', '4월 11일에 입주청소를 해요. 합계는 1,080,000원이에요.'],
    ['a date written with a slash', '4/11 입주청소를 해요. 합계는 1,080,000원이에요.'],
    ['a share not in the plan', '이웃 90%가 고른 입주청소예요. 4월 10일에 해요.'],
    ['a phone number', '궁금하면 010-1234-5678로 전화 주세요. 4월 10일 입주청소예요.'],
    ['one sentence only', '4월 10일 입주청소예요'],
    ['English only', 'Your plan starts on April 6th. It ends on April 12th.'],
    ['markup', '**요약**: 4월 10일 입주청소예요. 합계는 1,080,000원이에요.'],
  ])('refuses %s', (_, text) => {
    expect(checkModelSummary(text, FACTS, OTHERS).ok).toBe(false);
  });

  it('digits inside a name are not prices', () => {
    const named = { ...FACTS, apartmentName: '래미안3차 A12345동' };
    expect(checkModelSummary('래미안3차 A12345동 입주에 맞춰 4월 10일 입주청소를 잡았어요. 합계는 1,080,000원이에요.', named, OTHERS).ok).toBe(true);
    expect(checkModelSummary('4월 10일 입주청소를 잡았어요. 합계는 1080001 이에요.', FACTS, OTHERS).ok).toBe(false);
  });

  it('the names of the plan itself are not inventions even when the catalogue lists them', () => {
    expect(checkModelSummary('4월 6일 줄눈 시공을 먼저 해요. 4월 10일 입주청소로 마무리해요.', FACTS, OTHERS).ok).toBe(true);
  });
});

const fake = (answer: string | Error): LanguageModel & { prompts: unknown[] } => {
  const prompts: unknown[] = [];
  return {
    prompts,
    async complete(messages) {
      prompts.push(messages);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};

describe('writeSummary', () => {
  it('uses the model when its answer passes the check, and tells it the plan', async () => {
    const model = fake(good);
    const result = await writeSummary(model, FACTS, TEMPLATE, OTHERS);
    expect(result.source).toBe('model');
    expect(JSON.stringify(model.prompts[0])).toContain('꼼꼼 입주청소 (깨끗한집), 360,000원');
  });

  it('a model that invents an item or a price is refused and the template is used', async () => {
    const refused: string[] = [];
    const invented = await writeSummary(fake('4월 10일 입주청소 뒤 탄성코트도 넣었어요. 합계는 1,080,000원이에요.'), FACTS, TEMPLATE, OTHERS, (w) => refused.push(w));
    expect(invented).toEqual({ summary: TEMPLATE, source: 'template' });
    const priced = await writeSummary(fake('4월 10일 입주청소는 단돈 99,000원이에요. 지금 담아 보세요.'), FACTS, TEMPLATE, OTHERS, (w) => refused.push(w));
    expect(priced).toEqual({ summary: TEMPLATE, source: 'template' });
    expect(refused).toEqual([expect.stringContaining('names not in the plan'), 'price not in the plan']);
  });

  it('a failing model falls back to the template; no model means the template', async () => {
    expect(await writeSummary(fake(new Error('boom')), FACTS, TEMPLATE, OTHERS)).toEqual({ summary: TEMPLATE, source: 'template' });
    expect(await writeSummary(null, FACTS, TEMPLATE, OTHERS)).toEqual({ summary: TEMPLATE, source: 'template' });
  });

  it('the prompt carries the plan and the rules, never another item', () => {
    const [system, user] = summaryPrompt(FACTS, TEMPLATE);
    expect(system!.content).toContain('지어내지 마세요');
    expect(user!.content).toContain('4월 6일 줄눈 시공 - 프리미엄 줄눈 (반짝줄눈), 360,000원');
    expect(user!.content).not.toContain('탄성코트');
  });
});

describe('the OpenAI-compatible client', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  async function serve(handler: Parameters<typeof createServer>[1]) {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  it('posts the messages to /chat/completions with the key and reads the first choice', async () => {
    let seen: { url?: string; auth?: string; body?: { model: string } } = {};
    const baseUrl = await serve((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen = { url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: good } }] }));
      });
    });
    const model = openAiCompatibleModel({ baseUrl, apiKey: 'k-123', model: 'small-model', timeoutMs: 5_000 });
    expect(await model.complete(summaryPrompt(FACTS, TEMPLATE))).toBe(good);
    expect(seen).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer k-123', body: { model: 'small-model' } });
  });

  it('a model that does not answer in time falls back to the template', async () => {
    const baseUrl = await serve(() => {
      // Never answers.
    });
    const model = openAiCompatibleModel({ baseUrl, apiKey: undefined, model: 'slow', timeoutMs: 500 });
    await expect(model.complete([{ role: 'user', content: '안녕' }])).rejects.toThrow();
    expect(await writeSummary(model, FACTS, TEMPLATE, OTHERS)).toEqual({ summary: TEMPLATE, source: 'template' });
  });

  it('an error status is a failure (the template is used)', async () => {
    const baseUrl = await serve((_req, res) => {
      res.statusCode = 500;
      res.end('{}');
    });
    const model = openAiCompatibleModel({ baseUrl, apiKey: undefined, model: 'm', timeoutMs: 5_000 });
    expect(await writeSummary(model, FACTS, TEMPLATE, OTHERS)).toEqual({ summary: TEMPLATE, source: 'template' });
  });
});
