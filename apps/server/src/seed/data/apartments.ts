import { addDays, weekdayOf } from '@ipju/contract';

/**
 * Demo apartment complexes: the three the product names (ids 1-3) and ~250 generated ones spread over
 * 시/도 and 시/군/구. Generation is deterministic (seeded PRNG), so ids and names are stable between runs.
 * Names follow the usual Korean patterns (brand + place + suffix) and are unique per district.
 */

export interface SeedArea {
  pyeong: number;
  exclusiveArea: number;
  typeName: string;
}

export interface SeedApartment {
  apartmentIdx: number;
  name: string;
  district1: string;
  district2: string;
  address: string;
  households: number;
  moveInMonth: string;
  builder: string;
  /** The complex's own page (/complexes/{slug}; the named three have SPEC's fixed paths). */
  slug?: string;
  moveInStart?: string;
  moveInEnd?: string;
  /** The residents' pre-visit days (입주자 사전방문, 사전점검), when announced. */
  preVisitStart?: string;
  preVisitEnd?: string;
  areas: SeedArea[];
}

export const NAMED_APARTMENTS: SeedApartment[] = [
  {
    apartmentIdx: 1,
    name: '잠실래미안아이파크',
    district1: '서울특별시',
    district2: '송파구',
    address: '서울특별시 송파구 신천동 20-4',
    households: 2678,
    moveInMonth: '2026-11',
    builder: '삼성물산·HDC현대산업개발',
    slug: 'jamsil-raemian-ipark',
    moveInStart: '2026-11-28',
    moveInEnd: '2027-01-31',
    preVisitStart: '2026-10-16',
    preVisitEnd: '2026-10-18',
    areas: [
      { pyeong: 25, exclusiveArea: 59.96, typeName: '59A' },
      { pyeong: 30, exclusiveArea: 74.97, typeName: '74A' },
      { pyeong: 34, exclusiveArea: 84.97, typeName: '84A' },
      { pyeong: 34, exclusiveArea: 84.93, typeName: '84B' },
      { pyeong: 45, exclusiveArea: 115.0, typeName: '115A' },
    ],
  },
  {
    apartmentIdx: 2,
    name: '잠실르엘',
    district1: '서울특별시',
    district2: '송파구',
    address: '서울특별시 송파구 신천동 17-6',
    households: 1865,
    moveInMonth: '2026-12',
    builder: '롯데건설',
    slug: 'jamsil-leel',
    moveInStart: '2026-12-20',
    moveInEnd: '2027-02-28',
    preVisitStart: '2026-12-04',
    preVisitEnd: '2026-12-06',
    areas: [
      { pyeong: 19, exclusiveArea: 45.98, typeName: '45A' },
      { pyeong: 25, exclusiveArea: 59.99, typeName: '59A' },
      { pyeong: 29, exclusiveArea: 74.95, typeName: '74A' },
      { pyeong: 34, exclusiveArea: 84.98, typeName: '84A' },
      { pyeong: 40, exclusiveArea: 104.94, typeName: '104A' },
    ],
  },
  {
    apartmentIdx: 3,
    name: '래미안 원페를라',
    district1: '서울특별시',
    district2: '서초구',
    address: '서울특별시 서초구 방배동 818-14',
    households: 1097,
    moveInMonth: '2026-11',
    builder: '삼성물산',
    slug: 'oneperla',
    moveInStart: '2026-11-25',
    moveInEnd: '2027-01-25',
    preVisitStart: '2026-10-09',
    preVisitEnd: '2026-10-11',
    areas: [
      { pyeong: 25, exclusiveArea: 59.95, typeName: '59A' },
      { pyeong: 34, exclusiveArea: 84.96, typeName: '84A' },
      { pyeong: 34, exclusiveArea: 84.92, typeName: '84B' },
      { pyeong: 39, exclusiveArea: 101.93, typeName: '101A' },
      { pyeong: 44, exclusiveArea: 114.97, typeName: '114A' },
    ],
  },
];

/** [시/도, 시/군/구, places used in names and road names, how many complexes]. */
const REGIONS: Array<[string, string, string[], number]> = [
  ['서울특별시', '송파구', ['잠실', '가락', '문정', '위례', '오금', '방이', '석촌'], 8],
  ['서울특별시', '강동구', ['고덕', '둔촌', '상일', '천호', '명일', '길동', '암사'], 8],
  ['서울특별시', '강남구', ['개포', '대치', '일원', '역삼', '도곡', '청담'], 6],
  ['서울특별시', '서초구', ['반포', '방배', '서초', '잠원', '우면', '내곡'], 6],
  ['서울특별시', '동작구', ['흑석', '노량진', '상도', '사당'], 4],
  ['서울특별시', '성동구', ['왕십리', '행당', '성수', '옥수'], 4],
  ['서울특별시', '마포구', ['아현', '공덕', '상암', '염리'], 4],
  ['서울특별시', '은평구', ['수색', '증산', '녹번', '응암'], 4],
  ['서울특별시', '영등포구', ['신길', '여의도', '당산', '문래'], 4],
  ['서울특별시', '강서구', ['마곡', '화곡', '등촌'], 3],
  ['서울특별시', '성북구', ['장위', '길음', '보문', '정릉'], 4],
  ['서울특별시', '노원구', ['상계', '중계', '월계'], 3],
  ['서울특별시', '동대문구', ['청량리', '이문', '휘경', '전농'], 4],
  ['서울특별시', '서대문구', ['가재울', '홍제', '북아현'], 3],
  ['서울특별시', '양천구', ['목동', '신정', '신월'], 3],
  ['서울특별시', '광진구', ['자양', '구의'], 2],
  ['경기도', '화성시', ['동탄', '동탄역', '봉담', '향남', '송산그린시티', '병점'], 8],
  ['경기도', '평택시', ['고덕', '소사벌', '브레인시티', '지제역', '화양'], 6],
  ['경기도', '하남시', ['미사', '감일', '위례', '교산'], 5],
  ['경기도', '남양주시', ['다산', '별내', '왕숙', '진접', '평내호평'], 5],
  ['경기도', '김포시', ['풍무', '걸포', '한강', '고촌'], 4],
  ['경기도', '성남시 분당구', ['판교', '정자', '서현'], 3],
  ['경기도', '성남시 수정구', ['산성', '신흥', '위례'], 3],
  ['경기도', '수원시 영통구', ['광교', '영통', '망포'], 3],
  ['경기도', '수원시 권선구', ['권선', '세류', '곡반정'], 3],
  ['경기도', '수원시 팔달구', ['매교', '화서'], 2],
  ['경기도', '용인시 수지구', ['수지', '성복', '동천'], 3],
  ['경기도', '용인시 기흥구', ['기흥역', '보라', '동백'], 3],
  ['경기도', '용인시 처인구', ['역북', '고림', '남사'], 3],
  ['경기도', '고양시 덕양구', ['삼송', '원흥', '지축', '향동'], 4],
  ['경기도', '고양시 일산동구', ['식사', '풍동'], 2],
  ['경기도', '파주시', ['운정', '운정역', '금촌'], 4],
  ['경기도', '광명시', ['광명', '철산', '하안'], 4],
  ['경기도', '안양시 동안구', ['평촌', '비산', '호계'], 3],
  ['경기도', '의정부시', ['민락', '고산', '의정부역'], 3],
  ['경기도', '양주시', ['옥정', '회천'], 2],
  ['경기도', '시흥시', ['배곧', '장현', '목감'], 3],
  ['경기도', '오산시', ['세교', '오산역'], 2],
  ['경기도', '이천시', ['중리', '안흥'], 2],
  ['경기도', '광주시', ['태전', '오포'], 2],
  ['경기도', '구리시', ['갈매', '인창'], 2],
  ['경기도', '안산시 단원구', ['고잔', '초지'], 2],
  ['경기도', '과천시', ['과천', '갈현'], 2],
  ['인천광역시', '서구', ['검단', '청라', '가정', '루원시티', '검단신도시'], 6],
  ['인천광역시', '연수구', ['송도', '송도국제도시', '연수', '동춘'], 6],
  ['인천광역시', '미추홀구', ['용현', '학익', '주안'], 3],
  ['인천광역시', '부평구', ['부평', '산곡', '부개'], 3],
  ['인천광역시', '중구', ['영종', '운서'], 2],
  ['인천광역시', '남동구', ['논현', '구월'], 2],
  ['부산광역시', '해운대구', ['센텀', '우동', '재송'], 3],
  ['부산광역시', '동래구', ['온천', '명륜', '사직'], 3],
  ['부산광역시', '부산진구', ['양정', '연지', '범천'], 3],
  ['부산광역시', '강서구', ['명지', '에코델타', '대저'], 3],
  ['부산광역시', '남구', ['대연', '문현'], 2],
  ['부산광역시', '수영구', ['광안', '남천'], 2],
  ['대구광역시', '수성구', ['범어', '만촌', '황금'], 3],
  ['대구광역시', '동구', ['신암', '율하'], 2],
  ['대구광역시', '달서구', ['본리', '감삼', '월배'], 3],
  ['대구광역시', '중구', ['대봉', '남산'], 2],
  ['대구광역시', '북구', ['칠성', '침산'], 2],
  ['대전광역시', '유성구', ['도안', '봉명', '학하'], 3],
  ['대전광역시', '서구', ['둔산', '탄방', '도마'], 3],
  ['대전광역시', '중구', ['선화', '문화'], 2],
  ['대전광역시', '동구', ['가양', '용운'], 2],
  ['광주광역시', '북구', ['운암', '중흥', '각화'], 3],
  ['광주광역시', '서구', ['상무', '화정'], 2],
  ['광주광역시', '광산구', ['수완', '첨단'], 2],
  ['광주광역시', '남구', ['봉선', '주월'], 2],
  ['울산광역시', '남구', ['신정', '야음', '무거'], 3],
  ['울산광역시', '중구', ['우정', '복산'], 2],
  ['울산광역시', '북구', ['송정', '매곡'], 2],
  ['세종특별자치시', '세종특별자치시', ['산울', '해밀', '나성', '반곡', '집현'], 5],
  ['충청남도', '천안시 서북구', ['불당', '성성', '두정'], 3],
  ['충청북도', '청주시 흥덕구', ['오송', '복대'], 2],
  ['경상남도', '창원시 의창구', ['중동', '용호'], 2],
];

const BRANDS: Array<[brand: string, builder: string]> = [
  ['래미안', '삼성물산'],
  ['힐스테이트', '현대건설'],
  ['자이', 'GS건설'],
  ['푸르지오', '대우건설'],
  ['e편한세상', 'DL이앤씨'],
  ['롯데캐슬', '롯데건설'],
  ['아이파크', 'HDC현대산업개발'],
  ['더샵', '포스코이앤씨'],
  ['SK뷰', 'SK에코플랜트'],
  ['호반써밋', '호반건설'],
  ['한화포레나', '한화 건설부문'],
  ['제일풍경채', '제일건설'],
  ['우미린', '우미건설'],
  ['중흥S-클래스', '중흥토건'],
  ['센트레빌', '동부건설'],
  ['두산위브', '두산건설'],
  ['금호어울림', '금호건설'],
  ['데시앙', '태영건설'],
  ['디에이치', '현대건설'],
  ['아크로', 'DL이앤씨'],
  ['써밋', '대우건설'],
  ['리슈빌', '계룡건설'],
  ['한신더휴', '한신공영'],
  ['수자인', '한양'],
  ['하늘채', '코오롱글로벌'],
];

const SUFFIXES = [
  '센트럴',
  '퍼스트',
  '리버뷰',
  '파크뷰',
  '더퍼스트',
  '센트럴파크',
  '포레',
  '에듀포레',
  '레이크뷰',
  '시티',
  '그랑블',
  '라포레',
  '메트로',
  '프레스티지',
  '리버파크',
  '에코시티',
  '스카이',
  '더테라스',
  '포레스트',
  '엘리움',
];

/** 평형 with 전용면적 (㎡) and the builder's type name prefix. */
const AREA_TYPES: Array<[pyeong: number, exclusive: number, type: string]> = [
  [21, 49.95, '49'],
  [25, 59.97, '59'],
  [30, 74.98, '74'],
  [34, 84.96, '84'],
  [39, 101.93, '101'],
  [43, 114.88, '114'],
  [50, 134.62, '134'],
];

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(): SeedApartment[] {
  const rand = mulberry32(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const taken = new Set(NAMED_APARTMENTS.map((a) => `${a.district1}|${a.district2}|${a.name}`));
  const out: SeedApartment[] = [];
  let idx = 4;
  for (const [d1, d2, places, count] of REGIONS) {
    for (let n = 0; n < count; n++) {
      let name = '';
      let builder = '';
      for (let attempt = 0; attempt < 50; attempt++) {
        const [brand, b] = pick(BRANDS);
        const place = places[(n + attempt) % places.length]!;
        const suffix = pick(SUFFIXES);
        const pattern = int(0, 4);
        name =
          pattern === 0
            ? `${brand} ${place} ${suffix}`
            : pattern === 1
              ? `${place} ${brand}`
              : pattern === 2
                ? `${place}${brand} ${suffix}`
                : pattern === 3
                  ? `${place}${place.endsWith('역') ? '' : '역'} ${brand}`
                  : `${brand} ${place} ${int(1, 3)}단지`;
        builder = b;
        if (!taken.has(`${d1}|${d2}|${name}`)) break;
      }
      taken.add(`${d1}|${d2}|${name}`);
      const place = places[n % places.length]!;
      const road = `${place.replace(/역$/, '')}${pick(['로', '대로', '중앙로', '1로', '2로'])}`;
      const newBuild = rand() < 0.65;
      const year = newBuild ? int(2025, 2027) : int(2012, 2024);
      const month = newBuild && year === 2027 ? int(1, 9) : int(1, 12);
      const start = int(0, 3);
      const size = int(2, 5);
      const areas: SeedArea[] = [];
      for (const [pyeong, exclusive, type] of AREA_TYPES.slice(start, start + size)) {
        areas.push({ pyeong, exclusiveArea: exclusive, typeName: `${type}A` });
        if (type === '84' && size < 5 && rand() < 0.5) areas.push({ pyeong, exclusiveArea: 84.92, typeName: '84B' });
      }
      out.push({
        apartmentIdx: idx++,
        name,
        district1: d1,
        district2: d2,
        address: `${d1} ${d2} ${road} ${int(10, 420)}`,
        households: int(280, 3200),
        moveInMonth: `${year}-${String(month).padStart(2, '0')}`,
        builder,
        areas,
      });
    }
  }
  return out;
}

/**
 * Generated complexes moving in from 2027 announce their pre-visit days: a Friday-to-Sunday about six weeks
 * before the move-in month (derived, so the generated names and numbers above stay as they were).
 */
function withPreVisit(apartment: SeedApartment): SeedApartment {
  if (apartment.moveInMonth < '2027-01') return apartment;
  let start = addDays(`${apartment.moveInMonth}-01`, -45);
  while (weekdayOf(start) !== 5) start = addDays(start, 1);
  return { ...apartment, preVisitStart: start, preVisitEnd: addDays(start, 2) };
}

export const APARTMENTS: SeedApartment[] = [...NAMED_APARTMENTS, ...generate().map(withPreVisit)];
