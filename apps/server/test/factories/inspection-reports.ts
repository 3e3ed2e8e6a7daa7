import sharp from 'sharp';
import yauzl from 'yauzl';
import type { ReportSource, SourcePhoto, SourceTask } from '../../src/modules/inspection-reports';

/** A real JPEG of a flat colour with a darker square (what a photo of a wall stain looks like to sharp). */
export async function jpegPhoto(width = 1600, height = 1200, rgb: [number, number, number] = [200, 190, 170]): Promise<Buffer> {
  const square = await sharp({ create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: { r: 60, g: 50, b: 40 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([{ input: square, left: Math.round(width / 3), top: Math.round(height / 3) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const CATEGORIES = ['wallpaper', 'flooring', 'tile', 'window', 'paint', 'silicone', 'door', 'electric'];
const SEVERITIES = ['safety', 'repair', 'cosmetic', 'repair'] as const;
const SPACES = ['거실', '주방', '침실1', '침실2', '욕실1', '현관'];
const DESCRIPTIONS = [
  '걸레받이 위 벽지가 들뜨고 이음매가 벌어졌어요',
  '마루 표면에 긁힘이 있고 모서리가 찍혔어요',
  '욕실 바닥 타일 두 장이 들떠서 두드리면 빈 소리가 나요',
  '창틀 실리콘이 끊겨 빗물이 들어올 수 있어요',
  '천장 도장면에 얼룩과 붓 자국이 남아 있어요',
  '세면대 주변 실리콘에 곰팡이가 보여요',
  '현관 방화문 도어클로저가 끝까지 닫히지 않아요',
  '주방 콘센트 덮개가 깨져 있어요 안전을 위해 바로 교체해야 해요',
];

let nextIdx = 1000;

/**
 * A report source of `findings` 육안 defects over six spaces, each with `photosPerFinding` photos (arrow, circle
 * and text annotations on the first), plus level, gradient, thermal and radon readings (one of each failing).
 * `fileKey` of every photo is `photo-<photoIdx>`; the caller decides what bytes a key reads.
 */
export function reportSource(
  opts: { findings?: number; photosPerFinding?: number | ((i: number) => number); complexName?: string } = {},
): ReportSource {
  const { findings = 8, photosPerFinding = 1, complexName = '래미안 원베일리' } = opts;
  const spaces = SPACES.map((name, i) => ({ spaceIdx: ++nextIdx, name, sortOrder: i }));
  const photo = (): SourcePhoto => {
    const photoIdx = ++nextIdx;
    return {
      photoIdx,
      url: `/uploads/inspection/photo-${photoIdx}.jpg`,
      fileKey: `photo-${photoIdx}`,
      width: 1600,
      height: 1200,
      role: 'wide',
      annotations: [
        { kind: 'arrow', x1: 0.1, y1: 0.1, x2: 0.4, y2: 0.4 },
        { kind: 'circle', x: 0.45, y: 0.45, rx: 0.12, ry: 0.1 },
        { kind: 'text', x: 0.6, y: 0.2, text: '들뜸 3cm' },
      ],
    };
  };
  const task = (t: Omit<SourceTask, 'taskIdx' | 'comment' | 'photos'> & { photos?: number }): SourceTask => ({
    taskIdx: ++nextIdx,
    comment: null,
    ...t,
    photos: Array.from({ length: t.photos ?? 0 }, photo),
  });
  const tasks: SourceTask[] = [];
  for (let i = 0; i < findings; i++) {
    tasks.push(
      task({
        type: 'visual',
        spaceIdx: spaces[i % spaces.length]!.spaceIdx,
        location: ['북측 벽', '창 아래', '문 옆', '바닥 중앙'][i % 4]!,
        visual: { category: CATEGORIES[i % CATEGORIES.length]!, severity: SEVERITIES[i % SEVERITIES.length]!, description: DESCRIPTIONS[i % DESCRIPTIONS.length]! },
        measurement: null,
        judgement: null,
        photos: typeof photosPerFinding === 'function' ? photosPerFinding(i) : photosPerFinding,
      }),
    );
  }
  const living = spaces[0]!.spaceIdx;
  const bath = spaces[4]!.spaceIdx;
  tasks.push(
    task({ type: 'level', spaceIdx: living, location: '거실 중앙', visual: null, measurement: { item: '바닥 수평', category: 'flooring', substance: null }, judgement: { verdict: 'pass', measuredText: '2 mm / 3 m', allowedText: '3 mm / 3 m 이하' } }),
    task({ type: 'level', spaceIdx: spaces[2]!.spaceIdx, location: '창가', visual: null, measurement: { item: '바닥 수평', category: 'flooring', substance: null }, judgement: { verdict: 'fail', measuredText: '7 mm / 3 m', allowedText: '3 mm / 3 m 이하' }, photos: 1 }),
    task({ type: 'gradient', spaceIdx: bath, location: '배수구 쪽', visual: null, measurement: { item: '욕실 바닥 배수 경사', category: 'tile', substance: null }, judgement: { verdict: 'fail', measuredText: '역경사 2 mm / 1 m', allowedText: '1/100 이상 (10 mm / 1 m)' } }),
    task({ type: 'thermal', spaceIdx: living, location: '발코니 창 하단', visual: null, measurement: { item: '단열 부족 의심', category: 'window', substance: null }, judgement: { verdict: 'check', measuredText: 'TDR 0.31', allowedText: 'TDR 0.28 이하 (중부2)' }, photos: 1 }),
    task({ type: 'radon', spaceIdx: null, location: '', visual: null, measurement: { item: '라돈', category: 'other', substance: 'radon' }, judgement: { verdict: 'fail', measuredText: '162 Bq/m³', allowedText: '148 Bq/m³ 이하' } }),
    task({ type: 'radon', spaceIdx: living, location: '', visual: null, measurement: { item: '폼알데하이드', category: 'other', substance: 'formaldehyde' }, judgement: { verdict: 'pass', measuredText: '80 μg/m³', allowedText: '210 μg/m³ 이하' } }),
  );
  return {
    inspectionIdx: ++nextIdx,
    isSample: false,
    home: { complexName, dong: '101', ho: '1203', areaLabel: '84㎡ (34평)', visitDate: '2026-03-14', builder: '삼성물산' },
    company: { name: '입주 사전점검팀', phone: '1588-0000' },
    inspectorName: '김점검',
    residentName: '홍길동',
    opinion: '전체적으로 마감 상태는 양호하지만 욕실 바닥 역경사와 라돈 수치는 입주 전에 꼭 확인이 필요해요.',
    spaces,
    tasks,
    typeNotes: { thermal: ['열화상은 선별 검사예요. 확인이 필요해요.'] },
    standards: [
      { type: 'radon', typeLabel: '라돈·공기질', label: '라돈 권고기준', unit: 'Bq/m³', comparator: 'max', limit: 148, condition: '2019년 7월 이후 사업승인', source: '실내공기질 관리법 시행규칙 별표 4의2', verified: true, note: null },
      { type: 'gradient', typeLabel: '기울기', label: '욕실 바닥 배수 경사', unit: '', comparator: 'min', limit: 0.01, condition: null, source: 'LH 전문시방서', verified: true, note: '배수구 쪽으로 1/100 이상' },
    ],
  };
}

/** The text of every page of a PDF (pdf.js), and its page count. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return { pages: doc.numPages, text: parts.join('\n') };
}

/** The entry names of a zip; rejects when a Korean name lacks the UTF-8 flag. */
export function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        // General purpose bit 11: the name is UTF-8 (what Windows and macOS read Korean names by).
        if (!(entry.generalPurposeBitFlag & 0x800) && /[^\p{ASCII}]/u.test(entry.fileName)) reject(new Error(`no UTF-8 flag: ${entry.fileName}`));
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.readEntry();
    });
  });
}
