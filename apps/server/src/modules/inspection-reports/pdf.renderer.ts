import type { Readable } from 'node:stream';
import type { InspectionReportDocument, ReportFinding, ReportMeasurementRow, ReportPhoto, ReportShape } from '@ipju/contract';
import { ANNOTATION_STYLE, annotationSizes, annotationText, arrowHeadCorners, formatBuilders } from '@ipju/contract';
import { deferredStream } from '../../lib/deferred-stream';
import { lazyModule } from '../../lib/lazy-module';
import { reportFonts } from './pdf.fonts';
import { photoPipeline } from './pdf.photos';
import { wrapKeepAll } from './pdf.wrap';
import { REPORT_TITLE } from './report.names';

/** Reads a photo's stored bytes; null when the file is gone. */
export type PhotoLoader = (photo: ReportPhoto) => Promise<Buffer | null>;

const MARGIN = 40;
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const CONTENT_W = PAGE_W - MARGIN * 2;
const BOTTOM = PAGE_H - MARGIN - 16; // room for the page number
const INK = '#1f2329';
const MUTED = '#6b7280';
const LINE = '#d8dce2';
const SEVERITY_COLOURS: Record<string, string> = { safety: '#d92d20', repair: '#f79009', check: '#f79009', cosmetic: '#6b7280' };
const VERDICT_COLOURS: Record<string, string> = { fail: '#d92d20', check: '#f79009', pass: '#12b76a' };

type Doc = PDFKit.PDFDocument;

const loadPdfKit = lazyModule(async () => (await import('pdfkit')).default);

/**
 * The report as a PDF, streamed: the returned stream gives bytes while pages are drawn (each photo is read,
 * downscaled and embedded one at a time, then released). Korean text uses Pretendard and breaks at spaces
 * (pdf.wrap.ts); annotations are vector shapes over the photos; every page carries "n / total". pdfkit is
 * loaded with the first report.
 */
export function renderReportPdf(report: InspectionReportDocument, loadPhoto: PhotoLoader): Readable {
  return deferredStream(async () => drawPdf(report, loadPhoto, await loadPdfKit()));
}

function drawPdf(report: InspectionReportDocument, loadPhoto: PhotoLoader, PDFDocument: Awaited<ReturnType<typeof loadPdfKit>>): Readable {
  const fonts = reportFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${REPORT_TITLE} - ${report.home.complexName}`, Author: report.company.name },
  });
  pdf.registerFont('R', fonts.regular);
  pdf.registerFont('B', fonts.bold);
  const writer = new Writer(pdf, loadPhoto);
  writer
    .drawReport(report)
    .then(() => {
      writer.pageNumbers();
      pdf.end();
    })
    .catch((error: unknown) => pdf.destroy(error instanceof Error ? error : new Error(String(error))));
  return pdf;
}

class Writer {
  private y = MARGIN;
  private photos: ReturnType<typeof photoPipeline<ReportPhoto>> | null = null;

  constructor(
    private readonly pdf: Doc,
    private readonly loadPhoto: PhotoLoader,
  ) {}

  async drawReport(r: InspectionReportDocument) {
    // The order photos are drawn in: the summary's worst findings (three each), then every space's findings.
    const order = [
      ...r.summary.worst.flatMap((f) => f.photos.slice(0, 3)),
      ...r.spaces.flatMap((s) => s.findings.flatMap((f) => f.photos)),
    ];
    this.photos = photoPipeline(order, this.loadPhoto);
    this.cover(r);
    await this.worst(r.summary.worst);
    for (const space of r.spaces) await this.space(space.name, space.findings);
    this.newPage();
    this.heading('측정 결과');
    for (const m of r.measurements) this.measurementTable(m.label, m.rows, m.notes);
    this.standards(r);
    this.disclaimers(r.disclaimers);
  }

  // ---- layout primitives

  private newPage() {
    this.pdf.addPage();
    this.y = MARGIN;
  }

  private ensure(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  private lines(text: string, width: number, size: number, font: 'R' | 'B') {
    this.pdf.font(font).fontSize(size);
    return wrapKeepAll(text, width, (s) => this.pdf.widthOfString(s));
  }

  /** A paragraph at x with keep-all wrapping; moves the cursor below it, breaking pages between lines. */
  private text(text: string, opts: { size?: number; font?: 'R' | 'B'; color?: string; x?: number; width?: number; gap?: number } = {}) {
    const { size = 10, font = 'R', color = INK, x = MARGIN, width = CONTENT_W, gap = 4 } = opts;
    const lineH = size * 1.45;
    for (const line of this.lines(text, width, size, font)) {
      this.ensure(lineH);
      this.pdf.font(font).fontSize(size).fillColor(color).text(line, x, this.y, { lineBreak: false });
      this.y += lineH;
    }
    this.y += gap;
  }

  private heading(text: string) {
    this.ensure(40);
    this.text(text, { size: 16, font: 'B', gap: 6 });
    this.pdf.moveTo(MARGIN, this.y).lineTo(PAGE_W - MARGIN, this.y).lineWidth(1).strokeColor(INK).stroke();
    this.y += 10;
  }

  private subheading(text: string) {
    this.ensure(36);
    this.text(text, { size: 12.5, font: 'B', gap: 6 });
  }

  /**
   * A table whose cells wrap keep-all; a row never splits across pages, and the header repeats on a new page.
   * `colour` picks a cell's text colour (the verdict column).
   */
  private table(columns: { label: string; width: number }[], rows: string[][], colour?: (row: number, col: number) => string | undefined) {
    const size = 9;
    const pad = 4;
    const lineH = size * 1.4;
    const totalW = columns.reduce((s, c) => s + c.width, 0);
    const scale = CONTENT_W / totalW;
    const widths = columns.map((c) => c.width * scale);
    const drawRow = (cells: string[], bold: boolean, fill: string | null, rowIdx: number) => {
      const wrapped = cells.map((cell, i) => this.lines(cell, widths[i]! - pad * 2, size, bold ? 'B' : 'R'));
      const height = Math.max(...wrapped.map((l) => l.length)) * lineH + pad * 2;
      if (this.y + height > BOTTOM) {
        this.newPage();
        if (!bold) drawRow(columns.map((c) => c.label), true, '#f2f4f7', -1);
      }
      let x = MARGIN;
      if (fill) this.pdf.rect(MARGIN, this.y, CONTENT_W, height).fill(fill);
      wrapped.forEach((cellLines, i) => {
        const colourOf = rowIdx >= 0 ? colour?.(rowIdx, i) : undefined;
        cellLines.forEach((line, j) => {
          this.pdf
            .font(bold ? 'B' : 'R')
            .fontSize(size)
            .fillColor(colourOf ?? INK)
            .text(line, x + pad, this.y + pad + j * lineH, { lineBreak: false });
        });
        x += widths[i]!;
      });
      this.pdf.moveTo(MARGIN, this.y + height).lineTo(PAGE_W - MARGIN, this.y + height).lineWidth(0.5).strokeColor(LINE).stroke();
      this.y += height;
    };
    drawRow(columns.map((c) => c.label), true, '#f2f4f7', -1);
    rows.forEach((row, i) => drawRow(row, false, null, i));
    this.y += 10;
  }

  // ---- photos

  /** Photos side by side (up to three per row), each with its annotations drawn over it. */
  private async photoRow(photos: ReportPhoto[], perRow = 3) {
    const gap = 8;
    const cellW = (CONTENT_W - gap * (perRow - 1)) / perRow;
    const cellH = cellW * 0.75;
    for (let i = 0; i < photos.length; i += perRow) {
      this.ensure(cellH + 8);
      const rowY = this.y;
      for (const [j, photo] of photos.slice(i, i + perRow).entries()) {
        await this.photo(photo, MARGIN + j * (cellW + gap), rowY, cellW, cellH);
      }
      this.y = rowY + cellH + 8;
    }
  }

  private async photo(photo: ReportPhoto, x: number, y: number, w: number, h: number) {
    const prepared = await this.photos!.take(photo);
    if (!prepared) {
      this.pdf.rect(x, y, w, h).fill('#f2f4f7');
      this.pdf.font('R').fontSize(9).fillColor(MUTED).text('사진을 불러올 수 없어요', x + 8, y + h / 2 - 6, { lineBreak: false });
      return;
    }
    // Fit inside the cell, centred; annotations use the drawn rectangle so they land where they were drawn.
    const ratio = Math.min(w / prepared.width, h / prepared.height);
    const dw = prepared.width * ratio;
    const dh = prepared.height * ratio;
    const dx = x + (w - dw) / 2;
    const dy = y + (h - dh) / 2;
    this.pdf.rect(x, y, w, h).fill('#f2f4f7');
    this.pdf.image(prepared.data, dx, dy, { width: dw, height: dh });
    for (const shape of photo.annotations) this.shape(shape, dx, dy, dw, dh);
  }

  /** One mark, drawn with the contract's ANNOTATION_STYLE: the same sizes, shares of the photo, as on screen. */
  private shape(shape: ReportShape, x: number, y: number, w: number, h: number) {
    const pdf = this.pdf;
    const size = annotationSizes(w, h);
    const colour = ANNOTATION_STYLE.color;
    pdf.save().lineWidth(size.stroke).lineCap('round').lineJoin('round').strokeColor(colour).fillColor(colour);
    if (shape.kind === 'circle') {
      pdf.ellipse(x + shape.x * w, y + shape.y * h, Math.max(shape.rx * w, size.stroke), Math.max(shape.ry * h, size.stroke)).stroke();
    } else if (shape.kind === 'arrow') {
      const [x1, y1, x2, y2] = [x + shape.x1 * w, y + shape.y1 * h, x + shape.x2 * w, y + shape.y2 * h];
      pdf.moveTo(x1, y1).lineTo(x2, y2).stroke();
      const [a, b] = arrowHeadCorners(x1, y1, x2, y2, size.arrowHead);
      pdf.moveTo(x2, y2).lineTo(a.x, a.y).lineTo(b.x, b.y).closePath().fill();
    } else {
      pdf.font('B').fontSize(size.fontSize);
      const text = annotationText(shape.text);
      const tw = pdf.widthOfString(text) + size.padding * 2;
      // (x, y) is the label's top-left corner; a label near an edge is pulled back onto the photo.
      const tx = Math.min(x + shape.x * w, x + w - tw);
      const ty = Math.min(y + shape.y * h, y + h - size.boxHeight);
      pdf.rect(tx, ty, tw, size.boxHeight).fill(ANNOTATION_STYLE.textBackground);
      pdf.fillColor(colour).text(text, tx + size.padding, ty + (size.boxHeight - size.fontSize) / 2, { lineBreak: false });
    }
    pdf.restore();
  }

  // ---- sections

  private cover(r: InspectionReportDocument) {
    const { home, summary } = r;
    this.text(r.isSample ? `${REPORT_TITLE} (샘플)` : REPORT_TITLE, { size: 22, font: 'B', gap: 2 });
    this.text(`${home.complexName} ${home.dong}동 ${home.ho}호`, { size: 14, font: 'B', gap: 2 });
    this.text(
      [
        `점검일 ${home.visitDate}`,
        home.areaLabel,
        home.builder ? `시공사 ${formatBuilders(home.builder)}` : null,
        `점검 ${r.company.name}${r.inspectorName ? ` ${r.inspectorName}` : ''}`,
        `고객 ${r.residentName}`,
        `보고서 ${r.version}판 (${r.createdAt.slice(0, 10)})`,
      ]
        .filter(Boolean)
        .join(' · '),
      { size: 9.5, color: MUTED, gap: 14 },
    );

    this.subheading(`발견한 하자 ${summary.findingCount}건`);
    this.table(
      [
        { label: '점검 항목', width: 3 },
        { label: '기록', width: 2 },
        { label: '하자·확인 필요', width: 2 },
      ],
      summary.byType.map((t) => [t.label, `${t.taskCount}건`, `${t.findingCount}건`]),
    );
    this.table(
      summary.bySeverity.map((s) => ({ label: s.label, width: 1 })),
      [summary.bySeverity.map((s) => `${s.count}건`)],
      (_, col) => SEVERITY_COLOURS[summary.bySeverity[col]!.severity],
    );

    if (summary.air.length > 0) {
      this.subheading('라돈·실내공기질');
      this.measurementRows(summary.air);
    }

    this.subheading('총평');
    this.text(summary.opinion || '총평이 없어요.', { size: 10.5, gap: 12 });
  }

  private async worst(findings: ReportFinding[]) {
    if (findings.length === 0) return;
    this.subheading('먼저 고쳐야 할 하자');
    for (const f of findings) {
      this.ensure(60);
      this.findingHeader(f);
      this.text(f.description, { size: 9.5, x: MARGIN + 10, width: CONTENT_W - 10, gap: 4 });
      await this.photoRow(f.photos.slice(0, 3));
    }
  }

  private findingHeader(f: ReportFinding) {
    // A reading to confirm is 확인 필요 as both weight and verdict: said once.
    const badge = f.verdictLabel && f.verdictLabel !== f.severityLabel ? `${f.severityLabel} · ${f.verdictLabel}` : f.severityLabel;
    this.ensure(20);
    const y = this.y;
    this.pdf.font('B').fontSize(10.5);
    const badgeW = this.pdf.widthOfString(badge) + 10;
    this.pdf.roundedRect(MARGIN, y, badgeW, 15, 3).fill(SEVERITY_COLOURS[f.severity] ?? MUTED);
    this.pdf.fillColor('#ffffff').text(badge, MARGIN + 5, y + 1.5, { lineBreak: false });
    const title = `${f.no}. ${f.spaceName} ${f.title}`;
    const lines = this.lines(title, CONTENT_W - badgeW - 8, 10.5, 'B');
    lines.forEach((line, i) => {
      this.pdf.font('B').fontSize(10.5).fillColor(INK).text(line, MARGIN + badgeW + 8, y + 1.5 + i * 15, { lineBreak: false });
    });
    this.y = y + Math.max(1, lines.length) * 15 + 6;
  }

  private async space(name: string, findings: ReportFinding[]) {
    this.ensure(80);
    this.heading(`${name} · 하자 ${findings.length}건`);
    if (findings.length === 0) {
      this.text('이 공간에서는 하자를 찾지 못했어요.', { size: 10, color: MUTED, gap: 10 });
      return;
    }
    for (const f of findings) {
      this.ensure(60);
      this.findingHeader(f);
      const facts = [
        `공종 ${f.categoryLabel}`,
        f.location ? `위치 ${f.location}` : null,
        f.measuredText ? `측정 ${f.measuredText}` : null,
        f.allowedText ? `기준 ${f.allowedText}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      this.text(facts, { size: 9, color: MUTED, x: MARGIN + 10, width: CONTENT_W - 10, gap: 2 });
      this.text(f.description, { size: 9.5, x: MARGIN + 10, width: CONTENT_W - 10, gap: 4 });
      await this.photoRow(f.photos);
      this.y += 4;
    }
  }

  private measurementRows(rows: ReportMeasurementRow[]) {
    this.table(
      [
        { label: '공간', width: 2 },
        { label: '위치', width: 2 },
        { label: '항목', width: 2.4 },
        { label: '측정값', width: 2.2 },
        { label: '기준', width: 2.6 },
        { label: '판정', width: 1.4 },
      ],
      rows.map((r) => [r.spaceName, r.location || '-', r.item, r.measuredText, r.allowedText, r.verdictLabel]),
      (row, col) => (col === 5 ? VERDICT_COLOURS[rows[row]!.verdict] : undefined),
    );
  }

  private measurementTable(label: string, rows: ReportMeasurementRow[], notes: string[]) {
    this.subheading(`${label} (${rows.length}건)`);
    if (rows.length === 0) {
      this.text('측정 기록이 없어요.', { size: 9.5, color: MUTED, gap: 10 });
      return;
    }
    this.measurementRows(rows);
    for (const note of notes) this.text(`· ${note}`, { size: 8.5, color: MUTED, gap: 2 });
    if (notes.length) this.y += 8;
  }

  private standards(r: InspectionReportDocument) {
    if (r.standards.length === 0) return;
    this.ensure(80);
    this.heading('적용 기준');
    this.table(
      [
        { label: '점검 항목', width: 1.6 },
        { label: '기준', width: 2.4 },
        { label: '기준값', width: 1.8 },
        { label: '출처', width: 4 },
      ],
      r.standards.map((s) => [
        s.typeLabel,
        s.condition ? `${s.label} (${s.condition})` : s.label,
        `${s.comparator === 'max' ? '최대' : '최소'} ${s.limit} ${s.unit}`,
        s.note ? `${s.source} (${s.note})` : s.source,
      ]),
    );
  }

  private disclaimers(items: string[]) {
    this.ensure(60);
    this.heading('꼭 읽어 주세요');
    for (const d of items) this.text(`· ${d}`, { size: 9.5, color: INK, gap: 6 });
  }

  /** "n / total" at the foot of every page (pages are buffered until the end for the total). */
  pageNumbers() {
    const range = this.pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.pdf.switchToPage(i);
      const label = `${i + 1} / ${range.count}`;
      this.pdf.font('R').fontSize(8.5).fillColor(MUTED);
      const w = this.pdf.widthOfString(label);
      // Below the bottom margin: pdfkit would otherwise add a page for text past it.
      const bottom = this.pdf.page.margins.bottom;
      this.pdf.page.margins.bottom = 0;
      this.pdf.text(label, (PAGE_W - w) / 2, PAGE_H - MARGIN + 8, { lineBreak: false });
      this.pdf.page.margins.bottom = bottom;
    }
  }
}
