import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, complete } from '../../../test/factories/inspection-calls';
import { pdfText } from '../../../test/factories/inspection-reports';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createTestApp, type TestContext } from '../../../test/helpers';

/** What the resident reads in the report and the PDF, for readings recorded through the console's API. */
let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

type Reading = { type: 'visual' | 'level' | 'gradient' | 'thermal' | 'radon'; space: '거실' | '욕실1' | null; body?: Record<string, unknown> };

/** An inspection with these readings, all five types completed, the 총평 saved and version 1 made. */
async function reportOf(readings: Reading[]) {
  const me = await createInspector(t);
  const { inspectionIdx: id } = await createTestInspection(t, me.partner.partnerIdx);
  const detail = (await call('GET', `/inspection/${id}`, me.headers)).json().data;
  const spaceOf = (name: string | null) => (name ? detail.spaces.find((s: { name: string }) => s.name === name).spaceIdx : null);
  for (const r of readings) {
    const res = await call('POST', `/inspection/${id}/${r.type}/tasks`, me.headers, taskBody(r.type, spaceOf(r.space), r.body));
    expect(res.statusCode, res.body).toBe(200);
  }
  await complete(t, me.headers, id);
  expect((await call('POST', `/inspection/${id}/result`, me.headers, { opinion: '입주 전에 보수받으세요.' })).statusCode).toBe(200);
  const made = await call('POST', `/inspection/${id}/create/report`, me.headers);
  expect(made.statusCode, made.body).toBe(200);
  const doc = (await call('GET', `/inspection-reports/${made.json().data.reportIdx}`, me.headers)).json().data.document;
  const pdf = await t.app.inject({ method: 'POST', url: '/api/v2/inspection/download/report', headers: me.headers, payload: { inspectionId: id } });
  expect(pdf.statusCode, pdf.body).toBe(200);
  return { doc, pdf: (await pdfText(Buffer.from(pdf.rawPayload))).text.replace(/\s+/g, '') };
}

const squash = (s: string) => s.replace(/\s+/g, '');
const findingsOf = (doc: { spaces: { findings: { description: string; measuredText: string | null }[] }[] }) => doc.spaces.flatMap((s) => s.findings);

describe('the sentence of a failing measurement', () => {
  it('says a reverse bathroom slope falls short of its minimum, and a level reading exceeds its maximum', async () => {
    const { doc, pdf } = await reportOf([
      { type: 'gradient', space: '욕실1', body: { kind: 'floor_drain_slope', spanMm: 1000, deviationMm: -5 } },
      { type: 'level', space: '거실', body: { spanMm: 3000, deviationMm: 9 } },
    ]);
    const [level, slope] = findingsOf(doc).map((f) => f.description);
    expect(slope).toContain('-0.5% (1,000 mm에 -5 mm)로 기준(1% 이상 (배수구 쪽으로))에 못 미쳐요.');
    expect(slope).not.toContain('넘었어요');
    expect(level).toContain('기준(3,000 mm에 2 mm 이하)을 넘었어요.');
    expect(pdf).toContain(squash('기준(1% 이상 (배수구 쪽으로))에 못 미쳐요.'));
  });
});

describe('the summary counts', () => {
  it('counts a thermal reading to confirm under 확인 필요, not under 보수 필요, in the report and the PDF', async () => {
    const { doc, pdf } = await reportOf([
      { type: 'thermal', space: '거실', body: { surfaceTempC: 5, indoorTempC: 22, outdoorTempC: -3 } },
      { type: 'level', space: '거실', body: { spanMm: 3000, deviationMm: 9 } },
    ]);
    const counts = Object.fromEntries(doc.summary.bySeverity.map((s: { label: string; count: number }) => [s.label, s.count]));
    expect(counts).toEqual({ '안전 위험': 0, '보수 필요': 1, '확인 필요': 1, 미관: 0 });
    const thermal = findingsOf(doc).find((f) => f.description.includes('TDR'))!;
    expect(thermal).toMatchObject({ severityLabel: '확인 필요', verdictLabel: '확인 필요' });
    // The PDF's row of counts: 안전 위험, 보수 필요, 확인 필요, 미관.
    expect(pdf).toContain('안전위험보수필요확인필요미관0건1건1건0건');
  });
});

describe('an air reading', () => {
  it('shows how long the radon was measured beside its value, in the report and the PDF', async () => {
    const { doc, pdf } = await reportOf([
      { type: 'radon', space: null, body: { substance: 'radon', value: 162, durationMinutes: 120 } },
      { type: 'radon', space: '거실', body: { substance: 'formaldehyde', value: 80, durationMinutes: null } },
    ]);
    expect(doc.summary.air.map((r: { item: string; measuredText: string }) => [r.item, r.measuredText])).toEqual([
      ['폼알데하이드', '80 μg/㎥'],
      ['라돈', '162 Bq/㎥ · 120분 측정'],
    ]);
    const radon = findingsOf(doc).find((f) => f.description.startsWith('라돈'))!;
    expect(radon).toMatchObject({ measuredText: '162 Bq/㎥ · 120분 측정', description: expect.stringContaining('라돈 162 Bq/㎥로 기준(148 Bq/㎥ 이하)을 넘었어요.') });
    expect(pdf).toContain(squash('162 Bq/㎥ · 120분 측정'));
  });
});

