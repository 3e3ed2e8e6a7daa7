/**
 * Renders the demo images of the seed (apps/server/assets/seed/*.webp) from SVG with sharp: three
 * pictures per service category, two shared item pictures and one logo per partner. The output is
 * committed; run again after changing categories or partners:
 *
 *   cd apps/server && npx tsx scripts/generate-seed-images.ts
 *
 * Korean text needs a CJK font known to fontconfig (fonts-noto-cjk: "Noto Sans CJK KR").
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CATEGORIES, type SeedCategory } from '../src/seed/data/categories';
import {
  categoryImageFile,
  categoryThumbFile,
  CATEGORY_THUMB_SIZE,
  ITEM_IMAGE_SIZE,
  LOGO_SIZE,
  partnerLogoFile,
  SHARED_IMAGES,
} from '../src/seed/data/images';
import { PARTNERS } from '../src/seed/data/partners';
import { escapeHtml } from '../src/lib/html';
import { SERVER_ROOT } from '../src/lib/paths';

const OUT = path.join(SERVER_ROOT, 'assets', 'seed');
const FONT = `'Noto Sans CJK KR', 'Pretendard', 'Apple SD Gothic Neo', sans-serif`;
const { width: W, height: H } = ITEM_IMAGE_SIZE;

/** Simple line drawings in a 200 x 200 box: stroke = accent, fill = white. */
function icon(kind: string, accent: string): string {
  const s = `stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  const f = `fill="#FFFFFF" ${s}`;
  const n = `fill="none" ${s}`;
  const a = `fill="${accent}"`;
  switch (kind) {
    case 'sparkle':
      return `<path d="M100 20 L118 82 L180 100 L118 118 L100 180 L82 118 L20 100 L82 82 Z" ${f}/>
        <path d="M160 20 L166 40 L186 46 L166 52 L160 72 L154 52 L134 46 L154 40 Z" ${a}/>
        <circle cx="40" cy="160" r="10" ${a}/>`;
    case 'roller':
      return `<rect x="30" y="30" width="120" height="50" rx="14" ${f}/>
        <path d="M150 55 H175 V110 H100 V135" ${n}/><rect x="88" y="135" width="24" height="50" rx="8" ${a}/>
        <path d="M45 45 H135" stroke="${accent}" stroke-width="6" opacity="0.4"/>`;
    case 'tiles':
      return [0, 1, 2]
        .flatMap((r) => [0, 1, 2].map((c) => `<rect x="${22 + c * 54}" y="${22 + r * 54}" width="48" height="48" rx="6" ${f}/>`))
        .join('');
    case 'clipboard':
      return `<rect x="40" y="30" width="120" height="155" rx="14" ${f}/><rect x="72" y="18" width="56" height="28" rx="8" ${a}/>
        <path d="M65 85 L80 100 L105 72" ${n}/><path d="M115 88 H140" ${n}/><path d="M65 135 L80 150 L105 122" ${n}/><path d="M115 138 H140" ${n}/>`;
    case 'drop':
      return `<path d="M100 20 C100 20 40 95 40 130 A60 60 0 0 0 160 130 C160 95 100 20 100 20 Z" ${f}/>
        <path d="M75 130 A25 25 0 0 0 100 155" ${n}/>`;
    case 'leaf':
      return `<path d="M40 165 C40 80 90 30 170 30 C170 110 120 165 40 165 Z" ${f}/><path d="M40 165 L130 75" ${n}/>`;
    case 'tv':
      return `<rect x="18" y="40" width="164" height="100" rx="10" ${f}/><path d="M70 165 H130 M100 140 V165" ${n}/>
        <rect x="34" y="56" width="132" height="68" rx="4" ${a} opacity="0.18"/>`;
    case 'fridge':
      return `<rect x="50" y="15" width="100" height="175" rx="14" ${f}/><path d="M50 80 H150" ${n}/>
        <path d="M70 40 V60 M70 100 V135" ${n}/>`;
    case 'grid':
      return `<rect x="25" y="25" width="150" height="150" rx="10" ${f}/>` +
        [55, 85, 115, 145].map((v) => `<path d="M${v} 30 V170 M30 ${v} H170" stroke="${accent}" stroke-width="3" opacity="0.6"/>`).join('');
    case 'window':
      return `<rect x="30" y="40" width="140" height="140" rx="10" ${f}/><path d="M100 40 V180 M30 110 H170" ${n}/>
        <circle cx="160" cy="40" r="22" ${a}/>`;
    case 'mat':
      return `<rect x="20" y="110" width="160" height="50" rx="14" ${f}/><rect x="35" y="70" width="130" height="40" rx="12" ${f}/>
        <path d="M70 40 C70 25 95 25 95 40 M105 40 C105 25 130 25 130 40" ${n}/>`;
    case 'door':
      return `<rect x="25" y="20" width="150" height="165" rx="8" ${f}/><path d="M75 20 V185 M125 20 V185" ${n}/>
        <rect x="38" y="40" width="24" height="120" rx="4" ${a} opacity="0.2"/><rect x="88" y="40" width="24" height="120" rx="4" ${a} opacity="0.2"/>
        <rect x="138" y="40" width="24" height="120" rx="4" ${a} opacity="0.2"/>`;
    case 'faucet':
      return `<path d="M40 70 H120 C150 70 160 90 160 115 V125" ${n}/><rect x="60" y="40" width="40" height="30" rx="6" ${f}/>
        <path d="M160 145 C160 155 152 165 160 175 C168 165 160 155 160 145" ${a}/><path d="M40 60 V110" ${n}/>`;
    case 'aircon':
      return `<rect x="25" y="25" width="150" height="150" rx="16" ${f}/><rect x="60" y="60" width="80" height="80" rx="10" ${n}/>
        <path d="M45 45 H155 M45 155 H155 M45 45 V155 M155 45 V155" stroke="${accent}" stroke-width="4" opacity="0.4"/>`;
    case 'bulb':
      return `<circle cx="100" cy="85" r="55" ${f}/><rect x="78" y="140" width="44" height="35" rx="6" ${a}/>
        <path d="M85 90 L100 105 L115 90" ${n}/>`;
    case 'closet':
      return `<rect x="25" y="20" width="150" height="165" rx="8" ${f}/><path d="M75 20 V185 M125 20 V185" ${n}/>
        <path d="M65 100 V115 M85 100 V115 M135 100 V115" ${n}/>`;
    case 'film':
      return `<rect x="30" y="40" width="50" height="130" rx="25" ${f}/><path d="M55 40 H165 V150 H80" ${n}/>
        <path d="M100 75 H145 M100 105 H145" stroke="${accent}" stroke-width="5" opacity="0.5"/>`;
    case 'curtain':
      return `<path d="M15 30 H185" ${n}/><path d="M30 30 C30 100 20 150 40 180 H90 C75 140 85 80 85 30 Z" ${f}/>
        <path d="M170 30 C170 100 180 150 160 180 H110 C125 140 115 80 115 30 Z" ${f}/>`;
    case 'induction':
      return `<rect x="15" y="45" width="170" height="110" rx="12" ${f}/><circle cx="65" cy="100" r="30" ${n}/>
        <circle cx="140" cy="85" r="20" ${n}/><circle cx="145" cy="130" r="10" ${a}/>`;
    case 'sink':
      return `<path d="M20 90 H180" ${n}/><rect x="40" y="90" width="120" height="80" rx="16" ${f}/>
        <path d="M100 90 V40 H140 V60" ${n}/>`;
    case 'fan':
      return `<circle cx="100" cy="100" r="80" ${f}/>` +
        [0, 120, 240].map((d) => `<path d="M100 100 C90 60 110 40 130 55 C130 80 115 95 100 100 Z" ${a} transform="rotate(${d} 100 100)"/>`).join('') +
        `<circle cx="100" cy="100" r="10" fill="#FFFFFF" ${s}/>`;
    case 'sofa':
      return `<rect x="40" y="55" width="120" height="60" rx="14" ${f}/><rect x="15" y="90" width="170" height="60" rx="16" ${f}/>
        <path d="M35 150 V175 M165 150 V175" ${n}/>`;
    case 'truck':
      return `<rect x="10" y="50" width="115" height="95" rx="8" ${f}/><path d="M125 80 H160 L185 110 V145 H125 Z" ${f}/>
        <circle cx="50" cy="155" r="18" ${f}/><circle cx="150" cy="155" r="18" ${f}/>`;
    case 'recycle':
      return `<path d="M45 55 H155 L145 180 H55 Z" ${f}/><path d="M30 55 H170 M80 55 V35 H120 V55" ${n}/>
        <path d="M80 90 V150 M120 90 V150" ${n}/>`;
    case 'appliance':
      return `<rect x="30" y="20" width="140" height="165" rx="14" ${f}/><circle cx="100" cy="115" r="45" ${n}/>
        <circle cx="60" cy="45" r="7" ${a}/><circle cx="85" cy="45" r="7" ${a}/>`;
    case 'shield':
      return `<path d="M100 15 L170 45 V95 C170 140 140 170 100 185 C60 170 30 140 30 95 V45 Z" ${f}/>
        <path d="M70 100 L92 122 L135 78" ${n}/>`;
    case 'percent':
      return `<circle cx="100" cy="100" r="85" ${f}/><path d="M60 140 L140 60" ${n}/><circle cx="68" cy="68" r="16" ${n}/>
        <circle cx="132" cy="132" r="16" ${n}/>`;
    default:
      return `<circle cx="100" cy="100" r="80" ${f}/>`;
  }
}

function background(from: string, to: string, accent: string, seed: number): string {
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const blobs = [0, 1, 2]
    .map((i) => `<circle cx="${Math.round(r(i) * W)}" cy="${Math.round(r(i + 7) * H)}" r="${180 + Math.round(r(i + 3) * 220)}" fill="${accent}" opacity="0.07"/>`)
    .join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${blobs}`;
}

/** Splits a headline into lines of at most `max` characters at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const brand = (accent: string, x = 80, y = 90) =>
  `<rect x="${x}" y="${y - 44}" width="150" height="60" rx="30" fill="#FFFFFF" opacity="0.9"/>
   <text x="${x + 75}" y="${y - 4}" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="${accent}">ipju 입주</text>`;

function cover(c: SeedCategory, seed: number): string {
  const [from, to, accent] = c.palette;
  const lines = wrap(c.headline, 13)
    .map((l, i) => `<text x="80" y="${470 + i * 62}" font-family="${FONT}" font-size="44" font-weight="400" fill="#333D4B">${escapeHtml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background(from, to, accent, seed)}
    ${brand(accent)}
    <text x="80" y="360" font-family="${FONT}" font-size="${c.name.length > 7 ? 84 : 104}" font-weight="700" fill="#191F28">${escapeHtml(c.name)}</text>
    ${lines}
    <circle cx="900" cy="450" r="230" fill="#FFFFFF" opacity="0.85"/>
    <g transform="translate(750 300) scale(1.5)">${icon(c.icon, accent)}</g>
    <text x="80" y="820" font-family="${FONT}" font-size="30" fill="#4E5968">단지 특가 · 검증된 파트너 · 시공 후 무상 A/S</text></svg>`;
}

/**
 * The square thumbnail: the category's colours and its icon in a white circle, centred and small enough
 * that a 16:9 centre crop still shows the whole circle; no words, so no box crops any.
 */
function thumb(c: SeedCategory, seed: number): string {
  const [from, to, accent] = c.palette;
  const { width: S } = CATEGORY_THUMB_SIZE;
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const blobs = [0, 1]
    .map((i) => `<circle cx="${Math.round(r(i) * S)}" cy="${Math.round(r(i + 5) * S)}" r="${140 + Math.round(r(i + 3) * 160)}" fill="${accent}" opacity="0.08"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#bg)"/>${blobs}
    <circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.27}" fill="#FFFFFF" opacity="0.9"/>
    <g transform="translate(${S / 2 - 150} ${S / 2 - 150}) scale(1.5)">${icon(c.icon, accent)}</g></svg>`;
}

/** Steps of services that are not construction work. */
const STEP_OVERRIDES: Record<string, string[]> = {
  homeinsp: ['예약', '사전방문', '세대 점검', '보고서 전달'],
  aircon_clean: ['상담·예약', '작동 점검', '분해 세척', '조립·시운전'],
  move: ['해피콜', '포장', '운반', '배치·정리'],
  furn: ['상담·주문', '해피콜', '배송', '설치'],
  hea: ['상담·주문', '해피콜', '배송', '설치'],
  curtain: ['해피콜', '실측', '맞춤 제작', '설치'],
};

function processImage(c: SeedCategory, seed: number): string {
  const [from, to, accent] = c.palette;
  const steps = STEP_OVERRIDES[c.code] ?? ['상담·예약', '현장 확인', c.label.length > 6 ? '시공' : `${c.label} 시공`, '검수·마무리'];
  const items = steps
    .map((label, i) => {
      const x = 180 + i * 280;
      return `<circle cx="${x}" cy="560" r="84" fill="#FFFFFF"/><circle cx="${x}" cy="560" r="84" fill="none" stroke="${accent}" stroke-width="6"/>
        <text x="${x}" y="585" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="700" fill="${accent}">${i + 1}</text>
        <text x="${x}" y="710" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="700" fill="#191F28">${escapeHtml(label)}</text>`;
    })
    .join(`<path d="M0 0" />`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background(from, to, accent, seed)}
    ${brand(accent)}
    <text x="80" y="250" font-family="${FONT}" font-size="80" font-weight="700" fill="#191F28">${escapeHtml(c.label)} 진행 과정</text>
    <text x="80" y="330" font-family="${FONT}" font-size="36" fill="#4E5968">예약부터 검수까지 담당 파트너가 책임져요</text>
    <path d="M180 560 H1020" stroke="${accent}" stroke-width="6" stroke-dasharray="14 14" opacity="0.5"/>
    ${items}
    <g transform="translate(1000 90) scale(0.75)">${icon(c.icon, accent)}</g></svg>`;
}

function beforeAfter(c: SeedCategory, seed: number): string {
  const [from, to, accent] = c.palette;
  const spots = [0, 1, 2, 3, 4, 5]
    .map((i) => `<circle cx="${130 + ((i * 97 + seed) % 300)}" cy="${330 + ((i * 131 + seed) % 330)}" r="${14 + (i % 3) * 8}" fill="#868E96" opacity="0.35"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background(from, to, accent, seed)}
    <text x="600" y="140" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#191F28">${escapeHtml(c.name)} 전 · 후</text>
    <rect x="70" y="200" width="500" height="560" rx="32" fill="#F1F3F5"/>
    <g transform="translate(220 330) scale(1.0)" opacity="0.45">${icon(c.icon, '#868E96')}</g>${spots}
    <rect x="630" y="200" width="500" height="560" rx="32" fill="#FFFFFF"/>
    <g transform="translate(780 330) scale(1.0)">${icon(c.icon, accent)}</g>
    <path d="M1010 300 L1020 330 L1050 340 L1020 350 L1010 380 L1000 350 L970 340 L1000 330 Z" fill="${accent}"/>
    <rect x="220" y="640" width="200" height="64" rx="32" fill="#868E96"/>
    <text x="320" y="684" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#FFFFFF">시공 전</text>
    <rect x="780" y="640" width="200" height="64" rx="32" fill="${accent}"/>
    <text x="880" y="684" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#FFFFFF">시공 후</text>
    <text x="600" y="840" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#4E5968">실제 시공 사진은 상세 정보와 후기에서 볼 수 있어요</text></svg>`;
}

function shared(kind: 'promise' | 'specialPrice'): string {
  const accent = kind === 'promise' ? '#3182F6' : '#F04452';
  const title = kind === 'promise' ? '입주 안심 보증' : '우리 단지 특가';
  const lines =
    kind === 'promise'
      ? ['시공 후 1년 무상 A/S', '방문 3일 전까지 무료 취소', '검증을 통과한 파트너만 입점']
      : ['단지 입주민만 받는 할인가', '평형에 맞춘 정찰 가격', '추가 요금 없이 견적 그대로'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background(kind === 'promise' ? '#E8F3FF' : '#FFF0F0', '#FFFFFF', accent, kind === 'promise' ? 3 : 5)}
    ${brand(accent)}
    <text x="80" y="300" font-family="${FONT}" font-size="96" font-weight="700" fill="#191F28">${title}</text>
    ${lines
      .map(
        (l, i) => `<circle cx="100" cy="${418 + i * 110}" r="18" fill="${accent}"/>
      <text x="140" y="${432 + i * 110}" font-family="${FONT}" font-size="46" fill="#333D4B">${l}</text>`,
      )
      .join('')}
    <g transform="translate(860 380) scale(1.3)">${icon(kind === 'promise' ? 'shield' : 'percent', accent)}</g></svg>`;
}

function logo(text: string, color: string): string {
  const { width: L } = LOGO_SIZE;
  const size = text.length <= 1 ? 200 : text.length === 2 ? 140 : text.length === 3 ? 104 : 84;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${L}" height="${L}">
    <rect width="${L}" height="${L}" fill="#FFFFFF"/>
    <circle cx="${L / 2}" cy="${L / 2}" r="180" fill="${color}"/>
    <circle cx="${L / 2}" cy="${L / 2}" r="160" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.5"/>
    <text x="${L / 2}" y="${L / 2 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#FFFFFF">${escapeHtml(text)}</text></svg>`;
}

async function render(svg: string, file: string) {
  await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 5 }).toFile(path.join(OUT, file));
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const jobs: Array<[string, string]> = [];
  CATEGORIES.forEach((c, i) => {
    jobs.push([cover(c, i + 11), categoryImageFile(c.code, 1)]);
    jobs.push([processImage(c, i + 23), categoryImageFile(c.code, 2)]);
    jobs.push([beforeAfter(c, i + 37), categoryImageFile(c.code, 3)]);
    jobs.push([thumb(c, i + 51), categoryThumbFile(c.code)]);
  });
  jobs.push([shared('promise'), SHARED_IMAGES.promise], [shared('specialPrice'), SHARED_IMAGES.specialPrice]);
  for (const p of PARTNERS) jobs.push([logo(p.logoText, p.logoColor), partnerLogoFile(p.partnerIdx)]);
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map(([svg, file]) => render(svg, file)));
  const total = readdirSync(OUT).reduce((sum, f) => sum + statSync(path.join(OUT, f)).size, 0);
  console.log(`${jobs.length} images in ${path.relative(process.cwd(), OUT)} (${(total / 1024 / 1024).toFixed(2)} MB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
