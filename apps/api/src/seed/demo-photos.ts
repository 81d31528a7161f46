import sharp from 'sharp';
import { seededRandom, type Random } from './demo-random.ts';

/**
 * The demo's pictures: flat vector scenes drawn here and rendered by sharp, so every image is our
 * own, plainly an illustration (never mistaken for a real flat) and different from the next one.
 * No text is drawn: the machine may have no fonts.
 */
export type Scene = 'facade' | 'living' | 'kitchen' | 'bedroom' | 'bathroom';
export interface PhotoSpec {
  scene: Scene;
  seed: number;
  /** The façade's building: a block of flats, a house with a roof, or a block with a glass top floor. */
  building?: 'block' | 'house' | 'penthouse';
}

/** Drawn on a 960 × 640 canvas, rendered at 640 × 427: sharp enough for a flat drawing, and cheap to encode at start. */
const W = 960;
const H = 640;
const OUT_W = 640;
const OUT_H = 427;
const WALLS = ['#f3ede4', '#e9efe9', '#efe7f0', '#f6efdc', '#e4ecf3', '#f2e4dc', '#dfe8e1', '#f4f1ea'];
const FACADES = ['#e8c39e', '#f2d7b6', '#c9d8c5', '#f4e1a6', '#d9a79a', '#b9c9d9', '#efe6d8', '#a7b7a0', '#e3b7a5'];
const ACCENTS = ['#2f6f73', '#c0583f', '#3c5a99', '#d59f2b', '#6b8f3a', '#8c4f7d', '#3d3d48', '#b8734a'];
const SKIES = [
  ['#7fbde6', '#d8eefa'],
  ['#9fc8e8', '#eef6fb'],
  ['#f3a97a', '#fbe3c8'],
  ['#aebccb', '#e6ebf0'],
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}" ${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}"/>`;

function sky(r: Random): string {
  const [top, bottom] = r.pick(SKIES);
  const clouds = Array.from({ length: r.int(1, 3) }, () => {
    const x = r.int(40, W - 160);
    const y = r.int(40, 140);
    return `<ellipse cx="${x}" cy="${y}" rx="${r.int(50, 90)}" ry="${r.int(16, 26)}" fill="#ffffff" opacity="0.8"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#sky)')}${clouds}`;
}

function tree(x: number, ground: number, r: Random): string {
  const size = r.int(45, 80);
  const green = r.pick(['#5f8f4e', '#4e7d45', '#7aa35a', '#3f6e4a']);
  return `${rect(x - 6, ground - size * 1.6, 12, size * 1.6, '#7a5a3c')}${circle(x, ground - size * 1.7, size, green)}${circle(x - size * 0.5, ground - size * 1.3, size * 0.7, green)}`;
}

function facade(r: Random, building: PhotoSpec['building'] = 'block'): string {
  const ground = 560;
  const x = r.int(40, 240);
  const width = r.int(480, Math.min(760, W - x - 30));
  const floors = building === 'house' ? 2 : r.int(3, 5);
  const floorH = r.int(68, 84);
  const top = ground - floors * floorH;
  const wall = r.pick(FACADES);
  const cols = building === 'house' ? r.int(3, 4) : r.int(4, 7);
  const lit = r.pick(['#ffe9a8', '#dfeef7']);
  let s = sky(r) + rect(x, top, width, floors * floorH, wall);
  if (building === 'house') {
    s += `<polygon points="${x - 20},${top} ${x + width / 2},${top - r.int(110, 170)} ${x + width + 20},${top}" fill="${r.pick(['#8e3b2e', '#5b4a44', '#6d3a32'])}"/>`;
  } else {
    s += rect(x - 10, top - 18, width + 20, 18, '#00000022');
  }
  if (building === 'penthouse') {
    s += rect(x + width * 0.15, top - floorH, width * 0.7, floorH, '#cfe3ee', 'stroke="#5d6b73" stroke-width="4"');
    s += rect(x + width * 0.1, top - 8, width * 0.8, 8, '#5d6b73');
  }
  const cellW = width / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cellW + cellW * 0.25;
      const wy = top + f * floorH + floorH * 0.2;
      const door = f === floors - 1 && c === Math.floor(cols / 2);
      if (door) s += rect(wx, wy, cellW * 0.5, floorH * 0.8, r.pick(ACCENTS));
      else
        s += rect(
          wx,
          wy,
          cellW * 0.5,
          floorH * 0.55,
          r.chance(0.3) ? lit : '#dfeef7',
          'stroke="#ffffff" stroke-width="4"',
        );
      if (building === 'block' && f > 0 && !door && r.chance(0.25))
        s += rect(wx - 8, wy + floorH * 0.45, cellW * 0.5 + 16, 10, '#4a4a52');
    }
  }
  s += rect(0, ground, W, H - ground, '#b9b4ab') + rect(0, ground + 28, W, H - ground - 28, '#8d8a86');
  for (let i = 0; i < r.int(1, 3); i++) s += tree(r.int(30, W - 30), ground + 20, r);
  return s;
}

function windowOnWall(x: number, y: number, w: number, h: number, r: Random): string {
  const [top, bottom] = r.pick(SKIES);
  return `${rect(x, y, w, h, top, 'stroke="#ffffff" stroke-width="10"')}${rect(x, y + h / 2, w, h / 2, bottom)}${rect(x + w / 2 - 4, y, 8, h, '#ffffff')}${rect(x, y + h / 2 - 4, w, 8, '#ffffff')}`;
}

function room(r: Random, floorShare = 0.3): { s: string; floorY: number } {
  const floorY = H * (1 - floorShare);
  const wood = r.pick(['#c89f72', '#b5835a', '#d8b98f', '#a9a29a']);
  let s = rect(0, 0, W, floorY, r.pick(WALLS)) + rect(0, floorY, W, H - floorY, wood);
  for (let i = 1; i < 6; i++) s += rect(0, floorY + (i * (H - floorY)) / 6, W, 2, '#00000018');
  return { s, floorY };
}

function plant(x: number, floorY: number, r: Random): string {
  const g = r.pick(['#4e7d45', '#6b9a4f', '#3f6e4a']);
  return `${rect(x - 22, floorY - 50, 44, 50, r.pick(ACCENTS))}${circle(x, floorY - 80, 34, g)}${circle(x - 24, floorY - 64, 24, g)}${circle(x + 24, floorY - 66, 24, g)}`;
}

function living(r: Random): string {
  const { s: base, floorY } = room(r);
  const sofaX = r.int(80, 420);
  const sofa = r.pick(ACCENTS);
  let s = base + windowOnWall(r.int(560, 760) - (sofaX > 300 ? 450 : 0), 90, 170, 220, r);
  s += `<ellipse cx="${sofaX + 200}" cy="${floorY + 90}" rx="260" ry="50" fill="${r.pick(['#e3d3b8', '#c9d6df', '#e7c4b6'])}"/>`;
  s += rect(sofaX, floorY - 150, 400, 80, sofa, 'rx="18"') + rect(sofaX - 20, floorY - 90, 440, 90, sofa, 'rx="18"');
  s +=
    rect(sofaX + 40, floorY - 130, 90, 55, '#ffffff55', 'rx="10"') +
    rect(sofaX + 270, floorY - 130, 90, 55, '#ffffff55', 'rx="10"');
  const frameX = r.int(40, W - 220);
  s += rect(frameX, 60, 180, 120, '#ffffff', 'stroke="#3d3d48" stroke-width="6"');
  s += circle(frameX + 60, 120, 30, r.pick(ACCENTS)) + rect(frameX + 95, 90, 55, 65, r.pick(ACCENTS));
  const lampX = sofaX > 400 ? r.int(60, 200) : r.int(700, 880);
  s +=
    rect(lampX - 3, floorY - 260, 6, 260, '#3d3d48') +
    `<polygon points="${lampX - 40},${floorY - 250} ${lampX + 40},${floorY - 250} ${lampX + 25},${floorY - 300} ${lampX - 25},${floorY - 300}" fill="#f4d58d"/>`;
  return s + plant(r.int(60, W - 60), floorY + 10, r);
}

function kitchen(r: Random): string {
  const { s: base, floorY } = room(r, 0.22);
  const front = r.pick(['#ffffff', '#2f6f73', '#3d3d48', '#c9d8c5', '#e8c39e', '#3c5a99']);
  let s = base;
  for (let x = 0; x < W; x += 32) s += rect(x, floorY - 250, 1, 90, '#00000014');
  s += rect(0, floorY - 250, W, 90, '#ffffff66');
  s += windowOnWall(r.int(200, 600), 60, 160, 150, r);
  const fridgeLeft = r.chance(0.5);
  s += rect(fridgeLeft ? 40 : W - 200, floorY - 380, 160, 380, '#dfe3e6', 'stroke="#9aa3a8" stroke-width="4"');
  const start = fridgeLeft ? 210 : 30;
  const end = fridgeLeft ? W - 30 : W - 210;
  s += rect(start, floorY - 160, end - start, 16, r.pick(['#8d6e52', '#d9d4cc', '#3d3d48']));
  for (let x = start; x < end - 10; x += 120) {
    s +=
      rect(x + 4, floorY - 144, 112, 140, front, 'stroke="#00000033" stroke-width="3"') +
      rect(x + 50, floorY - 130, 20, 5, '#555555');
    if (r.chance(0.6)) s += rect(x + 4, 20, 112, 110, front, 'stroke="#00000033" stroke-width="3"');
  }
  for (let i = 0; i < r.int(2, 3); i++) {
    const lx = r.int(start + 60, end - 60);
    s += `${rect(lx - 1, 0, 2, 150, '#3d3d48')}<path d="M${lx - 30},180 a30,30 0 0 1 60,0 z" fill="${r.pick(ACCENTS)}"/>`;
  }
  return s;
}

function bedroom(r: Random): string {
  const { s: base, floorY } = room(r);
  const bedX = r.int(140, 480);
  const duvet = r.pick(['#f4f1ea', '#c9d6df', '#e7c4b6', '#d8e2c9', '#e9dff0']);
  let s = base + windowOnWall(bedX > 330 ? r.int(40, 150) : r.int(650, 760), 80, 160, 210, r);
  s += rect(bedX, floorY - 200, 360, 140, r.pick(ACCENTS), 'rx="12"');
  s += rect(bedX - 10, floorY - 90, 380, 110, duvet, 'rx="14"') + rect(bedX - 10, floorY - 70, 380, 12, '#00000014');
  s +=
    rect(bedX + 30, floorY - 120, 120, 45, '#ffffff', 'rx="14"') +
    rect(bedX + 210, floorY - 120, 120, 45, '#ffffff', 'rx="14"');
  for (const nx of [bedX - 90, bedX + 390]) {
    s += rect(nx, floorY - 70, 70, 70, '#b5835a') + rect(nx + 30, floorY - 120, 10, 50, '#3d3d48');
    s += `<polygon points="${nx + 12},${floorY - 120} ${nx + 58},${floorY - 120} ${nx + 48},${floorY - 150} ${nx + 22},${floorY - 150}" fill="#f4d58d"/>`;
  }
  return s;
}

function bathroom(r: Random): string {
  const tile = r.pick(['#e8eef0', '#f3efe6', '#dfe9e2', '#e6e1ee', '#f0e4dc']);
  let s = rect(0, 0, W, H, tile);
  const step = r.pick([40, 48, 60]);
  for (let x = 0; x < W; x += step) s += rect(x, 0, 2, H, '#00000012');
  for (let y = 0; y < H; y += step) s += rect(0, y, W, 2, '#00000012');
  const tubLeft = r.chance(0.5);
  const tubX = tubLeft ? 40 : W - 460;
  if (r.chance(0.5)) s += rect(tubX, 400, 420, 150, '#ffffff', 'rx="40" stroke="#b7c0c4" stroke-width="6"');
  else s += rect(tubX + 60, 120, 300, 440, '#cfe3ee88', 'stroke="#9aa3a8" stroke-width="6"');
  const sinkX = tubLeft ? r.int(560, 700) : r.int(80, 240);
  s += rect(sinkX, 120, 180, 200, '#dbe7ef', 'rx="16" stroke="#9aa3a8" stroke-width="6"');
  s += rect(sinkX - 20, 360, 220, 40, '#ffffff', 'rx="12"') + rect(sinkX + 10, 400, 160, 160, r.pick(ACCENTS));
  s += rect(tubLeft ? W - 90 : 40, 250, 50, 160, r.pick(ACCENTS), 'rx="6"');
  return s;
}

/**
 * Soft light and shade across the picture, different in every one: flat drawings of the same kind
 * of room would otherwise look alike to the stolen-photo check (a brightness hash), which would
 * report the demo's landlords for each other's pictures.
 */
function lightAndShade(r: Random): string {
  const glow = (id: string, colour: string) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="1"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  const patches = Array.from({ length: 8 }, () => {
    const light = r.chance(0.65);
    const opacity = (light ? r.between(0.3, 0.6) : r.between(0.12, 0.25)).toFixed(2);
    const fill = light ? 'url(#light)' : 'url(#shade)';
    return `<ellipse cx="${r.int(0, W)}" cy="${r.int(0, H)}" rx="${r.int(80, 240)}" ry="${r.int(60, 200)}" fill="${fill}" opacity="${opacity}"/>`;
  }).join('');
  return `<defs>${glow('light', '#fff6dc')}${glow('shade', '#243244')}</defs>${patches}`;
}

const DRAW: Record<Scene, (r: Random, spec: PhotoSpec) => string> = {
  facade: (r, spec) => facade(r, spec.building),
  living,
  kitchen,
  bedroom,
  bathroom,
};

/** A JPEG of the scene, as a landlord's upload would arrive. */
export async function drawPhoto(spec: PhotoSpec): Promise<Buffer> {
  const random = seededRandom(spec.seed);
  const body = DRAW[spec.scene](random, spec) + lightAndShade(random);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_W}" height="${OUT_H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A member's picture: a simple figure on a coloured ground. */
export async function drawAvatar(seed: number): Promise<Buffer> {
  const r = seededRandom(seed);
  const skin = r.pick(['#f1c9a5', '#e0ac84', '#c68a62', '#8d5a3b', '#f5d7c0']);
  const hair = r.pick(['#3b2a20', '#6b4a2b', '#c9a15b', '#1f1f24', '#8a3b24', '#9a9a9a']);
  const body = `${rect(0, 0, 256, 256, r.pick(WALLS.concat(['#cfe3ee', '#f4d58d'])))}
    <ellipse cx="128" cy="250" rx="92" ry="70" fill="${r.pick(ACCENTS)}"/>
    <ellipse cx="128" cy="104" rx="${r.int(52, 62)}" ry="${r.int(56, 66)}" fill="${hair}"/>
    ${circle(128, 118, 48, skin)}
    <ellipse cx="128" cy="${r.int(72, 82)}" rx="50" ry="${r.int(18, 28)}" fill="${hair}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A sample document page (a payslip or certificate drawn as shapes): clearly a stand-in. */
export async function drawDocument(seed: number): Promise<Buffer> {
  const r = seededRandom(seed);
  let s = rect(0, 0, 620, 877, '#ffffff') + rect(40, 40, 540, 60, r.pick(ACCENTS));
  for (let y = 150; y < 620; y += 34) s += rect(60, y, r.int(260, 500), 12, '#c9ccd1', 'rx="6"');
  for (let y = 660; y <= 780; y += 40) s += rect(60, y, 500, 2, '#9aa3a8');
  s += `<circle cx="500" cy="760" r="50" fill="none" stroke="${r.pick(ACCENTS)}" stroke-width="6"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="877">${s}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
