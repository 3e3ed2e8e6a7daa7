import type { InspectionReportDocument, ReportFinding, ReportPhoto } from '../components/entities/inspection-report';

// Report documents for the web tests: a small finished inspection with one finding per kind a resident reads.

export function reportPhoto(overrides: Partial<ReportPhoto> = {}): ReportPhoto {
  return {
    photoIdx: 1,
    url: '/files/inspection/photo-1.jpg',
    width: 1600,
    height: 1200,
    role: 'close',
    annotations: [{ kind: 'circle', x: 0.5, y: 0.5, rx: 0.1, ry: 0.1 }],
    ...overrides,
  };
}

export function visualFinding(overrides: Partial<ReportFinding> = {}): ReportFinding {
  return {
    taskIdx: 11,
    type: 'visual',
    spaceName: '침실1',
    location: '창문 아래 벽',
    category: 'wallpaper',
    severity: 'repair',
    description: '벽지 이음매가 3cm 벌어졌어요',
    comment: null,
    judgement: null,
    photos: [reportPhoto()],
    ...overrides,
  };
}

export function reportDocument(overrides: Partial<InspectionReportDocument> = {}): InspectionReportDocument {
  const wallpaper = visualFinding();
  const outlet = visualFinding({
    taskIdx: 12,
    spaceName: '주방',
    location: '싱크대 옆 콘센트',
    category: 'electric',
    severity: 'safety',
    description: '콘센트 덮개가 들떠 전선이 보여요',
    photos: [reportPhoto({ photoIdx: 2, url: '/files/inspection/photo-2.jpg', annotations: [{ kind: 'arrow', x1: 0.2, y1: 0.2, x2: 0.5, y2: 0.5 }] })],
  });
  const thermal: ReportFinding = {
    taskIdx: 13,
    type: 'thermal',
    spaceName: '거실',
    location: '발코니 쪽 천장 모서리',
    category: null,
    severity: null,
    description: '단열이 부족해 보여요',
    comment: null,
    judgement: { verdict: 'check', measuredText: 'TDR 0.31', allowedText: 'TDR 0.28 이하' },
    photos: [],
  };
  return {
    reportIdx: 7,
    version: 1,
    createdAt: '2026-11-20T06:00:00.000Z',
    home: { complexName: '래미안 원베일리', dong: '101', ho: '1203', areaLabel: '34평 (전용 84㎡)', visitDate: '2026-11-20', builder: '삼성물산' },
    company: { name: '입주 사전점검팀', phone: '02-1234-5678' },
    residentName: '김입주',
    summary: {
      findingCount: 3,
      byType: { visual: 2, level: 0, gradient: 0, thermal: 1, radon: 0 },
      bySeverity: { safety: 1, repair: 1, cosmetic: 0 },
      air: [
        { substance: 'radon', label: '라돈', value: 92, unit: 'Bq/㎥', limit: 148, verdict: 'pass', measuredText: '92Bq/㎥', allowedText: '148Bq/㎥ 이하' },
      ],
      worst: [outlet],
      opinion: '전체적으로 마감 상태가 좋아요. 주방 콘센트는 입주 전에 꼭 고쳐 달라고 하세요.',
    },
    spaces: [
      { name: '거실', findings: [thermal] },
      { name: '주방', findings: [outlet] },
      { name: '침실1', findings: [wallpaper] },
      { name: '욕실1', findings: [] },
    ],
    measurements: {
      level: [],
      gradient: [
        { taskIdx: 21, spaceName: '욕실1', location: '배수구 주변', label: '바닥 배수 기울기', measuredText: '12mm / 1m', allowedText: '10mm / 1m 이상', verdict: 'pass', comment: null, photos: [] },
      ],
      thermal: [
        { taskIdx: 13, spaceName: '거실', location: '발코니 쪽 천장 모서리', label: '단열', measuredText: 'TDR 0.31', allowedText: 'TDR 0.28 이하', verdict: 'check', comment: null, photos: [] },
      ],
      radon: [
        { taskIdx: 31, spaceName: '거실', location: '', label: '라돈', measuredText: '92Bq/㎥', allowedText: '148Bq/㎥ 이하', verdict: 'pass', comment: null, photos: [] },
      ],
    },
    standards: [
      {
        type: 'radon',
        items: [
          { key: 'radon.new_apartment', label: '라돈 권고 기준', unit: 'Bq/㎥', comparator: 'max', limit: 148, condition: '2019년 7월 이후 사업승인', region: null, source: '실내공기질 관리법 시행규칙', verified: true, note: null },
        ],
        notes: [],
      },
    ],
    disclaimers: ['열화상은 선별 검사예요. 확인이 필요해요.'],
    ...overrides,
  };
}
