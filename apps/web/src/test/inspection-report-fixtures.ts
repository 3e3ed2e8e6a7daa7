import type { InspectionReportDocument, ReportFinding, ReportMeasurementRow, ReportPhoto } from '../components/entities/inspection-report';

// Report documents for the web tests: a small finished inspection with one finding of each kind a resident reads.

export function reportPhoto(overrides: Partial<ReportPhoto> = {}): ReportPhoto {
  return {
    photoIdx: 1,
    url: '/files/inspection/photo-1.jpg',
    width: 1600,
    height: 1200,
    role: 'close',
    annotations: [{ kind: 'circle', x: 0.5, y: 0.5, rx: 0.1, ry: 0.1 }],
    fileName: '침실1/01_도배_이음매_벌어짐_1.jpg',
    ...overrides,
  };
}

export function visualFinding(overrides: Partial<ReportFinding> = {}): ReportFinding {
  return {
    no: 3,
    taskIdx: 11,
    type: 'visual',
    typeLabel: '육안 점검',
    spaceName: '침실1',
    location: '창문 아래 벽',
    category: 'wallpaper',
    categoryLabel: '도배',
    severity: 'repair',
    severityLabel: '보수 필요',
    title: '도배 · 창문 아래 벽',
    description: '벽지 이음매가 3cm 벌어졌어요',
    verdict: null,
    verdictLabel: null,
    measuredText: null,
    allowedText: null,
    photos: [reportPhoto()],
    ...overrides,
  };
}

function row(overrides: Partial<ReportMeasurementRow>): ReportMeasurementRow {
  return {
    taskIdx: 0,
    spaceName: '거실',
    location: '',
    item: '',
    measuredText: '',
    allowedText: '',
    verdict: 'pass',
    verdictLabel: '적합',
    comment: null,
    photos: [],
    ...overrides,
  };
}

export function reportDocument(overrides: Partial<InspectionReportDocument> = {}): InspectionReportDocument {
  const wallpaper = visualFinding();
  const outlet = visualFinding({
    no: 2,
    taskIdx: 12,
    spaceName: '주방',
    location: '싱크대 옆 콘센트',
    category: 'electric',
    categoryLabel: '전기',
    severity: 'safety',
    severityLabel: '안전 위험',
    title: '전기 · 싱크대 옆 콘센트',
    description: '콘센트 덮개가 들떠 전선이 보여요',
    photos: [reportPhoto({ photoIdx: 2, url: '/files/inspection/photo-2.jpg', annotations: [{ kind: 'arrow', x1: 0.2, y1: 0.2, x2: 0.5, y2: 0.5 }] })],
  });
  const thermal = visualFinding({
    no: 1,
    taskIdx: 13,
    type: 'thermal',
    typeLabel: '열화상',
    spaceName: '거실',
    location: '발코니 쪽 천장 모서리',
    category: 'other',
    categoryLabel: '기타',
    severity: 'repair',
    severityLabel: '보수 필요',
    title: '단열 · 발코니 쪽 천장 모서리',
    description: '단열 TDR 0.31: 확인이 필요해요 (기준 TDR 0.28 이하).',
    verdict: 'check',
    verdictLabel: '확인 필요',
    measuredText: 'TDR 0.31',
    allowedText: 'TDR 0.28 이하',
    photos: [],
  });
  const radon = row({ taskIdx: 31, item: '라돈', measuredText: '92Bq/㎥', allowedText: '148Bq/㎥ 이하' });
  return {
    reportIdx: 7,
    inspectionIdx: 4,
    version: 1,
    createdAt: '2026-11-20T06:00:00.000Z',
    isSample: false,
    home: { complexName: '래미안 원베일리', dong: '101', ho: '1203', areaLabel: '34평 (전용 84㎡)', visitDate: '2026-11-20', builder: '삼성물산' },
    company: { name: '입주 사전점검팀', phone: '02-1234-5678' },
    inspectorName: '박점검',
    residentName: '김입주',
    summary: {
      findingCount: 3,
      byType: [
        { type: 'visual', label: '육안 점검', taskCount: 2, findingCount: 2 },
        { type: 'level', label: '바닥 수평', taskCount: 0, findingCount: 0 },
        { type: 'gradient', label: '기울기', taskCount: 1, findingCount: 0 },
        { type: 'thermal', label: '열화상', taskCount: 1, findingCount: 1 },
        { type: 'radon', label: '라돈·공기질', taskCount: 1, findingCount: 0 },
      ],
      bySeverity: [
        { severity: 'safety', label: '안전 위험', count: 1 },
        { severity: 'repair', label: '보수 필요', count: 2 },
        { severity: 'cosmetic', label: '미관', count: 0 },
      ],
      air: [radon],
      worst: [outlet],
      opinion: '전체적으로 마감 상태가 좋아요. 주방 콘센트는 입주 전에 꼭 고쳐 달라고 하세요.',
    },
    spaces: [
      { name: '거실', findings: [thermal] },
      { name: '주방', findings: [outlet] },
      { name: '침실1', findings: [wallpaper] },
      { name: '욕실1', findings: [] },
    ],
    measurements: [
      { type: 'level', label: '바닥 수평', rows: [], notes: [] },
      {
        type: 'gradient',
        label: '기울기',
        notes: [],
        rows: [row({ taskIdx: 21, spaceName: '욕실1', location: '배수구 주변', item: '바닥 배수 기울기', measuredText: '12mm / 1m', allowedText: '10mm / 1m 이상' })],
      },
      {
        type: 'thermal',
        label: '열화상',
        notes: ['열화상은 표면 온도로 찾는 선별 검사예요.'],
        rows: [row({ taskIdx: 13, location: '발코니 쪽 천장 모서리', item: '단열', measuredText: 'TDR 0.31', allowedText: 'TDR 0.28 이하', verdict: 'check', verdictLabel: '확인 필요' })],
      },
      { type: 'radon', label: '라돈·공기질', rows: [radon], notes: [] },
    ],
    standards: [
      {
        type: 'radon',
        typeLabel: '라돈·공기질',
        label: '라돈 권고 기준',
        unit: 'Bq/㎥',
        comparator: 'max',
        limit: 148,
        condition: '2019년 7월 이후 사업승인',
        source: '실내공기질 관리법 시행규칙',
        verified: true,
        note: null,
      },
    ],
    disclaimers: ['열화상은 선별 검사예요. 확인이 필요해요.'],
    ...overrides,
  };
}
