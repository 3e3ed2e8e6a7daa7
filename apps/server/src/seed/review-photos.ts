import { loadSharp } from '../lib/image/sharp';

/**
 * Demo review photos: simple drawn scenes of finished work (grout lines in a bathroom, a coated veranda
 * wall, a clean living room, a ceiling air conditioner, a kitchen, a bare room), rendered once per scene
 * and variant with sharp and stored like photos residents upload (review/… keys with an uploads row).
 * No words in them: they stand for photos a resident took.
 */

export const REVIEW_PHOTO_SIZE = { width: 960, height: 720 } as const;

type Scene = 'tiles' | 'wall' | 'floor' | 'aircon' | 'kitchen' | 'room';

const SCENE_OF_CATEGORY: Record<string, readonly Scene[]> = {
  cleaning: ['floor', 'kitchen'],
  sickhs: ['room', 'floor'],
  coatpnt: ['wall', 'room'],
  nanoct: ['tiles', 'kitchen'],
  tljoint: ['tiles', 'tiles'],
  homeinsp: ['room', 'wall'],
  builtinac: ['aircon', 'room'],
  aircon_clean: ['aircon', 'aircon'],
  freezerref: ['kitchen', 'kitchen'],
};

/** Three light palettes so photos of one scene are not identical. */
const PALETTES = [
  { wall: '#f4efe6', floor: '#c89f74', accent: '#8fb8de', grout: '#ffffff', tile: '#dfe4ea' },
  { wall: '#eef2f5', floor: '#b58a5f', accent: '#9ccfb0', grout: '#f2f2f2', tile: '#e8e1d6' },
  { wall: '#f7f3ee', floor: '#d8b48c', accent: '#f0c987', grout: '#fafafa', tile: '#d9e2e8' },
] as const;

type Palette = (typeof PALETTES)[number];

const { width: W, height: H } = REVIEW_PHOTO_SIZE;

function planks(y: number, color: string): string {
  const rows = Array.from({ length: 6 }, (_, i) => {
    const top = y + i * ((H - y) / 6);
    const offset = (i % 2) * 120;
    const seams = Array.from({ length: 5 }, (_, k) => `<line x1="${offset + k * 240}" y1="${top}" x2="${offset + k * 240}" y2="${top + (H - y) / 6}" stroke="#00000018" stroke-width="3"/>`).join('');
    return `<line x1="0" y1="${top}" x2="${W}" y2="${top}" stroke="#00000022" stroke-width="3"/>${seams}`;
  }).join('');
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>${rows}`;
}

function windowFrame(x: number, y: number, w: number, h: number, sky: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${sky}" stroke="#ffffff" stroke-width="14"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="10"/>
    <rect x="${x}" y="${y + h - 8}" width="${w}" height="14" fill="#00000010"/>`;
}

function sparkle(x: number, y: number, r: number): string {
  return `<path d="M ${x} ${y - r} Q ${x} ${y} ${x + r} ${y} Q ${x} ${y} ${x} ${y + r} Q ${x} ${y} ${x - r} ${y} Q ${x} ${y} ${x} ${y - r} Z" fill="#ffffff" opacity="0.9"/>`;
}

function sceneBody(scene: Scene, p: Palette, v: number): string {
  switch (scene) {
    case 'tiles': {
      const size = 120 + v * 20;
      const tiles: string[] = [];
      for (let y = -size / 2; y < H; y += size) {
        for (let x = -size / 3; x < W; x += size) tiles.push(`<rect x="${x}" y="${y}" width="${size - 8}" height="${size - 8}" rx="3" fill="${p.tile}"/>`);
      }
      return `<rect width="${W}" height="${H}" fill="${p.grout}"/>${tiles.join('')}
        <circle cx="${W * 0.62}" cy="${H * 0.58}" r="44" fill="#b8c2cc"/><circle cx="${W * 0.62}" cy="${H * 0.58}" r="30" fill="#98a4b0"/>
        <rect x="${W * 0.08}" y="${H * 0.7}" width="260" height="26" rx="13" fill="#ffffff" stroke="#c7ced6" stroke-width="4"/>`;
    }
    case 'wall':
      return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
        ${windowFrame(W * 0.52, H * 0.12, W * 0.4, H * 0.5, '#cfe6f7')}
        <rect x="0" y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="#d5d9dd"/>
        <rect x="${W * 0.08}" y="${H * 0.2}" width="${W * 0.34}" height="${H * 0.5}" fill="${p.accent}" opacity="0.35"/>
        <rect x="${W * 0.18}" y="${H * 0.52}" width="150" height="54" rx="14" fill="#ffffff" stroke="#9aa5b1" stroke-width="6"/>
        <rect x="${W * 0.18 + 68}" y="${H * 0.52 + 54}" width="14" height="120" fill="#7b8794"/>`;
    case 'floor':
      return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
        ${windowFrame(W * 0.1, H * 0.08, W * 0.5, H * 0.42, '#d8ecfa')}
        ${planks(H * 0.58, p.floor)}
        <polygon points="${W * 0.12},${H * 0.58} ${W * 0.58},${H * 0.58} ${W * 0.7},${H} ${W * 0.02},${H}" fill="#ffffff" opacity="0.18"/>
        ${sparkle(W * 0.74, H * 0.74, 34)}${sparkle(W * 0.84, H * 0.66, 18)}`;
    case 'aircon':
      return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
        <rect x="0" y="0" width="${W}" height="${H * 0.45}" fill="#f9fafb"/>
        <rect x="${W * 0.3}" y="${H * 0.1}" width="${W * 0.4}" height="${W * 0.4 * 0.55}" rx="18" fill="#ffffff" stroke="#ced4da" stroke-width="6"/>
        <rect x="${W * 0.36}" y="${H * 0.17}" width="${W * 0.28}" height="${W * 0.28 * 0.45}" rx="8" fill="#eef1f4"/>
        ${[0, 1, 2, 3].map((i) => `<line x1="${W * 0.37}" y1="${H * 0.2 + i * 18}" x2="${W * 0.63}" y2="${H * 0.2 + i * 18}" stroke="#cbd2d9" stroke-width="5"/>`).join('')}
        ${planks(H * 0.72, p.floor)}`;
    case 'kitchen':
      return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
        <rect x="0" y="${H * 0.08}" width="${W}" height="${H * 0.26}" fill="#ffffff" stroke="#dde2e6" stroke-width="4"/>
        ${[1, 2, 3].map((i) => `<line x1="${(W / 4) * i}" y1="${H * 0.08}" x2="${(W / 4) * i}" y2="${H * 0.34}" stroke="#dde2e6" stroke-width="4"/>`).join('')}
        <rect x="0" y="${H * 0.52}" width="${W}" height="${H * 0.06}" fill="#e9ecef"/>
        <rect x="0" y="${H * 0.58}" width="${W}" height="${H * 0.42}" fill="${p.accent}" opacity="0.55"/>
        <rect x="${W * 0.52}" y="${H * 0.53}" width="220" height="16" rx="8" fill="#adb5bd"/>
        <path d="M ${W * 0.6} ${H * 0.53} v -90 h 60" stroke="#adb5bd" stroke-width="12" fill="none" stroke-linecap="round"/>
        ${sparkle(W * 0.22, H * 0.45, 26)}`;
    case 'room':
      return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
        <rect x="${W * 0.1}" y="${H * 0.18}" width="${W * 0.22}" height="${H * 0.5}" rx="4" fill="#ffffff" stroke="#d0d5da" stroke-width="6"/>
        <circle cx="${W * 0.29}" cy="${H * 0.45}" r="7" fill="#adb5bd"/>
        ${windowFrame(W * 0.48, H * 0.14, W * 0.42, H * 0.38, '#d6ebf8')}
        ${planks(H * 0.68, p.floor)}`;
  }
}

function sceneSvg(scene: Scene, variant: number): string {
  const p = PALETTES[variant % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${sceneBody(scene, p, variant)}
    <rect width="${W}" height="${H}" fill="url(#light)"/>
    <defs><radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient></defs>
  </svg>`;
}

/** Renders the photos of one seed run, each scene and variant once (WebP, like a cleaned upload). */
export function reviewPhotoRenderer() {
  const rendered = new Map<string, Promise<Buffer>>();
  return (categoryCode: string, n: number): Promise<Buffer> => {
    const scenes = SCENE_OF_CATEGORY[categoryCode] ?? (['room', 'floor'] as const);
    const scene = scenes[n % scenes.length]!;
    const variant = Math.floor(n / scenes.length) % PALETTES.length;
    const id = `${scene}-${variant}`;
    if (!rendered.has(id)) {
      rendered.set(id, loadSharp().then((sharp) => sharp(Buffer.from(sceneSvg(scene, variant))).webp({ quality: 78 }).toBuffer()));
    }
    return rendered.get(id)!;
  };
}
