/**
 * Renders the demo floor plans (평면도) of the named complexes' unit types (apps/server/assets/seed/plan-*.webp)
 * from SVG with sharp, like generate-seed-images.ts. Simple schematic plans: rooms sized from the type's
 * exclusive area, labelled in Korean. The output is committed; run again after changing the named complexes:
 *
 *   cd apps/server && npx tsx scripts/generate-floor-plans.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { NAMED_APARTMENTS } from '../src/seed/data/apartments';
import { FLOOR_PLAN_SIZE, floorPlanFile } from '../src/seed/data/images';
import { escapeHtml } from '../src/lib/html';
import { SERVER_ROOT } from '../src/lib/paths';

const OUT = path.join(SERVER_ROOT, 'assets', 'seed');
const FONT = `'Noto Sans CJK KR', 'Pretendard', 'Apple SD Gothic Neo', sans-serif`;
const { width: W, height: H } = FLOOR_PLAN_SIZE;

interface Room {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

/** Rooms in a 100 x 75 grid; more bedrooms and a bigger living room as the unit grows. */
function roomsFor(area: number): Room[] {
  const bedrooms = area < 50 ? 1 : area < 70 ? 2 : area < 100 ? 3 : 4;
  const rooms: Room[] = [
    { name: '거실', x: 35, y: 0, w: 40, h: 45, fill: '#FFF7E8' },
    { name: '주방·식당', x: 35, y: 45, w: 40, h: 30, fill: '#EEF6FF' },
    { name: '현관', x: 75, y: 60, w: 12, h: 15, fill: '#F2F4F6' },
    { name: '욕실', x: 75, y: 40, w: 12, h: 20, fill: '#E8F7F2' },
    { name: '발코니', x: 0, y: 0, w: 35, h: 8, fill: '#F7F7F7' },
  ];
  const bedHeight = 67 / Math.min(bedrooms, 2);
  rooms.push({ name: '안방', x: 0, y: 8, w: 35, h: bedrooms > 1 ? bedHeight : 67, fill: '#F5EFFF' });
  if (bedrooms > 1) rooms.push({ name: '침실2', x: 0, y: 8 + bedHeight, w: 35, h: bedHeight, fill: '#FFF0F3' });
  rooms.push(bedrooms > 2 ? { name: '침실3', x: 87, y: 0, w: 13, h: 40, fill: '#FFF0F3' } : { name: '알파룸', x: 87, y: 0, w: 13, h: 40, fill: '#FFF7E8' });
  if (bedrooms > 3) rooms.push({ name: '드레스룸', x: 75, y: 0, w: 12, h: 40, fill: '#F5EFFF' });
  else rooms.push({ name: '드레스룸', x: 75, y: 0, w: 12, h: 40, fill: '#F2F4F6' });
  rooms.push({ name: bedrooms > 2 ? '욕실2' : '팬트리', x: 87, y: 40, w: 13, h: 35, fill: bedrooms > 2 ? '#E8F7F2' : '#F2F4F6' });
  return rooms;
}

function svgFor(complex: string, typeName: string, pyeong: number, area: number): string {
  const top = 160;
  const scale = Math.min((W - 180) / 100, (H - top - 50) / 75);
  const left = (W - 100 * scale) / 2;
  const rooms = roomsFor(area)
    .map((r) => {
      const x = left + r.x * scale;
      const y = top + r.y * scale;
      const w = r.w * scale;
      const h = r.h * scale;
      const size = Math.min(30, w / (r.name.length * 0.95 + 0.5));
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${r.fill}" stroke="#333D4B" stroke-width="6"/>
        <text x="${x + w / 2}" y="${y + h / 2 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="600" fill="#4E5968" text-anchor="middle">${escapeHtml(r.name)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="#FFFFFF"/>
    <text x="90" y="80" font-family="${FONT}" font-size="44" font-weight="700" fill="#191F28">${escapeHtml(`${typeName} 타입`)}</text>
    <text x="90" y="122" font-family="${FONT}" font-size="28" fill="#8B95A1">${escapeHtml(`${complex} · ${pyeong}평 (전용 ${area}㎡) · 예시 평면도`)}</text>
    ${rooms}
  </svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const complex of NAMED_APARTMENTS) {
  for (const a of complex.areas) {
    const file = floorPlanFile(complex.apartmentIdx, a.typeName);
    await sharp(Buffer.from(svgFor(complex.name, a.typeName, a.pyeong, a.exclusiveArea)))
      .webp({ quality: 75, effort: 5 })
      .toFile(path.join(OUT, file));
    console.log(file);
  }
}
