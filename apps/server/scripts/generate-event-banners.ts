/**
 * Renders the banners of events 1 to 7 (apps/server/assets/seed/event-{id}.jpg, 1200 x 630: the Open
 * Graph size, so the same file is the link-preview image) from SVG with sharp. JPEG, because link-preview
 * crawlers read it everywhere. The output is committed; run again after changing data/events.ts:
 *
 *   cd apps/server && npx tsx scripts/generate-event-banners.ts
 *
 * Korean text needs a CJK font known to fontconfig (fonts-noto-cjk: "Noto Sans CJK KR").
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EVENT_BANNER_SIZE } from '@ipju/contract';
import sharp from 'sharp';
import { eventBannerFile, SEED_EVENTS, type EventBanner, type SeedEvent } from '../src/seed/data/events';
import { escapeHtml } from '../src/lib/html';
import { SERVER_ROOT } from '../src/lib/paths';

const OUT = path.join(SERVER_ROOT, 'assets', 'seed');
const FONT = `'Noto Sans CJK KR', 'Pretendard', 'Apple SD Gothic Neo', sans-serif`;
const { width: W, height: H } = EVENT_BANNER_SIZE;

/** Line drawings in a 200 x 200 box: stroke = accent, fill = white. */
function icon(kind: EventBanner['icon'], accent: string): string {
  const s = `stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  const f = `fill="#FFFFFF" ${s}`;
  const n = `fill="none" ${s}`;
  const a = `fill="${accent}"`;
  switch (kind) {
    case 'people':
      return `<circle cx="70" cy="70" r="30" ${f}/><path d="M20 170 C20 125 45 110 70 110 C95 110 120 125 120 170 Z" ${f}/>
        <circle cx="135" cy="80" r="26" ${f}/><path d="M95 170 C95 132 115 118 135 118 C158 118 180 132 180 170 Z" ${f}/>
        <circle cx="168" cy="36" r="16" ${a}/><path d="M168 28 V44 M160 36 H176" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>`;
    case 'gift':
      return `<rect x="30" y="80" width="140" height="100" rx="10" ${f}/><rect x="20" y="55" width="160" height="35" rx="8" ${f}/>
        <path d="M100 55 V180" ${n}/><path d="M100 55 C80 20 45 30 60 55 M100 55 C120 20 155 30 140 55" ${n}/>
        <rect x="92" y="90" width="16" height="90" ${a} opacity="0.25"/>`;
    case 'party':
      return `<path d="M30 180 L80 60 L140 120 Z" ${f}/><path d="M55 120 L95 140 M70 90 L115 112" ${n}/>
        <circle cx="150" cy="45" r="10" ${a}/><circle cx="175" cy="95" r="8" ${a}/><circle cx="115" cy="30" r="7" ${a}/>
        <path d="M135 70 C150 60 160 70 175 58" ${n}/>`;
    case 'camera':
      return `<rect x="20" y="60" width="160" height="115" rx="16" ${f}/><path d="M70 60 L82 38 H118 L130 60" ${f}/>
        <circle cx="100" cy="118" r="34" ${n}/><circle cx="100" cy="118" r="14" ${a}/><circle cx="155" cy="82" r="7" ${a}/>`;
    case 'sparkle':
      return `<path d="M100 20 L118 82 L180 100 L118 118 L100 180 L82 118 L20 100 L82 82 Z" ${f}/>
        <path d="M160 20 L166 40 L186 46 L166 52 L160 72 L154 52 L134 46 L154 40 Z" ${a}/><circle cx="40" cy="160" r="10" ${a}/>`;
    case 'phone':
      return `<rect x="55" y="15" width="90" height="170" rx="16" ${f}/><path d="M88 32 H112" ${n}/>
        <rect x="70" y="55" width="60" height="80" rx="6" ${a} opacity="0.2"/><circle cx="100" cy="160" r="8" ${a}/>
        <path d="M85 95 L97 107 L118 84" ${n}/>`;
    case 'leaf':
      return `<path d="M40 165 C40 80 90 30 170 30 C170 110 120 165 40 165 Z" ${f}/><path d="M40 165 L130 75" ${n}/>
        <path d="M80 125 L80 95 M105 100 L105 72" ${n}/>`;
  }
}

function banner(event: SeedEvent): string {
  const { eyebrow, headline, highlight, palette, icon: kind } = event.banner;
  const [from, to, accent] = palette;
  const chipWidth = 64 + [...highlight].reduce((w, ch) => w + (/[\u3131-\uD79D]/.test(ch) ? 46 : 27), 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1050" cy="120" r="260" fill="${accent}" opacity="0.06"/>
    <circle cx="180" cy="640" r="200" fill="${accent}" opacity="0.05"/>
    <rect x="72" y="64" width="150" height="52" rx="26" fill="#FFFFFF" opacity="0.95"/>
    <text x="147" y="99" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="${accent}">ipju 입주</text>
    <text x="72" y="196" font-family="${FONT}" font-size="34" font-weight="700" fill="${accent}">${escapeHtml(eyebrow)}</text>
    <text x="72" y="280" font-family="${FONT}" font-size="66" font-weight="700" fill="#191F28">${escapeHtml(headline[0])}</text>
    <text x="72" y="362" font-family="${FONT}" font-size="66" font-weight="700" fill="#191F28">${escapeHtml(headline[1])}</text>
    <rect x="72" y="410" width="${chipWidth}" height="92" rx="46" fill="${accent}"/>
    <text x="${72 + chipWidth / 2}" y="472" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="700" fill="#FFFFFF">${escapeHtml(highlight)}</text>
    <text x="72" y="572" font-family="${FONT}" font-size="26" fill="#4E5968">자세한 내용과 유의사항은 이벤트 페이지에서 확인해 주세요</text>
    <circle cx="960" cy="330" r="190" fill="#FFFFFF" opacity="0.9"/>
    <g transform="translate(810 180) scale(1.5)">${icon(kind, accent)}</g>
  </svg>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const event of SEED_EVENTS) {
    const file = path.join(OUT, eventBannerFile(event.eventIdx));
    await sharp(Buffer.from(banner(event))).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(file);
    console.log(`${path.relative(process.cwd(), file)}: ${event.title}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
