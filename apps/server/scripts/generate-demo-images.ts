/**
 * Draws the demo shop's product, category and logo images as SVG and rasterises them to WebP.
 *
 * The machine that builds Comanda has no internet access and stock photos come with licences,
 * so the demo menu ships flat illustrations we own. Run from the repository root:
 *
 *   npx tsx apps/server/scripts/generate-demo-images.ts
 *
 * Every food helper draws around the origin at its natural size; scenes position them with
 * place(). Output is deterministic (seeded random numbers), so regenerating does not churn git.
 */
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoCategories, demoEstablishment } from '../src/db/seed/demo-menu';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed/images');
const PRODUCT_SIZE = 600;
const LOGO_SIZE = 512;

// ---------------------------------------------------------------------------------------------
// Small utilities

/** mulberry32: a tiny seeded PRNG so speckles and seeds land in the same place on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number): number => Math.round(value * 10) / 10;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (target - value) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * An inline gradient definition named after its colours, so layers of the same colour share it.
 * Vertical gradients run top to bottom; radial ones light a dome from its upper left.
 */
function gradient(kind: 'vertical' | 'dome', colors: string[]): { def: string; fill: string } {
  const id = `${kind}-${colors.join('-').replaceAll('#', '')}`;
  const stops = colors
    .map((color, i) => `<stop offset="${r1(i / (colors.length - 1))}" stop-color="${color}"/>`)
    .join('');
  const def =
    kind === 'vertical'
      ? `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`
      : `<radialGradient id="${id}" cx="0.38" cy="0.3" r="0.75">${stops}</radialGradient>`;
  return { def: `<defs>${def}</defs>`, fill: `url(#${id})` };
}

function place(content: string, x: number, y: number, scale = 1, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${content}</g>`;
}

/** A soft contact shadow under a dish (blurred by the document's #soft filter). */
function shadow(y: number, rx: number, ry = 14): string {
  return `<ellipse cx="0" cy="${y}" rx="${rx}" ry="${ry}" fill="#3b1d0b" opacity="0.22" filter="url(#soft)"/>`;
}

/**
 * Shared definitions of every picture: the blur for contact shadows, a drop shadow for the food,
 * a filter that turns the food into a white silhouette (the mask of the lighting layer) and the
 * light itself (a highlight from the top left fading to shade at the bottom right).
 */
const DEFS =
  `<defs>` +
  `<filter id="soft" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>` +
  `<filter id="drop" x="-20%" y="-20%" width="140%" height="150%">` +
  `<feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="6" dy="14" result="blur"/>` +
  `<feFlood flood-color="#4a2108" flood-opacity="0.28"/><feComposite in2="blur" operator="in" result="shade"/>` +
  `<feMerge><feMergeNode in="shade"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
  `<filter id="silhouette"><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter>` +
  `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="#fff" stop-opacity="0.38"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
  `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2b1204" stop-opacity="0.34"/></linearGradient>` +
  `<linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.22" stop-color="#fff" stop-opacity="0.42"/>` +
  `<stop offset="0.34" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0.05"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient>` +
  `<linearGradient id="fry" x1="0" y1="0" x2="1" y2="0.15">` +
  `<stop offset="0" stop-color="#e0981f"/><stop offset="0.4" stop-color="#ffe27a"/><stop offset="1" stop-color="#eaa82c"/></linearGradient>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">` +
  `<stop offset="0.55" stop-color="#7a2e0e" stop-opacity="0"/><stop offset="1" stop-color="#7a2e0e" stop-opacity="0.22"/></radialGradient>` +
  `<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5">` +
  `<stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
  `<mask id="food-mask" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="600"><use href="#food" filter="url(#silhouette)"/></mask>` +
  `</defs>`;

/**
 * One picture: the background, then the food with a drop shadow and, on top, the light layer
 * masked by the food's own silhouette so every dish gets a highlight and a shaded side.
 */
function svgDocument(size: number, backdrop: string, food = ''): string {
  const body = food
    ? `${DEFS.replace('</defs>', `<g id="food">${food}</g></defs>`)}${backdrop}` +
      `<use href="#food" filter="url(#drop)"/>` +
      `<rect width="600" height="600" fill="url(#light)" mask="url(#food-mask)"/>`
    : `${DEFS}${backdrop}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/**
 * A warm backdrop: the category's colour brightening towards a glow behind the dish, darker at
 * the corners, with a few soft sparkles near the edges (never on the food).
 */
/** One warm backdrop per category (base colour, glow colour), so a category reads as a family. */
const WARM = {
  burgers: ['#f6b97a', '#ffe2b8'],
  combos: ['#f29e7c', '#ffd9c2'],
  sides: ['#f5cd6a', '#fff0bd'],
  drinks: ['#f3b38f', '#ffe3cf'],
  desserts: ['#eaa9a0', '#fcdcd5'],
  extras: ['#efc58f', '#fdeacc'],
} as const satisfies Record<string, readonly [string, string]>;

function background(base: string, disc: string, seed: number): string {
  const rand = random(seed);
  const sparkles: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = rand() * Math.PI * 2;
    const distance = 260 + rand() * 50;
    const x = r1(300 + Math.cos(angle) * distance);
    const y = r1(300 + Math.sin(angle) * distance);
    const size = r1(3 + rand() * 5);
    sparkles.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" opacity="0.45"/>`);
  }
  return (
    `<rect width="600" height="600" fill="${base}"/>` +
    `<circle cx="300" cy="280" r="290" fill="${disc}" opacity="0.75" filter="url(#soft)"/>` +
    `<rect width="600" height="600" fill="url(#glow)"/>` +
    `<rect y="430" width="600" height="170" fill="#7a2e0e" opacity="0.06"/>` +
    `<rect width="600" height="600" fill="url(#vignette)"/>` +
    sparkles.join('')
  );
}

// ---------------------------------------------------------------------------------------------
// Burgers: a stack of layers drawn bottom-up so each layer overlaps the one below it.

interface BurgerOptions {
  width?: number;
  bun?: string;
  seeds?: boolean;
  oats?: boolean;
  patties?: number;
  patty?: string;
  crispy?: boolean;
  cheese?: string | null;
  bacon?: boolean;
  egg?: boolean;
  tomato?: boolean;
  onion?: boolean;
  pickles?: boolean;
  lettuce?: string | null;
  sauce?: string | null;
  seed?: number;
}

interface Layer {
  height: number;
  /** y is the layer's bottom edge; layers grow upwards (negative y). */
  draw: (y: number) => string;
}

function bottomBun(w: number, color: string): Layer {
  const h = 52;
  return {
    height: h - 6,
    draw: (y) => {
      const l = -w / 2;
      const r = w / 2;
      const toasted = gradient('vertical', [tint(color, 0.25), color, tint(color, -0.28)]);
      return (
        toasted.def +
        `<path d="M ${l} ${y - h} H ${r} V ${y - 24} Q ${r} ${y} ${r - 30} ${y} H ${l + 30} Q ${l} ${y} ${l} ${y - 24} Z" fill="${toasted.fill}"/>` +
        `<path d="M ${l + 8} ${y - 14} Q ${l + 14} ${y - 4} ${l + 34} ${y - 4} H ${r - 34} Q ${r - 14} ${y - 4} ${r - 8} ${y - 14}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="6" stroke-linecap="round"/>`
      );
    },
  };
}

function patty(w: number, color: string, crispy: boolean, seed: number): Layer {
  const h = 46;
  return {
    height: h - 4,
    draw: (y) => {
      const rand = random(seed);
      const pw = w + 22;
      const meat = gradient('vertical', [tint(color, 0.18), color, tint(color, -0.35)]);
      let out = `${meat.def}<rect x="${-pw / 2}" y="${y - h}" width="${pw}" height="${h}" rx="${h / 2}" fill="${meat.fill}"/>`;
      if (crispy) {
        // Breaded chicken: a golden, bumpy crust sticking out of the bun, with light crumbs.
        const crust = gradient('vertical', [tint(color, 0.35), color, tint(color, -0.25)]);
        out = crust.def;
        const cw = pw + 24;
        out += `<rect x="${-cw / 2}" y="${y - h - 4}" width="${cw}" height="${h + 4}" rx="${h / 2}" fill="${crust.fill}"/>`;
        for (let x = -cw / 2 + 10; x <= cw / 2 - 10; x += 18) {
          const bump = 8 + rand() * 5;
          out += `<circle cx="${r1(x)}" cy="${r1(y - h - 2)}" r="${r1(bump)}" fill="${tint(color, 0.25)}"/>`;
          out += `<circle cx="${r1(x + 9)}" cy="${r1(y - 4)}" r="${r1(bump)}" fill="${tint(color, -0.2)}"/>`;
        }
        for (const x of [-cw / 2 + 4, cw / 2 - 4]) {
          out += `<circle cx="${x}" cy="${y - h / 2 - 2}" r="14" fill="${color}"/>`;
        }
        for (let i = 0; i < 40; i++) {
          const cx = r1(-cw / 2 + 16 + rand() * (cw - 32));
          const cy = r1(y - h + 2 + rand() * (h - 8));
          out += `<circle cx="${cx}" cy="${cy}" r="${r1(1.5 + rand() * 3)}" fill="${rand() > 0.4 ? '#fde7b0' : '#8a4210'}" opacity="0.85"/>`;
        }
      } else {
        // Grilled beef: darker seared specks and a lighter top edge.
        out += `<rect x="${-pw / 2 + 14}" y="${y - h + 6}" width="${pw - 28}" height="7" rx="3.5" fill="#fff" opacity="0.12"/>`;
        for (let i = 0; i < 22; i++) {
          out += `<ellipse cx="${r1(-pw / 2 + 22 + rand() * (pw - 44))}" cy="${r1(y - h + 16 + rand() * (h - 24))}" rx="${r1(3 + rand() * 5)}" ry="${r1(2 + rand() * 2)}" fill="#000" opacity="0.22"/>`;
        }
      }
      return out;
    },
  };
}

function cheese(w: number, color: string): Layer {
  return {
    height: 10,
    draw: (y) => {
      const l = -w / 2 - 8;
      const r = w / 2 + 8;
      let d = `M ${l} ${y - 14} L ${r} ${y - 14} L ${r + 20} ${y + 26} L ${r - 34} ${y}`;
      // Drips between the two drooping corners, right to left.
      for (const x of [r - 70, r - 150, l + 150, l + 80]) {
        d += ` L ${x + 13} ${y} Q ${x + 12} ${y + 28} ${x} ${y + 30} Q ${x - 12} ${y + 28} ${x - 13} ${y}`;
      }
      d += ` L ${l + 34} ${y} L ${l - 20} ${y + 26} Z`;
      const melted = gradient('vertical', [tint(color, 0.3), color, tint(color, -0.12)]);
      return (
        `${melted.def}<path d="${d}" fill="${melted.fill}" stroke="#000" stroke-opacity="0.08" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M ${l + 30} ${y - 9} H ${r - 60}" stroke="#fff" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`
      );
    },
  };
}

function sauce(w: number, color: string): Layer {
  return {
    height: 4,
    draw: (y) => {
      const l = -w / 2 + 10;
      const r = w / 2 - 10;
      let d = `M ${l} ${y - 8} L ${r} ${y - 8} L ${r} ${y}`;
      for (const x of [r - 40, r - 120, 10, l + 90]) {
        d += ` L ${x + 8} ${y} Q ${x + 7} ${y + 18} ${x} ${y + 19} Q ${x - 7} ${y + 18} ${x - 8} ${y}`;
      }
      d += ` L ${l} ${y} Z`;
      return `<path d="${d}" fill="${color}"/>`;
    },
  };
}

function bacon(w: number): Layer {
  const strip = (x0: number, y: number, waves: number): string => {
    const d = `M ${x0} ${y} q 22 -14 44 0` + ' t 44 0'.repeat(waves - 1);
    return (
      `<path d="${d}" fill="none" stroke="#6e2414" stroke-width="19" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="#b2452b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="#f4a58f" stroke-width="4" stroke-linecap="round"/>`
    );
  };
  return {
    height: 16,
    draw: (y) => {
      const waves = Math.ceil((w + 20) / 2 / 44);
      return strip(-w / 2 - 18, y - 8, waves) + strip(10, y - 6, waves);
    },
  };
}

function egg(w: number): Layer {
  return {
    height: 18,
    draw: (y) =>
      `<path d="M ${-w / 2 - 30} ${y - 4} Q ${-w / 2 - 34} ${y - 22} ${-w / 4} ${y - 20} Q 0 ${y - 26} ${w / 4} ${y - 20} Q ${w / 2 + 36} ${y - 22} ${w / 2 + 26} ${y - 2} Q 0 ${y + 8} ${-w / 2 - 30} ${y - 4} Z" fill="#fffaf0"/>` +
      `<ellipse cx="${w / 8}" cy="${y - 20}" rx="40" ry="20" fill="#f9b51b"/>` +
      `<ellipse cx="${w / 8 - 14}" cy="${y - 27}" rx="12" ry="5" fill="#fff" opacity="0.55"/>`,
  };
}

function tomato(w: number): Layer {
  const slice = (x: number, y: number, sw: number): string =>
    `<rect x="${x}" y="${y - 18}" width="${sw}" height="18" rx="9" fill="#e63946"/>` +
    `<rect x="${x + 10}" y="${y - 14}" width="${sw - 20}" height="6" rx="3" fill="#ff8a8a" opacity="0.8"/>`;
  return {
    height: 14,
    draw: (y) => slice(-w / 2 - 12, y, w / 2 + 6) + slice(0, y + 1, w / 2 + 12),
  };
}

function onion(w: number): Layer {
  return {
    height: 8,
    draw: (y) =>
      [-w / 3, 0, w / 3]
        .map(
          (x) =>
            `<ellipse cx="${x}" cy="${y - 6}" rx="${w / 5}" ry="7" fill="none" stroke="#a05195" stroke-width="6"/>`,
        )
        .join(''),
  };
}

function pickles(w: number): Layer {
  return {
    height: 8,
    draw: (y) =>
      [-w / 2 + 10, -w / 8, w / 2 - 40]
        .map(
          (x) =>
            `<ellipse cx="${x}" cy="${y - 6}" rx="34" ry="9" fill="#6a994e" stroke="#386641" stroke-width="3"/>`,
        )
        .join(''),
  };
}

function lettuce(w: number, color: string): Layer {
  return {
    height: 14,
    draw: (y) => {
      const l = -w / 2 - 26;
      const r = w / 2 + 26;
      let d = `M ${l} ${y - 16} Q 0 ${y - 24} ${r} ${y - 16} L ${r} ${y}`;
      const step = (r - l) / Math.round((r - l) / 34);
      for (let x = r; x > l + 1; x -= step) {
        d += ` Q ${r1(x - step / 2)} ${y + 16} ${r1(x - step)} ${y}`;
      }
      d += ' Z';
      return `<path d="${d}" fill="${color}" stroke="#3f7d20" stroke-width="3" stroke-linejoin="round"/>`;
    },
  };
}

function topBun(w: number, color: string, seeds: boolean, oats: boolean, seed: number): Layer {
  return {
    height: 116,
    draw: (y) => {
      const l = -w / 2;
      const r = w / 2;
      const dome = gradient('dome', [tint(color, 0.35), color, tint(color, -0.3)]);
      let out =
        dome.def +
        `<path d="M ${l} ${y} C ${l} ${y - 150} ${r} ${y - 150} ${r} ${y} Q ${r} ${y + 8} ${r - 16} ${y + 8} H ${l + 16} Q ${l} ${y + 8} ${l} ${y} Z" fill="${dome.fill}"/>` +
        `<path d="M ${l + 4} ${y - 2} H ${r - 4}" stroke="#000" stroke-opacity="0.16" stroke-width="6" stroke-linecap="round"/>` +
        `<ellipse cx="${-w / 5}" cy="${y - 80}" rx="${w / 7}" ry="16" fill="#fff" opacity="0.4" transform="rotate(-14 ${-w / 5} ${y - 80})"/>` +
        `<ellipse cx="${-w / 5 - 14}" cy="${y - 84}" rx="${w / 18}" ry="6" fill="#fff" opacity="0.6" transform="rotate(-14 ${-w / 5} ${y - 80})"/>`;
      if (seeds || oats) {
        const rand = random(seed);
        for (let i = 0; i < 16; i++) {
          const x = (rand() * 2 - 1) * (w / 2 - 44);
          // The dome is roughly elliptical; keep toppings inside it.
          const top = y - 108 * Math.sqrt(Math.max(0, 1 - (2 * x) ** 2 / w ** 2)) + 22;
          const cy = top + rand() * (y - 28 - top);
          const fill = oats ? '#e9d5a8' : '#fff3d1';
          const rx = oats ? 9 : 6.5;
          const turn = `rotate(${r1(rand() * 120 - 60)} ${r1(x)} ${r1(cy)})`;
          // Each seed casts a tiny shadow and catches a tiny highlight.
          out += `<g transform="${turn}"><ellipse cx="${r1(x + 1)}" cy="${r1(cy + 2)}" rx="${rx}" ry="3.5" fill="#5a2d0c" opacity="0.3"/>`;
          out += `<ellipse cx="${r1(x)}" cy="${r1(cy)}" rx="${rx}" ry="3.5" fill="${fill}"/>`;
          out += `<ellipse cx="${r1(x - rx / 3)}" cy="${r1(cy - 1)}" rx="${r1(rx / 3)}" ry="1.2" fill="#fff"/></g>`;
        }
      }
      return out;
    },
  };
}

/** A side-view burger centred on the origin; about 360 px wide. */
function burger(options: BurgerOptions = {}): string {
  const w = options.width ?? 330;
  const bun = options.bun ?? '#e8a33d';
  const seed = options.seed ?? 1;
  const layers: Layer[] = [bottomBun(w, bun)];
  for (let i = 0; i < (options.patties ?? 1); i++) {
    layers.push(patty(w, options.patty ?? '#6b3a1f', options.crispy ?? false, seed + i));
    if (options.cheese) layers.push(cheese(w, options.cheese));
  }
  if (options.bacon) layers.push(bacon(w));
  if (options.egg) layers.push(egg(w));
  if (options.pickles) layers.push(pickles(w));
  if (options.onion) layers.push(onion(w));
  if (options.tomato) layers.push(tomato(w));
  if (options.lettuce) layers.push(lettuce(w, options.lettuce));
  if (options.sauce) layers.push(sauce(w, options.sauce));
  layers.push(topBun(w, bun, options.seeds ?? true, options.oats ?? false, seed + 99));

  const total = layers.reduce((sum, layer) => sum + layer.height, 0);
  let y = total / 2;
  let out = shadow(y + 4, w / 2 + 40);
  for (const layer of layers) {
    out += layer.draw(y);
    y -= layer.height;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fried sides

function friesSticks(count: number, spread: number, top: number, seed: number): string {
  const rand = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = -spread / 2 + (spread * (i + 0.5)) / count + (rand() - 0.5) * 10;
    const y = top + rand() * 50;
    const angle = (rand() - 0.5) * 22;
    out += `<rect x="${r1(x - 11)}" y="${r1(y)}" width="22" height="200" rx="5" fill="url(#fry)" stroke="#c9861a" stroke-width="3" transform="rotate(${r1(angle)} ${r1(x)} ${r1(y + 200)})"/>`;
  }
  return out;
}

/** Fries in a paper box; the box is about 230 px wide and everything spans y -200..160. */
function fries(box = '#d62828', seed = 7): string {
  return (
    shadow(158, 110) +
    friesSticks(11, 190, -200, seed) +
    `<path d="M -115 -40 Q 0 12 115 -40 L 88 150 Q 0 162 -88 150 Z" fill="${box}"/>` +
    `<path d="M -101 40 Q 0 60 101 40 L 96 76 Q 0 96 -96 76 Z" fill="#fff" opacity="0.9"/>` +
    `<path d="M -115 -40 Q 0 12 115 -40 L 88 150 Q 0 162 -88 150 Z" fill="url(#cylinder)" opacity="0.7"/>` +
    `<path d="M -100 -26 L -80 140" stroke="#fff" stroke-opacity="0.3" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="0" cy="58" r="10" fill="#f7c948"/>`
  );
}

/** Fries piled in a bowl with melted cheddar, bacon bits and chives. */
function loadedFries(seed = 11): string {
  const rand = random(seed);
  let toppings = '';
  for (let i = 0; i < 14; i++) {
    const x = r1(-130 + rand() * 260);
    const y = r1(-40 + rand() * 50);
    toppings += `<rect x="${x}" y="${y}" width="16" height="13" rx="4" fill="#a8432b" transform="rotate(${r1(rand() * 90)} ${x} ${y})"/>`;
  }
  for (let i = 0; i < 16; i++) {
    const x = r1(-130 + rand() * 260);
    const y = r1(-60 + rand() * 70);
    toppings += `<rect x="${x}" y="${y}" width="4" height="12" rx="2" fill="#4caf50" transform="rotate(${r1(rand() * 180)} ${x} ${y})"/>`;
  }
  return (
    shadow(150, 170) +
    friesSticks(13, 280, -130, seed) +
    `<path d="M -150 -40 Q -80 -90 -20 -50 Q 40 -100 100 -55 Q 150 -70 160 -30 L 150 10 L -150 10 Z" fill="#f9b208"/>` +
    `<path d="M -120 5 Q -118 40 -108 46 Q -98 40 -96 5 M 40 5 Q 42 50 52 54 Q 62 50 64 5" fill="#f9b208"/>` +
    toppings +
    `<path d="M -190 0 H 190 Q 180 150 0 150 Q -180 150 -190 0 Z" fill="#2a6f97"/>` +
    `<path d="M -190 0 H 190" stroke="#1d4e6b" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M -150 40 Q -130 110 -60 128" stroke="#fff" stroke-opacity="0.25" stroke-width="12" fill="none" stroke-linecap="round"/>`
  );
}

function onionRing(x: number, y: number, rx: number, ry: number, angle: number): string {
  const t = `transform="rotate(${angle} ${x} ${y})"`;
  const c = 2 * Math.PI * Math.sqrt(((rx - 4) ** 2 + (ry - 4) ** 2) / 2);
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="#b86b1b" stroke-width="30" ${t}/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="#e9a23b" stroke-width="24" ${t}/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="#f7cf6b" stroke-width="6" stroke-dasharray="4 10" ${t}/>` +
    // A shine along the upper left of the batter (the dash runs from 9 to 12 o'clock).
    `<ellipse cx="${x}" cy="${y}" rx="${rx - 4}" ry="${ry - 4}" fill="none" stroke="#fff6d6" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 ${r1(c * 0.52)} ${r1(c * 0.2)} ${r1(c)}" ${t}/>`
  );
}

/** Onion rings on a checked paper liner in a basket. */
function onionRings(withPot = true): string {
  let checks = '';
  for (let i = 0; i < 8; i++) {
    checks += `<rect x="${-200 + i * 50}" y="-10" width="25" height="150" fill="#d62828" opacity="0.85"/>`;
  }
  return (
    shadow(150, 190) +
    `<clipPath id="liner"><path d="M -200 -10 L 200 -10 L 170 140 L -170 140 Z"/></clipPath>` +
    `<g clip-path="url(#liner)"><rect x="-200" y="-10" width="400" height="150" fill="#fff"/>${checks}</g>` +
    onionRing(-95, -70, 70, 56, -20) +
    onionRing(70, -85, 70, 56, 25) +
    onionRing(-10, -125, 66, 52, 5) +
    onionRing(-40, -10, 72, 56, 10) +
    onionRing(95, -5, 64, 50, -15) +
    `<path d="M -205 40 H 205 L 180 150 Q 0 162 -180 150 Z" fill="#8c2f1b"/>` +
    `<path d="M -205 40 H 205" stroke="#6b2314" stroke-width="10" stroke-linecap="round"/>` +
    (withPot ? place(saucePot('#7a2e12'), 150, 95, 0.55) : '')
  );
}

function nugget(x: number, y: number, angle: number, seed: number): string {
  const rand = random(seed);
  // An irregular blob: radius wobbles around the ellipse.
  const points: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const wobble = 0.85 + rand() * 0.25;
    points.push(`${r1(Math.cos(a) * 54 * wobble)} ${r1(Math.sin(a) * 40 * wobble)}`);
  }
  let crumbs = '';
  for (let i = 0; i < 8; i++) {
    crumbs += `<circle cx="${r1((rand() - 0.5) * 70)}" cy="${r1((rand() - 0.5) * 45)}" r="${r1(2 + rand() * 2.5)}" fill="#f8d88a"/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><polygon points="${points.join(' ')}" fill="#dd9a35" stroke="#b8741c" stroke-width="5" stroke-linejoin="round"/>${crumbs}</g>`;
}

function nuggets(): string {
  return (
    shadow(110, 210, 20) +
    `<ellipse cx="0" cy="80" rx="210" ry="60" fill="#fff"/><ellipse cx="0" cy="80" rx="175" ry="44" fill="#f1f1ee"/>` +
    nugget(-90, 30, -10, 21) +
    nugget(20, 15, 15, 22) +
    nugget(-30, 70, 5, 23) +
    nugget(85, 65, -20, 24) +
    nugget(-120, 85, 20, 25) +
    nugget(60, -25, 30, 26) +
    place(saucePot('#d62828'), -150, -40, 0.55) +
    place(saucePot('#e9b824'), 150, -40, 0.55)
  );
}

/** A small white ramekin of sauce, seen slightly from above. */
function saucePot(color: string): string {
  return (
    shadow(100, 120) +
    `<path d="M -120 -30 L -95 90 Q 0 110 95 90 L 120 -30 Z" fill="#fafafa"/>` +
    `<path d="M -108 40 Q 0 58 108 40" stroke="#000" stroke-opacity="0.06" stroke-width="10" fill="none"/>` +
    `<ellipse cx="0" cy="-30" rx="120" ry="38" fill="#ececec"/>` +
    `<ellipse cx="0" cy="-26" rx="104" ry="30" fill="${color}"/>` +
    `<path d="M -40 -38 Q 0 -20 30 -40 Q 50 -50 20 -28" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Drinks

/** A drinks can about 180 px wide and 360 px tall, centred on the origin. */
function can(body: string, band: string, label = '#fff'): string {
  return (
    shadow(178, 100) +
    `<rect x="-90" y="-160" width="180" height="330" rx="22" fill="${body}"/>` +
    `<path d="M -90 -40 Q -30 -80 30 -40 T 90 -40 V 40 Q 30 80 -30 40 T -90 40 Z" fill="${band}"/>` +
    `<circle cx="0" cy="0" r="38" fill="${label}"/><circle cx="0" cy="0" r="24" fill="${body}"/>` +
    // Round metal: the cylinder gradient shades both sides and puts a shine on the left.
    `<rect x="-90" y="-160" width="180" height="330" rx="22" fill="url(#cylinder)"/>` +
    `<rect x="-80" y="-182" width="160" height="34" rx="10" fill="#c9ccd1"/>` +
    `<ellipse cx="0" cy="-182" rx="80" ry="16" fill="#e4e6ea"/>` +
    `<ellipse cx="0" cy="-182" rx="62" ry="10" fill="#b9bcc2"/>` +
    `<rect x="-20" y="-190" width="40" height="14" rx="7" fill="#e4e6ea" stroke="#9ea2a8" stroke-width="3"/>` +
    `<rect x="-80" y="160" width="160" height="22" rx="10" fill="#b9bcc2"/>`
  );
}

function citrusSlice(x: number, y: number, r: number, peel: string, flesh: string): string {
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segments += `<line x1="${x}" y1="${y}" x2="${r1(x + Math.cos(a) * r * 0.78)}" y2="${r1(y + Math.sin(a) * r * 0.78)}" stroke="${peel}" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${peel}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.84}" fill="#fffbe6"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="${flesh}"/>` +
    segments
  );
}

function iceCube(x: number, y: number, angle: number): string {
  return `<rect x="${x - 26}" y="${y - 26}" width="52" height="52" rx="10" fill="#fff" opacity="0.45" stroke="#fff" stroke-opacity="0.7" stroke-width="3" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** A tall glass with a drink, straw, ice and a citrus slice on the rim. */
function glassDrink(
  liquid: string,
  peel: string,
  flesh: string,
  straw: string,
  ice = true,
): string {
  return (
    shadow(198, 100) +
    // Straw behind the front glass wall.
    `<path d="M 20 -150 L 70 -260 L 100 -260" fill="none" stroke="${straw}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M -100 -190 L 100 -190 L 80 190 Q 0 204 -80 190 Z" fill="#fff" opacity="0.55"/>` +
    `<path d="M -94 -130 L 94 -130 L 80 186 Q 0 198 -80 186 Z" fill="${liquid}"/>` +
    `<path d="M -94 -130 L 94 -130 L 80 186 Q 0 198 -80 186 Z" fill="url(#cylinder)" opacity="0.7"/>` +
    `<ellipse cx="0" cy="-130" rx="94" ry="12" fill="#fff" opacity="0.35"/>` +
    (ice ? iceCube(-38, -96, 15) + iceCube(30, -90, -10) + iceCube(-5, -40, 30) : '') +
    `<path d="M -78 -170 L -62 160" stroke="#fff" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M -100 -190 L 100 -190 L 80 190 Q 0 204 -80 190 Z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    citrusSlice(-88, -200, 52, peel, flesh)
  );
}

function waterBottle(): string {
  let ridges = '';
  for (const y of [-60, -30, 120, 150]) {
    ridges += `<path d="M -72 ${y} Q 0 ${y + 12} 72 ${y}" stroke="#fff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`;
  }
  return (
    shadow(200, 95) +
    `<path d="M -34 -200 H 34 V -170 Q 80 -140 80 -90 V 180 Q 80 200 60 200 H -60 Q -80 200 -80 180 V -90 Q -80 -140 -34 -170 Z" fill="#cfeaf7" stroke="#9fd3ec" stroke-width="5"/>` +
    `<path d="M -76 -80 H 76 V 180 Q 76 196 60 196 H -60 Q -76 196 -76 180 Z" fill="#8fd0f0" opacity="0.55"/>` +
    `<path d="M -80 -90 H 80 V 180 Q 80 200 60 200 H -60 Q -80 200 -80 180 Z" fill="url(#cylinder)" opacity="0.6"/>` +
    ridges +
    `<rect x="-80" y="10" width="160" height="90" fill="#fff"/>` +
    `<path d="M -80 70 Q -40 40 0 70 T 80 70 V 100 H -80 Z" fill="#1e88e5"/>` +
    `<circle cx="0" cy="38" r="14" fill="#1e88e5"/>` +
    `<rect x="-40" y="-236" width="80" height="40" rx="8" fill="#1565c0"/>` +
    `<path d="M -30 -232 V -200 M -15 -232 V -200 M 0 -232 V -200 M 15 -232 V -200 M 30 -232 V -200" stroke="#0d47a1" stroke-width="4"/>` +
    `<path d="M -56 -120 V 160" stroke="#fff" stroke-opacity="0.7" stroke-width="12" stroke-linecap="round"/>`
  );
}

/** Whipped cream swirl: stacked, shrinking puffs. */
function whippedCream(y: number, width: number): string {
  let out = '';
  let w = width;
  let level = y;
  for (let i = 0; i < 4; i++) {
    out += `<ellipse cx="0" cy="${level}" rx="${w / 2}" ry="${18 + 2 * (3 - i)}" fill="#fffdf7" stroke="#eadfd0" stroke-width="3"/>`;
    w *= 0.72;
    level -= 26;
  }
  return out;
}

function milkshake(liquid: string, topping: string): string {
  return (
    shadow(200, 90) +
    `<path d="M 20 -150 L 60 -290" stroke="#e63946" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M 20 -150 L 60 -290" stroke="#fff" stroke-width="18" stroke-dasharray="12 12"/>` +
    // Stemmed milkshake glass: wide bowl, narrow waist, round foot.
    `<ellipse cx="0" cy="196" rx="80" ry="12" fill="#fff" opacity="0.8"/>` +
    `<rect x="-14" y="110" width="28" height="86" fill="#fff" opacity="0.8"/>` +
    `<path d="M -120 -140 L 120 -140 L 60 110 Q 0 124 -60 110 Z" fill="${liquid}"/>` +
    `<path d="M -120 -140 L 120 -140 L 60 110 Q 0 124 -60 110 Z" fill="url(#cylinder)" opacity="0.8"/>` +
    // Chocolate syrup running down the inside of the glass.
    `<path d="M -112 -132 Q -100 -90 -96 -60 Q -90 -40 -84 -70 Q -76 -110 -60 -100 Q -50 -50 -40 -64 Q -30 -110 -10 -96 Q 0 -40 12 -60 Q 26 -110 44 -92 Q 52 -60 62 -72 Q 80 -110 112 -132 Z" fill="${topping}" opacity="0.75"/>` +
    `<path d="M -100 -110 L -50 90" stroke="#fff" stroke-opacity="0.35" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M -120 -140 L 120 -140 L 60 110 Q 0 124 -60 110 Z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    whippedCream(-150, 250) +
    sprinkles(0, -180, 90, 50, topping, 61) +
    `<path d="M 0 -242 Q 10 -275 30 -285" stroke="#2d6a4f" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-238" r="22" fill="#d00000"/><circle cx="-7" cy="-245" r="6" fill="#fff" opacity="0.5"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Desserts

function plate(y: number, rx: number): string {
  return (
    shadow(y + 18, rx + 10, 24) +
    `<ellipse cx="0" cy="${y}" rx="${rx}" ry="${rx * 0.3}" fill="#fff"/>` +
    `<ellipse cx="0" cy="${y}" rx="${rx * 0.78}" ry="${rx * 0.22}" fill="#f0eeea"/>`
  );
}

/** A scoop of ice cream: round top with a wavy melted rim. */
function scoop(x: number, y: number, r: number, color: string, rim: string): string {
  let d = `M ${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y}`;
  const bumps = 5;
  for (let i = 0; i < bumps; i++) {
    const x0 = x + r - (2 * r * i) / bumps;
    const x1 = x + r - (2 * r * (i + 1)) / bumps;
    d += ` Q ${r1((x0 + x1) / 2)} ${r1(y + r * 0.35)} ${r1(x1)} ${y}`;
  }
  return (
    gradient('dome', [tint(color, 0.4), color, rim]).def +
    `<path d="${d} Z" fill="${gradient('dome', [tint(color, 0.4), color, rim]).fill}" stroke="${rim}" stroke-width="4" stroke-linejoin="round"/>` +
    `<ellipse cx="${x - r * 0.35}" cy="${y - r * 0.55}" rx="${r * 0.28}" ry="${r * 0.14}" fill="#fff" opacity="0.55" transform="rotate(-25 ${x - r * 0.35} ${y - r * 0.55})"/>`
  );
}

function mintLeaf(x: number, y: number, angle: number): string {
  return `<path d="M ${x} ${y} q 20 -26 44 0 q -20 26 -44 0 Z" fill="#52b788" stroke="#2d6a4f" stroke-width="3" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** Chocolate syrup over the top of a scoop, with a few drips down its sides. */
function syrupCap(x: number, y: number, r: number, color: string): string {
  const at = (degrees: number): string => {
    const a = (degrees * Math.PI) / 180;
    return `${r1(x + Math.cos(a) * r)} ${r1(y - Math.sin(a) * r)}`;
  };
  const edge = y - r * 0.55;
  const drips = [0.55, 0.1, -0.4]
    .map((f) => {
      const dx = x + f * r;
      return `L ${r1(dx + 9)} ${r1(edge)} Q ${r1(dx + 9)} ${r1(edge + r * 0.35)} ${r1(dx)} ${r1(edge + r * 0.37)} Q ${r1(dx - 9)} ${r1(edge + r * 0.35)} ${r1(dx - 9)} ${r1(edge)}`;
    })
    .join(' ');
  return `<path d="M ${at(150)} A ${r} ${r} 0 0 1 ${at(30)} ${drips} Z" fill="${color}"/>`;
}

function sprinkles(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  seed: number,
): string {
  const rand = random(seed);
  let out = '';
  for (let i = 0; i < 14; i++) {
    const sx = r1(x - w / 2 + rand() * w);
    const sy = r1(y - h / 2 + rand() * h);
    out += `<rect x="${sx}" y="${sy}" width="12" height="4" rx="2" fill="${color}" transform="rotate(${r1(rand() * 180)} ${sx} ${sy})"/>`;
  }
  return out;
}

function brownie(): string {
  let cracks = '';
  for (const [x, y] of [
    [-70, -20],
    [20, -34],
    [60, -10],
  ] as const) {
    cracks += `<path d="M ${x} ${y} l 14 6 l 10 -4" stroke="#2b1408" stroke-width="3" fill="none" opacity="0.5"/>`;
  }
  return (
    plate(110, 230) +
    // Brownie block drawn as three faces of a box.
    gradient('vertical', ['#5c2f16', '#4a2511', '#2f170a']).def +
    `<path d="M -150 0 L 90 0 L 90 120 L -150 120 Z" fill="${gradient('vertical', ['#5c2f16', '#4a2511', '#2f170a']).fill}"/>` +
    `<path d="M 90 0 L 160 -50 L 160 70 L 90 120 Z" fill="#2e1609"/>` +
    `<path d="M -150 0 L -80 -50 L 160 -50 L 90 0 Z" fill="#6b3a1e"/>` +
    // A shiny crackled top and fudgy crumbs on the cut face.
    `<path d="M -120 -8 L -70 -42 L 40 -42" stroke="#fff" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    [-120, -84, -40, 4, 50]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${50 + (i % 2) * 34}" r="5" fill="#2b1408" opacity="0.55"/>`,
      )
      .join('') +
    cracks +
    `<path d="M -150 12 H 90" stroke="#2b1408" stroke-width="4" opacity="0.5"/>` +
    scoop(0, -40, 70, '#fff5dc', '#ecd9b0') +
    syrupCap(0, -40, 70, '#3a1c0c') +
    mintLeaf(10, -112, -30)
  );
}

function petitGateau(): string {
  let sugar = '';
  const rand = random(41);
  for (let i = 0; i < 22; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    sugar += `<circle cx="${r1(-100 + Math.cos(a) * d * 80)}" cy="${r1(-30 + Math.sin(a) * d * 22)}" r="${r1(1.5 + rand() * 2)}" fill="#fff"/>`;
  }
  return (
    plate(110, 240) +
    // Molten centre spilling out of the cut and pooling on the plate.
    `<path d="M -150 95 Q -60 70 40 95 Q 90 120 30 138 Q -80 150 -150 125 Q -190 110 -150 95 Z" fill="#3a1c0c"/>` +
    `<path d="M -190 -30 V 70 Q -100 104 -10 70 V -30 Z" fill="#4a2511"/>` +
    `<ellipse cx="-100" cy="-30" rx="90" ry="26" fill="#6b3a1e"/>` +
    sugar +
    `<path d="M -125 -22 Q -100 -8 -80 -22 L -70 40 Q -60 80 -40 100 Q -90 112 -140 100 Q -125 70 -128 40 Z" fill="#2b1408"/>` +
    `<ellipse cx="-100" cy="60" rx="10" ry="16" fill="#fff" opacity="0.12"/>` +
    `<rect x="-176" y="-10" width="14" height="70" rx="7" fill="#fff" opacity="0.12"/>` +
    scoop(115, 60, 64, '#fff5dc', '#ecd9b0') +
    mintLeaf(100, 22, -20) +
    strawberry(185, 80)
  );
}

function strawberry(x: number, y: number): string {
  return (
    `<path d="M ${x - 26} ${y - 14} Q ${x} ${y - 26} ${x + 26} ${y - 14} Q ${x + 22} ${y + 24} ${x} ${y + 34} Q ${x - 22} ${y + 24} ${x - 26} ${y - 14} Z" fill="#e63946"/>` +
    `<path d="M ${x - 20} ${y - 16} L ${x - 6} ${y - 8} L ${x} ${y - 22} L ${x + 6} ${y - 8} L ${x + 20} ${y - 16} L ${x} ${y - 30} Z" fill="#40916c"/>` +
    [
      [-10, 0],
      [8, -2],
      [0, 12],
      [-8, 20],
      [10, 16],
    ]
      .map(([dx, dy]) => `<ellipse cx="${x + dx!}" cy="${y + dy!}" rx="2" ry="3" fill="#ffd166"/>`)
      .join('')
  );
}

function sundae(): string {
  return (
    shadow(160, 90) +
    `<path d="M 40 -120 L 120 -250" stroke="#d4a373" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M 40 -120 L 120 -250" stroke="#b5835a" stroke-width="22" stroke-dasharray="6 14"/>` +
    // Glass bowl filled with ice cream, scoops resting on the rim.
    `<path d="M -150 -70 H 150 Q 140 60 0 70 Q -140 60 -150 -70 Z" fill="#f7a1c4"/>` +
    `<path d="M -146 -30 Q 0 -10 146 -30 L 140 10 Q 0 30 -140 10 Z" fill="#7b4a2d"/>` +
    scoop(-55, -62, 74, '#f7a1c4', '#e07aa5') +
    scoop(55, -62, 74, '#7b4a2d', '#5c3520') +
    scoop(0, -130, 64, '#fff5dc', '#ecd9b0') +
    syrupCap(0, -130, 64, '#5c3520') +
    `<path d="M 0 -204 Q 10 -235 30 -245" stroke="#2d6a4f" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-198" r="22" fill="#d00000"/><circle cx="-7" cy="-205" r="6" fill="#fff" opacity="0.5"/>` +
    `<path d="M -150 -70 H 150 Q 140 60 0 70 Q -140 60 -150 -70 Z" fill="#fff" opacity="0.3" stroke="#fff" stroke-width="6"/>` +
    `<path d="M -122 -44 Q -112 20 -56 44" stroke="#fff" stroke-opacity="0.8" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<rect x="-14" y="66" width="28" height="74" fill="#fff" opacity="0.8"/>` +
    `<ellipse cx="0" cy="148" rx="90" ry="16" fill="#fff" opacity="0.9"/>`
  );
}

function churro(x: number, y: number, angle: number, length: number, seed: number): string {
  const rand = random(seed);
  let ridges = '';
  for (const dy of [-10, 0, 10]) {
    ridges += `<line x1="${-length / 2 + 14}" y1="${dy}" x2="${length / 2 - 14}" y2="${dy}" stroke="#9c5a1a" stroke-width="3" stroke-linecap="round"/>`;
  }
  let sugar = '';
  for (let i = 0; i < 18; i++) {
    sugar += `<rect x="${r1(-length / 2 + 10 + rand() * (length - 20))}" y="${r1(-14 + rand() * 26)}" width="3" height="3" fill="#fff" opacity="0.9"/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-length / 2}" y="-20" width="${length}" height="40" rx="20" fill="#d08a3c" stroke="#9c5a1a" stroke-width="4"/>${ridges}${sugar}</g>`;
}

function churros(): string {
  return (
    plate(120, 230) +
    churro(-60, 10, -35, 300, 51) +
    churro(-10, 40, -25, 300, 52) +
    churro(30, 70, -15, 280, 53) +
    churro(-100, 60, -45, 260, 54) +
    place(saucePot('#b5651d'), 150, 80, 0.6)
  );
}

// ---------------------------------------------------------------------------------------------
// Scenes: one function per image file.

type Scene = () => string;

const burgerScene =
  (base: string, disc: string, seed: number, options: BurgerOptions, scale = 1.1): Scene =>
  () =>
    svgDocument(
      PRODUCT_SIZE,
      background(base, disc, seed),
      place(burger(options), 300, 310, scale),
    );

function comboScene(
  base: string,
  disc: string,
  seed: number,
  burgerOptions: BurgerOptions,
  drink: string,
): string {
  return svgDocument(
    PRODUCT_SIZE,
    background(base, disc, seed),
    `<rect x="60" y="380" width="480" height="110" rx="30" fill="#8d5524"/><rect x="76" y="392" width="448" height="84" rx="22" fill="#a0652f"/>` +
      place(fries(), 440, 260, 0.62) +
      place(drink, 165, 270, 0.58) +
      place(burger(burgerOptions), 300, 385, 0.9),
  );
}

const scenes: Record<string, Scene> = {
  // Burgers
  'hamburguer-classico.webp': burgerScene(...WARM.burgers, 1, {
    bun: '#e39b3a',
    cheese: '#f6c445',
    onion: true,
    tomato: true,
    lettuce: '#7bc043',
    seed: 1,
  }),
  'hamburguer-cheddar-bacon.webp': burgerScene(...WARM.burgers, 2, {
    bun: '#6b3b22',
    seeds: true,
    cheese: '#f59e0b',
    bacon: true,
    sauce: '#c2691f',
    lettuce: null,
    seed: 2,
  }),
  'hamburguer-smash-duplo.webp': burgerScene(...WARM.burgers, 3, {
    bun: '#eab04f',
    seeds: false,
    patties: 2,
    patty: '#5a2f17',
    cheese: '#ffcd38',
    pickles: true,
    sauce: '#f08a5d',
    seed: 3,
  }),
  'hamburguer-x-salada.webp': burgerScene(...WARM.burgers, 4, {
    cheese: '#fff1b8',
    tomato: true,
    lettuce: '#8cd85a',
    seed: 4,
  }),
  'hamburguer-frango-crocante.webp': burgerScene(...WARM.burgers, 5, {
    bun: '#f0b95e',
    patty: '#c06a1c',
    crispy: true,
    cheese: '#f6d365',
    tomato: true,
    lettuce: '#7bc043',
    seed: 5,
  }),
  'hamburguer-veggie.webp': burgerScene(...WARM.burgers, 6, {
    bun: '#a9713b',
    seeds: false,
    oats: true,
    patty: '#9c7a3a',
    cheese: '#f3e1b0',
    tomato: true,
    lettuce: '#4f9d2d',
    seed: 6,
  }),
  'hamburguer-monstro-triplo.webp': burgerScene(
    ...WARM.burgers,
    7,
    {
      patties: 3,
      cheese: '#f59e0b',
      bacon: true,
      egg: true,
      pickles: true,
      tomato: true,
      lettuce: '#7bc043',
      seed: 7,
    },
    0.88,
  ),

  // Combos
  'combo-classico.webp': () =>
    comboScene(
      ...WARM.combos,
      11,
      { bun: '#e39b3a', cheese: '#f6c445', tomato: true, lettuce: '#7bc043', seed: 11 },
      can('#d62828', '#fff', '#d62828'),
    ),
  'combo-cheddar-bacon.webp': () =>
    comboScene(
      ...WARM.combos,
      12,
      { bun: '#6b3b22', cheese: '#f59e0b', bacon: true, seed: 12 },
      can('#2e8b57', '#f7c948'),
    ),
  'combo-kids.webp': () =>
    comboScene(
      ...WARM.combos,
      13,
      { width: 290, seeds: false, cheese: '#ffcd38', pickles: true, seed: 13 },
      glassDrink('#ffa53d', '#f77f00', '#ffb347', '#3a86ff', false),
    ),

  // Sides
  'porcao-batata-frita.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.sides, 21), place(fries(), 300, 320, 1.2)),
  'porcao-batata-cheddar-bacon.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.sides, 22), place(loadedFries(), 300, 320, 1.15)),
  'porcao-onion-rings.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.sides, 23), place(onionRings(), 300, 330, 1.05)),
  'porcao-nuggets.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.sides, 24), place(nuggets(), 300, 300, 1.15)),

  // Drinks
  'bebida-refrigerante-lata.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.drinks, 31),
      place(can('#2e8b57', '#f7c948'), 165, 300, 0.72) +
        place(can('#f77f00', '#fff', '#f7c948'), 435, 300, 0.72) +
        place(can('#d62828', '#fff', '#d62828'), 300, 330, 0.85),
    ),
  'bebida-suco-laranja.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.drinks, 32),
      place(glassDrink('#ff9f1c', '#f77f00', '#ffb347', '#2ec4b6'), 320, 320, 1.05),
    ),
  'bebida-limonada-suica.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.drinks, 33),
      place(glassDrink('#e4f2c4', '#5a9e2f', '#b5e07a', '#ef476f'), 320, 320, 1.05),
    ),
  'bebida-agua-mineral.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.drinks, 34), place(waterBottle(), 300, 315, 1.1)),
  'bebida-milkshake-chocolate.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.drinks, 35),
      place(milkshake('#7b4a2d', '#3a1c0c'), 300, 340, 0.98),
    ),

  // Desserts
  'sobremesa-brownie.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.desserts, 41), place(brownie(), 300, 300, 1.15)),
  'sobremesa-petit-gateau.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.desserts, 42),
      place(petitGateau(), 310, 300, 1.1),
    ),
  'sobremesa-taca-sorvete.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.desserts, 43), place(sundae(), 300, 345, 1.05)),
  'sobremesa-churros.webp': () =>
    svgDocument(PRODUCT_SIZE, background(...WARM.desserts, 44), place(churros(), 300, 290, 1.15)),

  // Add-ons (hidden category, shown as small thumbnails)
  'adicional-batata-pequena.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.extras, 51),
      place(fries('#d62828', 8), 300, 350, 0.85),
    ),
  'adicional-onion-rings.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.extras, 52),
      place(onionRings(false), 300, 330, 1.0),
    ),
  'adicional-molho-especial.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.extras, 53),
      place(saucePot('#f08a5d'), 300, 310, 1.5),
    ),
  'adicional-cheddar-cremoso.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.extras, 54),
      place(saucePot('#f9b208'), 300, 310, 1.5),
    ),

  // Category tiles
  'categoria-hamburgueres.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.burgers, 61),
      place(burger({ bun: '#6b3b22', cheese: '#f59e0b', bacon: true, seed: 61 }), 390, 250, 0.75) +
        place(
          burger({ cheese: '#f6c445', tomato: true, lettuce: '#7bc043', seed: 62 }),
          230,
          350,
          0.85,
        ),
    ),
  'categoria-combos.webp': () =>
    comboScene(
      ...WARM.combos,
      62,
      { cheese: '#f6c445', tomato: true, lettuce: '#7bc043', onion: true, seed: 63 },
      can('#d62828', '#fff', '#d62828'),
    ),
  'categoria-porcoes.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.sides, 63),
      place(fries(), 190, 280, 0.85) + place(onionRings(false), 390, 380, 0.75),
    ),
  'categoria-bebidas.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.drinks, 64),
      place(glassDrink('#ff9f1c', '#f77f00', '#ffb347', '#2ec4b6'), 420, 330, 0.72) +
        place(can('#d62828', '#fff', '#d62828'), 180, 330, 0.75),
    ),
  'categoria-sobremesas.webp': () =>
    svgDocument(
      PRODUCT_SIZE,
      background(...WARM.desserts, 65),
      place(sundae(), 200, 330, 0.8) + place(brownie(), 410, 390, 0.62),
    ),
};

/** Round badge: red disc, white ring, a burger and the shop name. */
function logo(): string {
  const c = LOGO_SIZE / 2;
  return svgDocument(
    LOGO_SIZE,
    `<circle cx="${c}" cy="${c}" r="250" fill="#b71c1c"/>` +
      `<circle cx="${c}" cy="${c}" r="232" fill="#d62828" stroke="#fff" stroke-width="10"/>` +
      `<circle cx="${c}" cy="${c}" r="206" fill="none" stroke="#f7c948" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>` +
      place(
        burger({ cheese: '#f7c948', lettuce: '#7bc043', tomato: true, seed: 5 }),
        c,
        c - 60,
        0.58,
      ) +
      `<text x="${c}" y="${c + 92}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="70" fill="#fff">BURGER</text>` +
      `<rect x="${c - 88}" y="${c + 114}" width="176" height="54" rx="27" fill="#f7c948"/>` +
      `<text x="${c}" y="${c + 155}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="40" fill="#b71c1c" letter-spacing="4">DEMO</text>`,
  );
}

// ---------------------------------------------------------------------------------------------

async function render(svg: string, size: number, file: string, density = 72): Promise<number> {
  const data = await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
  await writeFile(path.join(OUT_DIR, file), data);
  return data.length;
}

async function main(): Promise<void> {
  // Fail loudly if the menu references an image nobody draws, rather than seeding a broken link.
  const referenced = new Set<string>([demoEstablishment.logo]);
  for (const category of demoCategories) {
    if (category.image) referenced.add(category.image);
    for (const product of category.products) referenced.add(product.image);
  }
  const drawn = new Set([...Object.keys(scenes), demoEstablishment.logo]);
  /** The hero's size beside each picture (decision 028): drawn again at twice the density. */
  const large = (file: string) => file.replace(/\.webp$/, '.lg.webp');
  const keep = new Set([...drawn, ...Object.keys(scenes).map(large)]);
  const missing = [...referenced].filter((file) => !drawn.has(file));
  if (missing.length > 0) {
    throw new Error(`No drawing for: ${missing.join(', ')}`);
  }

  await mkdir(OUT_DIR, { recursive: true });
  // Remove stale files from renamed products so the folder mirrors the menu exactly.
  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith('.webp') && !keep.has(file)) await unlink(path.join(OUT_DIR, file));
  }

  let totalBytes = 0;
  for (const [file, scene] of Object.entries(scenes)) {
    totalBytes += await render(scene(), PRODUCT_SIZE, file);
    totalBytes += await render(scene(), PRODUCT_SIZE * 2, large(file), 144);
  }
  totalBytes += await render(logo(), LOGO_SIZE, demoEstablishment.logo);

  const unused = [...drawn].filter((file) => !referenced.has(file));
  if (unused.length > 0) console.warn(`Drawn but not referenced by the menu: ${unused.join(', ')}`);
  console.log(`Wrote ${drawn.size} images (${Math.round(totalBytes / 1024)} KB) to ${OUT_DIR}`);
}

await main();
