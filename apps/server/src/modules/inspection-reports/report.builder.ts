import type {
  InspectionReportDocument,
  ReportFinding,
  ReportMeasurementRow,
  ReportPhoto,
} from '@ipju/contract';
import { NO_STANDARD } from '@ipju/contract';
import {
  categoryLabel,
  type FindingSeverity,
  MEASUREMENT_TYPES,
  SEVERITY_LABELS,
  SEVERITY_ORDER,
  TYPE_LABELS,
  TYPE_ORDER,
  VERDICT_LABELS,
} from './report.labels';
import type { ReportSource, SourcePhoto, SourceTask, Verdict } from './report.source';

/** The summary shows at most this many findings with their photos. */
export const WORST_MAX = 6;

/** Findings without a space (a whole-home radon reading) are listed under this name. */
export const WHOLE_HOME = '세대 전체';

export const DISCLAIMERS = {
  radon:
    '라돈 수치는 점검 시간(약 2시간) 동안 잰 선별 측정값이에요. 실내 라돈 농도는 48~72시간 이상 연속 측정해야 정확하므로, 기준에 가깝거나 넘으면 장기 측정을 받아 보세요.',
  thermal:
    '열화상 촬영은 표면 온도 차이로 단열·난방·결로 문제를 찾는 선별 검사예요. 열화상 소견은 시공사 확인이나 추가 점검으로 확정해야 해요.',
  scope:
    '이 보고서는 점검일에 눈으로 보고 장비로 잰 결과예요. 마감재 안쪽처럼 보이지 않는 곳의 상태는 담지 않아요.',
  standards: '기준값은 점검 당시의 기준을 따랐어요. 출처는 보고서 끝의 기준표에 있어요.',
} as const;

/** A name safe in a zip entry and on Windows: no path separators or reserved characters, at most 40 characters. */
export function safeFileName(text: string): string {
  const cleaned = text
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, '_');
  return [...cleaned].slice(0, 40).join('') || '사진';
}

const pad = (n: number) => String(n).padStart(2, '0');

const severityRank = (s: FindingSeverity) => SEVERITY_ORDER.indexOf(s);

/** The measured value as printed: an air reading says how long it was taken beside its value ("162 Bq/㎥ · 120분 측정"). */
function measuredTextOf(task: SourceTask): string {
  const measured = task.judgement?.measuredText ?? '-';
  const minutes = task.measurement?.durationMinutes;
  return minutes ? `${measured} · ${minutes.toLocaleString('ko-KR')}분 측정` : measured;
}
const verdictRank = (v: Verdict | null) => (v === 'fail' ? 0 : v === 'check' ? 1 : 2);

/**
 * A measurement becomes a finding when it fails or needs a check. How serious it is: an air reading over its
 * standard is a health matter (안전 위험); anything else over its tolerance needs a repair; a reading the
 * inspector should confirm (thermal, no standard) is 확인 필요 and counted as such, not as a repair (yet).
 */
function measurementSeverity(task: SourceTask, verdict: Verdict): FindingSeverity {
  if (verdict === 'check') return 'check';
  if (task.type === 'radon' && verdict === 'fail') return 'safety';
  return 'repair';
}

function isFinding(task: SourceTask): boolean {
  if (task.type === 'visual') return task.visual !== null;
  return task.judgement === null || task.judgement.verdict !== 'pass';
}

/**
 * Builds the report document from an inspection. Pure: the same source and numbers give the same document.
 * Findings are numbered in space order (the inspection's spaces, then 세대 전체), then in the order they were
 * recorded; that number is the finding's 번호 in the PDF, the Excel and the zip's file names.
 */
export function buildReportDocument(
  source: ReportSource,
  meta: { reportIdx: number; version: number; createdAt: Date },
): InspectionReportDocument {
  const spaces = [...source.spaces].sort((a, b) => a.sortOrder - b.sortOrder || a.spaceIdx - b.spaceIdx);
  const spaceName = new Map(spaces.map((s) => [s.spaceIdx, s.name]));
  const nameOf = (task: SourceTask) => (task.spaceIdx !== null ? (spaceName.get(task.spaceIdx) ?? WHOLE_HOME) : WHOLE_HOME);
  const spaceRank = (task: SourceTask) => {
    const i = task.spaceIdx === null ? -1 : spaces.findIndex((s) => s.spaceIdx === task.spaceIdx);
    return i === -1 ? spaces.length : i;
  };
  const ordered = [...source.tasks].sort(
    (a, b) => spaceRank(a) - spaceRank(b) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.taskIdx - b.taskIdx,
  );

  const photosOf = (task: SourceTask, space: string, stem: string): ReportPhoto[] =>
    task.photos.map((p: SourcePhoto, i) => ({
      photoIdx: p.photoIdx,
      url: p.url,
      width: p.width,
      height: p.height,
      role: p.role,
      annotations: p.annotations,
      fileName: `${safeFileName(space)}/${stem}${task.photos.length > 1 ? `_${i + 1}` : ''}.jpg`,
    }));

  const findings: ReportFinding[] = [];
  const rowsByType = new Map<string, ReportMeasurementRow[]>();
  let measuredPhotoNo = 0;
  for (const task of ordered) {
    const space = nameOf(task);
    if (isFinding(task)) {
      const no = findings.length + 1;
      findings.push(findingOf(task, no, space, photosOf));
    }
    if (task.type !== 'visual') {
      const finding = findings.find((f) => f.taskIdx === task.taskIdx);
      const item = task.measurement?.item ?? TYPE_LABELS[task.type];
      // A passing measurement's photos are named after its item; a finding's after its number.
      const stem = finding ? null : `측정${pad(++measuredPhotoNo)}_${safeFileName(item)}`;
      const verdict = task.judgement?.verdict ?? 'check';
      const rows = rowsByType.get(task.type) ?? [];
      rows.push({
        taskIdx: task.taskIdx,
        spaceName: space,
        location: task.location,
        item,
        measuredText: measuredTextOf(task),
        allowedText: task.judgement?.allowedText ?? NO_STANDARD,
        verdict,
        verdictLabel: VERDICT_LABELS[verdict],
        comment: task.comment,
        photos: finding ? finding.photos : photosOf(task, space, stem!),
      });
      rowsByType.set(task.type, rows);
    }
  }

  const worst = [...findings]
    .sort(
      (a, b) =>
        severityRank(a.severity) - severityRank(b.severity) ||
        verdictRank(a.verdict) - verdictRank(b.verdict) ||
        Number(b.photos.length > 0) - Number(a.photos.length > 0) ||
        a.no - b.no,
    )
    .slice(0, WORST_MAX);

  const spaceSections = [...spaces.map((s) => s.name), WHOLE_HOME]
    .map((name) => ({ name, findings: findings.filter((f) => f.spaceName === name) }))
    .filter((s) => s.name !== WHOLE_HOME || s.findings.length > 0);

  const types = new Set(source.tasks.map((t) => t.type));
  const disclaimers = [
    DISCLAIMERS.scope,
    ...(types.has('radon') ? [DISCLAIMERS.radon] : []),
    ...(types.has('thermal') ? [DISCLAIMERS.thermal] : []),
    DISCLAIMERS.standards,
  ];

  return {
    reportIdx: meta.reportIdx,
    inspectionIdx: source.inspectionIdx,
    version: meta.version,
    createdAt: meta.createdAt.toISOString(),
    isSample: source.isSample,
    home: source.home,
    company: source.company,
    inspectorName: source.inspectorName,
    residentName: source.residentName,
    summary: {
      findingCount: findings.length,
      byType: TYPE_ORDER.map((type) => ({
        type,
        label: TYPE_LABELS[type],
        taskCount: source.tasks.filter((t) => t.type === type).length,
        findingCount: findings.filter((f) => f.type === type).length,
      })),
      bySeverity: SEVERITY_ORDER.map((severity) => ({
        severity,
        label: SEVERITY_LABELS[severity],
        count: findings.filter((f) => f.severity === severity).length,
      })),
      air: rowsByType.get('radon') ?? [],
      worst,
      opinion: source.opinion,
    },
    spaces: spaceSections,
    measurements: MEASUREMENT_TYPES.map((type) => ({
      type,
      label: TYPE_LABELS[type],
      rows: rowsByType.get(type) ?? [],
      notes: source.typeNotes[type] ?? [],
    })),
    standards: source.standards,
    disclaimers,
  };
}

function findingOf(
  task: SourceTask,
  no: number,
  space: string,
  photosOf: (task: SourceTask, space: string, stem: string) => ReportPhoto[],
): ReportFinding {
  if (task.type === 'visual' && task.visual) {
    const { category, severity, description } = task.visual;
    const label = categoryLabel(category);
    const title = task.location ? `${label} · ${task.location}` : label;
    return {
      no,
      taskIdx: task.taskIdx,
      type: task.type,
      typeLabel: TYPE_LABELS[task.type],
      spaceName: space,
      location: task.location,
      category,
      categoryLabel: label,
      severity,
      severityLabel: SEVERITY_LABELS[severity],
      title,
      description: task.comment ? `${description}\n${task.comment}` : description,
      verdict: null,
      verdictLabel: null,
      measuredText: null,
      allowedText: null,
      photos: photosOf(task, space, `${pad(no)}_${safeFileName(label)}_${safeFileName(description.split(/\s+/).slice(0, 3).join(' '))}`),
    };
  }
  const verdict: Verdict = task.judgement?.verdict ?? 'check';
  const severity = measurementSeverity(task, verdict);
  const item = task.measurement?.item ?? TYPE_LABELS[task.type];
  const category = task.measurement?.category ?? 'other';
  // The sentence reads the value alone; the measured column adds how long an air reading took.
  const measured = task.judgement?.measuredText ?? '-';
  const allowed = task.judgement?.allowedText ?? NO_STANDARD;
  // A reading no standard covers (e.g. a thermal finding on a wall) says so once, not "기준 기준 없음".
  const hasStandard = allowed !== NO_STANDARD;
  // A minimum (the bathroom floor's fall toward the drain) is failed by falling short, not by exceeding it.
  const failed = task.judgement?.comparator === 'min' ? `${item} ${measured}로 기준(${allowed})에 못 미쳐요.` : `${item} ${measured}로 기준(${allowed})을 넘었어요.`;
  const what =
    verdict === 'fail'
      ? failed
      : hasStandard
        ? `${item} ${measured}: 확인이 필요해요 (기준 ${allowed}).`
        : `${item} ${measured}: 확인이 필요해요 (적용할 기준이 없어요).`;
  return {
    no,
    taskIdx: task.taskIdx,
    type: task.type,
    typeLabel: TYPE_LABELS[task.type],
    spaceName: space,
    location: task.location,
    category,
    categoryLabel: categoryLabel(category),
    severity,
    severityLabel: SEVERITY_LABELS[severity],
    title: task.location ? `${item} · ${task.location}` : item,
    description: task.comment ? `${what}\n${task.comment}` : what,
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    measuredText: measuredTextOf(task),
    allowedText: allowed,
    photos: photosOf(task, space, `${pad(no)}_${safeFileName(item)}`),
  };
}
