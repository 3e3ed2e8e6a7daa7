import { PassThrough, type Readable } from 'node:stream';
import type { InspectionReportDocument, ReportFinding, ReportPhoto, ReportRepair } from '@ipju/contract';
import { writeFindingsXlsx } from './excel.renderer';
import type { PhotoLoader } from './pdf.renderer';
import { safeFileName } from './report.builder';
import { allFindings } from './report.findings';
import { zipStream, type ZipEntry } from './zip.stream';

/** Every photo of the report once, in report order: the findings' photos, then the passing measurements'. */
export function reportPhotos(report: InspectionReportDocument): ReportPhoto[] {
  const seen = new Map<number, ReportPhoto>();
  for (const f of allFindings(report)) for (const p of f.photos) if (!seen.has(p.photoIdx)) seen.set(p.photoIdx, p);
  for (const m of report.measurements) for (const r of m.rows) for (const p of r.photos) if (!seen.has(p.photoIdx)) seen.set(p.photoIdx, p);
  return [...seen.values()];
}

async function* photoEntries(photos: ReportPhoto[], loadPhoto: PhotoLoader, prefix = ''): AsyncIterable<ZipEntry> {
  for (const photo of photos) {
    const bytes = await loadPhoto(photo).catch(() => null);
    if (bytes) yield { name: `${prefix}${photo.fileName}`, data: bytes, store: true };
  }
}

/** The photos as a zip, a folder per space, Korean names (`거실/03_도배_오염.jpg`). */
export function renderImagesZip(report: InspectionReportDocument, loadPhoto: PhotoLoader): Readable {
  return zipStream(() => photoEntries(reportPhotos(report), loadPhoto));
}

/** The findings to ask the builder to repair: all but those the resident marked fixed, grouped by trade (공종). */
export function repairGroups(report: InspectionReportDocument, repairs: Record<string, ReportRepair>) {
  const groups = new Map<string, { label: string; findings: ReportFinding[] }>();
  for (const f of allFindings(report)) {
    if (repairs[String(f.taskIdx)]?.status === 'fixed') continue;
    const group = groups.get(f.category) ?? { label: f.categoryLabel, findings: [] };
    group.findings.push(f);
    groups.set(f.category, group);
  }
  return [...groups.values()];
}

export function repairPackReadme(report: InspectionReportDocument, groups: { label: string; findings: ReportFinding[] }[]): string {
  const { home } = report;
  const lines = [
    `하자보수 신청 자료 - ${home.complexName} ${home.dong}동 ${home.ho}호`,
    `점검일 ${home.visitDate} · ${report.company.name} · 보고서 ${report.version}판`,
    '',
    '이 묶음에는 공종(시공 분야)별 폴더가 있어요. 폴더마다 그 공종의 하자 목록(엑셀)과 사진이 들어 있어요.',
    ...groups.map((g) => `- ${g.label}: ${g.findings.length}건`),
    '',
    '신청하는 방법',
    `1. ${home.builder ? `${home.builder} ` : ''}입주지원센터(AS 센터)나 하자 접수 앱·홈페이지에서 하자 접수를 해요.`,
    '2. 접수할 때 공종별 폴더의 엑셀 파일을 첨부하거나, 엑셀의 번호·공간·위치·내용을 그대로 옮겨 적어요.',
    '3. 사진은 엑셀의 "사진 파일명" 칸에 적힌 파일을 함께 보내요. 파일 이름 앞 숫자가 하자 번호예요.',
    '4. 접수 번호와 접수일을 받아 두고, 입주 앱의 보고서 화면 체크리스트에 보수 요청일을 적어 두세요.',
    '5. 보수가 끝나면 직접 확인하고 체크리스트에서 보수 완료로 바꿔요. 이미 보수 완료로 표시한 하자는 이 묶음에서 빠져요.',
    '',
    '알아 두세요',
    '- 공동주택관리법에 따라 하자의 종류마다 담보책임기간이 달라요(마감 공사 2년 등). 기간 안에 접수해야 해요.',
    '- 시공사가 보수를 미루거나 거절하면 국토교통부 하자심사·분쟁조정위원회에 신청할 수 있어요.',
    ...report.disclaimers.map((d) => `- ${d}`),
  ];
  // A BOM so that Windows Notepad reads the Korean text as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/**
 * The 하자보수 신청 pack: one folder per builder trade with that trade's Excel and photos, and a README on how to
 * submit it to the builder's AS office.
 */
export function renderRepairPack(
  report: InspectionReportDocument,
  repairs: Record<string, ReportRepair>,
  loadPhoto: PhotoLoader,
): Readable {
  const groups = repairGroups(report, repairs);
  return zipStream(async function* () {
    yield { name: '읽어 주세요.txt', data: repairPackReadme(report, groups) };
    for (const group of groups) {
      const folder = safeFileName(group.label);
      const xlsx = new PassThrough();
      const written = writeFindingsXlsx(report, group.findings, repairs, xlsx).catch((error: unknown) => {
        xlsx.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      yield { name: `${folder}/하자목록_${folder}.xlsx`, data: xlsx };
      await written;
      yield* photoEntries(
        group.findings.flatMap((f) => f.photos),
        loadPhoto,
        `${folder}/사진/`,
      );
    }
  });
}
