import { buffer } from 'node:stream/consumers';
import { PassThrough } from 'node:stream';
import ExcelJS from '@protobi/exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, pdfText, reportSource, zipNames } from '../../../test/factories/inspection-reports';
import { EXCEL_COLUMNS, displayWidth, writeFindingsXlsx } from './excel.renderer';
import { renderReportPdf, type PhotoLoader } from './pdf.renderer';
import { wrapKeepAll } from './pdf.wrap';
import { buildReportDocument } from './report.builder';
import { allFindings } from './report.findings';
import { renderImagesZip, renderRepairPack } from './zip.renderer';

const meta = { reportIdx: 1, version: 1, createdAt: new Date('2026-03-15T01:00:00Z') };
let photo: Buffer;
const loadPhoto: PhotoLoader = async () => photo;

beforeAll(async () => {
  photo = await jpegPhoto(800, 600);
});

describe('wrapKeepAll', () => {
  const measure = (s: string) => [...s].length; // one unit per character
  it('breaks Korean at spaces, never inside a word', () => {
    expect(wrapKeepAll('욕실 바닥 타일이 들떠 있어요', 8, measure)).toEqual(['욕실 바닥', '타일이 들떠', '있어요']);
  });
  it('breaks a word longer than the line by character and keeps newlines', () => {
    expect(wrapKeepAll('가나다라마바사아자차\n끝', 4, measure)).toEqual(['가나다라', '마바사아', '자차', '끝']);
  });
});

describe('report PDF', () => {
  it('has the complex name and the Korean finding descriptions as text, with page numbers', async () => {
    const doc = buildReportDocument(reportSource({ findings: 8, complexName: '래미안 원베일리' }), meta);
    const { text, pages } = await pdfText(await buffer(renderReportPdf(doc, loadPhoto)));
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('래미안원베일리');
    for (const f of allFindings(doc)) expect(flat).toContain(f.description.replace(/\s+/g, ''));
    expect(flat).toContain('48~72시간');
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
  }, 30_000);

  it('still renders when a photo is missing, saying so in its place', async () => {
    const doc = buildReportDocument(reportSource({ findings: 2 }), meta);
    const { text } = await pdfText(await buffer(renderReportPdf(doc, async () => null)));
    expect(text).toContain('사진을 불러올 수 없어요');
  }, 30_000);
});

describe('Excel 하자 list', () => {
  it('has one row per finding with the builder columns, Korean columns sized about two widths per character', async () => {
    const doc = buildReportDocument(reportSource({ findings: 9 }), meta);
    const findings = allFindings(doc);
    const out = new PassThrough();
    const bytes = buffer(out);
    await writeFindingsXlsx(doc, findings, { [String(findings[0]!.taskIdx)]: { status: 'fixed', requestedAt: '2026-04-01', fixedAt: '2026-04-10' } }, out);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytes) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('하자 목록')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...EXCEL_COLUMNS]);
    expect(sheet.actualRowCount - 1).toBe(findings.length);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[0]).toBe('1');
    expect(first[1]).toBe(findings[0]!.spaceName);
    expect(first[10]).toBe('보수 완료 (2026-04-10)');
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(displayWidth('공간') + 2);
    expect(displayWidth('거실 A1')).toBe(7);
  });
});

describe('photo zip and 하자보수 pack', () => {
  it('lists Korean names in folders per space, with the UTF-8 flag', async () => {
    const doc = buildReportDocument(reportSource({ findings: 3, photosPerFinding: 2 }), meta);
    const names = await zipNames(await buffer(renderImagesZip(doc, loadPhoto)));
    expect(names).toContain('거실/01_도배_걸레받이_위_벽지가_1.jpg');
    expect(names).toContain('주방/03_바닥재_마루_표면에_긁힘이_2.jpg');
    expect(names).toContain('거실/02_단열_부족_의심.jpg');
    expect(names.every((n) => /^[^/]+\/[^/]+\.jpg$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a folder per builder trade with its Excel and photos, a Korean README, and leaves out what is fixed', async () => {
    const doc = buildReportDocument(reportSource({ findings: 3 }), meta);
    const wallpaper = allFindings(doc).find((f) => f.category === 'wallpaper')!;
    const zip = await buffer(renderRepairPack(doc, { [String(wallpaper.taskIdx)]: { status: 'fixed', requestedAt: null, fixedAt: '2026-04-02' } }, loadPhoto));
    const names = await zipNames(zip);
    expect(names[0]).toBe('읽어 주세요.txt');
    expect(names).toContain('바닥재/하자목록_바닥재.xlsx');
    expect(names).toContain('타일/하자목록_타일.xlsx');
    expect(names.some((n) => n.startsWith('바닥재/사진/'))).toBe(true);
    expect(names.some((n) => n.startsWith('도배/'))).toBe(false);
  });
});
