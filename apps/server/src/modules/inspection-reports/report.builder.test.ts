import { judgeTask } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { reportSource } from '../../../test/factories/inspection-reports';
import { buildReportDocument, DISCLAIMERS, safeFileName, WHOLE_HOME, WORST_MAX } from './report.builder';
import { allFindings } from './report.findings';

const meta = { reportIdx: 7, version: 2, createdAt: new Date('2026-03-15T01:00:00Z') };

describe('buildReportDocument', () => {
  it('counts findings by type and severity: every 육안 defect, and measurements over their standard or to check', () => {
    const doc = buildReportDocument(reportSource({ findings: 8 }), meta);
    // 8 visual + level fail + gradient fail + thermal check + radon fail; the passing level and formaldehyde are not findings.
    expect(doc.summary.findingCount).toBe(12);
    expect(doc.summary.byType).toEqual([
      { type: 'visual', label: '육안 점검', taskCount: 8, findingCount: 8 },
      { type: 'level', label: '바닥 수평', taskCount: 2, findingCount: 1 },
      { type: 'gradient', label: '기울기', taskCount: 1, findingCount: 1 },
      { type: 'thermal', label: '열화상', taskCount: 1, findingCount: 1 },
      { type: 'radon', label: '라돈·공기질', taskCount: 2, findingCount: 1 },
    ]);
    const bySeverity = Object.fromEntries(doc.summary.bySeverity.map((s) => [s.label, s.count]));
    // visual severities cycle safety, repair, cosmetic, repair (2/4/2); radon over the standard is a safety matter;
    // the thermal reading to confirm counts as 확인 필요, not as a repair.
    expect(bySeverity).toEqual({ '안전 위험': 3, '보수 필요': 6, '확인 필요': 1, 미관: 2 });
    expect(doc.summary.bySeverity.map((s) => s.label)).toEqual(['안전 위험', '보수 필요', '확인 필요', '미관']);
  });

  it('puts the worst findings first in the summary, at most six: safety, then 기준 초과 before 확인 필요', () => {
    const doc = buildReportDocument(reportSource({ findings: 20 }), meta);
    const worst = doc.summary.worst;
    expect(worst).toHaveLength(WORST_MAX);
    expect(worst.slice(0, 6).every((f) => f.severity === 'safety')).toBe(true);
    const small = buildReportDocument(reportSource({ findings: 1 }), meta).summary.worst;
    // the radon reading over its standard and the safety defect first, then the failing measurements, then the thermal check.
    expect(small.map((f) => `${f.severityLabel}/${f.verdictLabel ?? '-'}`)).toEqual([
      '안전 위험/기준 초과',
      '안전 위험/-',
      '보수 필요/기준 초과',
      '보수 필요/기준 초과',
      '확인 필요/확인 필요',
    ]);
  });

  it('numbers findings in space order and lists a whole-home radon reading under 세대 전체', () => {
    const doc = buildReportDocument(reportSource({ findings: 6 }), meta);
    const numbers = allFindings(doc).map((f) => f.no);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(doc.spaces.map((s) => s.name)).toEqual(['거실', '주방', '침실1', '침실2', '욕실1', '현관', WHOLE_HOME]);
    const radon = doc.spaces.at(-1)!.findings[0]!;
    expect(radon.description).toBe('라돈 162 Bq/m³로 기준(148 Bq/m³ 이하)을 넘었어요.');
    expect(doc.summary.air.map((r) => [r.item, r.verdictLabel])).toEqual([
      ['폼알데하이드', '적합'],
      ['라돈', '기준 초과'],
    ]);
  });

  it('tables every measurement with measured against allowed, passing ones included', () => {
    const doc = buildReportDocument(reportSource(), meta);
    const level = doc.measurements.find((m) => m.type === 'level')!;
    expect(level.rows.map((r) => `${r.spaceName} ${r.measuredText} ${r.allowedText} ${r.verdictLabel}`)).toEqual([
      '거실 2 mm / 3 m 3 mm / 3 m 이하 적합',
      '침실1 7 mm / 3 m 3 mm / 3 m 이하 기준 초과',
    ]);
    expect(doc.measurements.map((m) => m.label)).toEqual(['바닥 수평', '기울기', '열화상', '라돈·공기질']);
  });

  it('names photos for the zip by space and number in Korean, and says a radon screen and a thermal image are not final', () => {
    const doc = buildReportDocument(reportSource({ findings: 1, photosPerFinding: 2 }), meta);
    expect(allFindings(doc)[0]!.photos.map((p) => p.fileName)).toEqual([
      '거실/01_도배_걸레받이_위_벽지가_1.jpg',
      '거실/01_도배_걸레받이_위_벽지가_2.jpg',
    ]);
    expect(doc.disclaimers).toContain(DISCLAIMERS.radon);
    expect(doc.disclaimers).toContain(DISCLAIMERS.thermal);
    expect(doc.disclaimers.join(' ')).toMatch(/48~72시간/);
  });

  it('says a reading no standard covers needs checking once, without "기준 기준 없음"', () => {
    const source = reportSource({ findings: 0 });
    // A thermal reading on a wall: the standards have no TDR limit for walls, so the judge finds none.
    const judgement = judgeTask(
      { type: 'thermal', surface: 'wall', surfaceTempC: 14, indoorTempC: 22, outdoorTempC: -2 },
      [],
      { region: 'II', approvedFrom2019_07: true },
    )!;
    const wall = source.tasks.find((t) => t.type === 'thermal')!;
    wall.measurement = { item: '벽 결로 의심', category: 'other', substance: null };
    wall.judgement = judgement;
    const finding = allFindings(buildReportDocument(source, meta)).find((f) => f.taskIdx === wall.taskIdx)!;
    expect(finding.verdictLabel).toBe('확인 필요');
    expect(finding.description).toBe(`벽 결로 의심 ${judgement.measuredText}: 확인이 필요해요 (적용할 기준이 없어요).`);
    expect(finding.description).not.toMatch(/기준 기준/);
  });

  it('keeps names usable as zip paths', () => {
    expect(safeFileName('욕실1/샤워부스: "문" 틀?')).toBe('욕실1_샤워부스_문_틀');
    expect(safeFileName('   ')).toBe('사진');
  });
});
