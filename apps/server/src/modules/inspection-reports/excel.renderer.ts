import type { Writable } from 'node:stream';
import type { InspectionReportDocument, ReportFinding, ReportRepair } from '@ipju/contract';
import { formatBuilders, REPAIR_STATUS_LABELS } from '@ipju/contract';
import { lazyModule } from '../../lib/lazy-module';

/**
 * The builder's 하자 list as .xlsx: one row per finding on the first sheet, the home's facts on the second.
 * Written with @protobi/exceljs's streaming writer (rows are committed as they are added, straight to `out`):
 * exceljs itself is unmaintained and SheetJS's current builds are not on the npm registry (docs/INSPECTION.md).
 */
export const EXCEL_COLUMNS = ['번호', '공간', '위치', '공종', '내용', '중요도', '측정값', '기준', '판정', '사진 파일명', '보수 상태'] as const;

/** Display width of a cell in Excel's character units: Hangul and other wide characters count about 2. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\uac00-\ud7a3\u4e00-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return width;
}

function repairText(repair: ReportRepair | undefined): string {
  if (!repair) return REPAIR_STATUS_LABELS.open;
  const date = repair.status === 'fixed' ? repair.fixedAt : repair.status === 'requested' ? repair.requestedAt : null;
  return date ? `${REPAIR_STATUS_LABELS[repair.status]} (${date})` : REPAIR_STATUS_LABELS[repair.status];
}

export function findingRow(f: ReportFinding, repairs: Record<string, ReportRepair>): string[] {
  return [
    String(f.no),
    f.spaceName,
    f.location || '-',
    f.categoryLabel,
    `${f.title}\n${f.description}`,
    f.severityLabel,
    f.measuredText ?? '-',
    f.allowedText ?? '-',
    f.verdictLabel ?? '-',
    f.photos.map((p) => p.fileName).join('\n'),
    repairText(repairs[String(f.taskIdx)]),
  ];
}

/** exceljs, loaded with the first spreadsheet. */
const loadExcelJs = lazyModule(async () => (await import('@protobi/exceljs')).default);

export async function writeFindingsXlsx(
  report: InspectionReportDocument,
  findings: ReportFinding[],
  repairs: Record<string, ReportRepair>,
  out: Writable,
): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = report.company.name;
  const sheet = workbook.addWorksheet('하자 목록', { views: [{ state: 'frozen', ySplit: 1 }] });
  const rows = findings.map((f) => findingRow(f, repairs));
  // Widths from the longest line of each column (wide characters count 2), within bounds that keep it printable.
  const caps = [6, 12, 16, 10, 50, 10, 16, 22, 10, 36, 18];
  sheet.columns = EXCEL_COLUMNS.map((header, i) => ({
    header,
    key: String(i),
    width: Math.min(
      caps[i]!,
      Math.max(displayWidth(header), ...rows.flatMap((r) => r[i]!.split('\n').map(displayWidth))) + 2,
    ),
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F4F7' } };
  head.commit();
  for (const row of rows) {
    const added = sheet.addRow(row);
    added.alignment = { vertical: 'top', wrapText: true };
    added.commit();
  }
  sheet.commit();

  const info = workbook.addWorksheet('점검 정보');
  info.columns = [
    { header: '항목', key: 'k', width: 14 },
    { header: '내용', key: 'v', width: 50 },
  ];
  const { home } = report;
  for (const [k, v] of [
    ['단지', home.complexName],
    ['동·호', `${home.dong}동 ${home.ho}호`],
    ['평형', home.areaLabel],
    ['시공사', home.builder ? formatBuilders(home.builder) : '-'],
    ['점검일', home.visitDate],
    ['점검 업체', report.company.name],
    ['고객', report.residentName],
    ['보고서', `${report.version}판 (${report.createdAt.slice(0, 10)})`],
  ] as const) {
    info.addRow({ k, v }).commit();
  }
  info.commit();
  await workbook.commit();
}
