import { hashString } from '../../shared/prng.ts';
import { type Colours, drawings, isDrawing } from './media.drawings.ts';
import { twemojiBody } from './media.emoji.ts';
import type { Art, ContainerArt, ContainerName, DrawnArt, EmojiArt } from './media.kinds.ts';
import { resolveKind } from './media.kinds.ts';

/**
 * Product and banner pictures drawn as small SVGs, so the storefront needs no image from outside.
 * A product's picture shows what it is, read from its name (media.kinds.ts): a Twemoji
 * (CC-BY 4.0, see docs/pictures.md) or one of our drawings, on a soft disc in its department's
 * colour, square. No text is drawn (the SPA renders names and banner copy itself, in the page's font).
 */

/** A soft disc behind the object, one tone per department so a list reads by colour at a glance. */
const backdrops: Record<string, string> = {
  C01: '#FFF1E6',
  C02: '#EEF7E8',
  C03: '#E8F1FA',
  C04: '#FCECEA',
  C05: '#F7F1E3',
  C06: '#FFF4E0',
  C07: '#FBEFF5',
  C08: '#E9F6FB',
  C09: '#FDEEEE',
  C10: '#EEF3FF',
};

const fmt = (n: number) => Number(n.toFixed(2)).toString();

/** Where copies of an emoji sit in a heap of 1, 2 or 3 (centre offsets and size, as fractions of the box). */
const HEAPS: readonly (readonly (readonly [number, number, number])[])[] = [
  [[0, 0, 1]],
  [
    [-0.17, -0.1, 0.72],
    [0.19, 0.14, 0.66],
  ],
  [
    [0, -0.2, 0.6],
    [-0.22, 0.16, 0.6],
    [0.22, 0.16, 0.6],
  ],
];

function filterFor(art: EmojiArt, id: string): { defs: string; attr: string } {
  if (art.hue === undefined && art.saturate === undefined) return { defs: '', attr: '' };
  const steps = [
    art.hue ? `<feColorMatrix type="hueRotate" values="${art.hue}"/>` : '',
    art.saturate === undefined ? '' : `<feColorMatrix type="saturate" values="${art.saturate}"/>`,
  ].join('');
  return { defs: `<filter id="${id}">${steps}</filter>`, attr: ` filter="url(#${id})"` };
}

/** An emoji (or a heap of them) in the square box of side `size` centred at (cx, cy). */
function emojiAt(art: EmojiArt, cx: number, cy: number, size: number, id: string): string {
  const names = typeof art.emoji === 'string' ? [art.emoji] : art.emoji;
  const heap = HEAPS[Math.min(names.length, HEAPS.length) - 1] ?? HEAPS[0];
  const { defs, attr } = filterFor(art, id);
  const parts = names.slice(0, 3).map((name, index) => {
    const [dx, dy, scale] = heap?.[index] ?? [0, 0, 1];
    const side = size * scale;
    const x = cx + dx * size - side / 2;
    const y = cy + dy * size - side / 2;
    return `<svg x="${fmt(x)}" y="${fmt(y)}" width="${fmt(side)}" height="${fmt(side)}" viewBox="0 0 36 36">${twemojiBody(name)}</svg>`;
  });
  return `${defs ? `<defs>${defs}</defs>` : ''}<g${attr}>${parts.join('')}</g>`;
}

const DEFAULT_COLOURS: Colours = { body: '#5FB760', accent: '#3A9D5D' };

/** One of our drawings (drawn around (100, 105) in 200 x 200) scaled into the box. */
function drawingAt(art: DrawnArt, cx: number, cy: number, size: number): string {
  if (!isDrawing(art.draw)) throw new Error(`no drawing ${art.draw}`);
  const colours = { body: art.body ?? DEFAULT_COLOURS.body, accent: art.accent ?? DEFAULT_COLOURS.accent };
  const scale = size / 124;
  return `<g transform="translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt(scale)}) translate(-100 -105)">${drawings[art.draw](colours)}</g>`;
}

function thingAt(art: EmojiArt | DrawnArt, cx: number, cy: number, size: number, id: string): string {
  return 'emoji' in art ? emojiAt(art, cx, cy, size, id) : drawingAt(art, cx, cy, size);
}

/** A container: what is drawn behind the ingredient, in front of it, and where the ingredient goes. */
interface Vessel {
  back: string;
  front: string;
  at: readonly [cx: number, cy: number, size: number];
}

const label = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".92"/>`;

const vessels: Record<ContainerName, (colour: string) => Vessel> = {
  pouch: (colour) => ({
    back: `<path d="M66 58h68l8 98c0 6-4 10-10 10H68c-6 0-10-4-10-10z" fill="${colour}"/><rect x="62" y="52" width="76" height="12" rx="4" fill="${colour}" opacity=".75"/><path d="M70 70h60" stroke="#fff" stroke-width="2" stroke-dasharray="4 4" opacity=".6"/>${label(100, 116, 30)}`,
    front: '',
    at: [100, 116, 46],
  }),
  jar: (colour) => ({
    back: `<rect x="60" y="72" width="80" height="90" rx="18" fill="${colour}"/><rect x="66" y="54" width="68" height="22" rx="6" fill="#3D405B"/><ellipse cx="74" cy="96" rx="4" ry="12" fill="#fff" opacity=".3"/>${label(100, 120, 28)}`,
    front: '',
    at: [100, 120, 42],
  }),
  bottle: (colour) => ({
    back: `<path d="M88 40h24v20c0 8 20 14 20 34v62c0 6-4 10-10 10H78c-6 0-10-4-10-10V94c0-20 20-26 20-34z" fill="${colour}"/><rect x="86" y="32" width="28" height="12" rx="3" fill="#3D405B"/><rect x="76" y="84" width="6" height="20" rx="3" fill="#fff" opacity=".35"/>${label(100, 128, 26)}`,
    front: '',
    at: [100, 128, 38],
  }),
  carton: (colour) => ({
    back: `<path d="M66 76l14-28h40l14 28v82c0 4-3 8-8 8H74c-5 0-8-4-8-8z" fill="#fff" stroke="${colour}" stroke-width="3"/><path d="M80 48l-14 28h68l-14-28z" fill="${colour}"/><rect x="66" y="76" width="68" height="14" fill="${colour}"/>${label(100, 126, 26)}`,
    front: '',
    at: [100, 126, 40],
  }),
  mug: (colour) => ({
    back: `<path d="M80 62c-6-8 6-12 0-20M100 62c-6-8 6-12 0-20" stroke="#C9C9C9" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M136 96h8c10 0 16 8 16 16s-6 16-16 16h-8" stroke="${colour}" stroke-width="8" fill="none"/><path d="M50 78h90v50c0 20-16 36-36 36H86c-20 0-36-16-36-36z" fill="${colour}"/>${label(95, 118, 28)}`,
    front: '',
    at: [95, 118, 42],
  }),
  bowl: (colour) => ({
    back: '<ellipse cx="100" cy="108" rx="58" ry="12" fill="#000" opacity=".12"/>',
    front: `<path d="M40 104h120c0 34-26 60-60 60s-60-26-60-60z" fill="${colour}"/><path d="M54 122h92" stroke="#fff" opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
    at: [100, 88, 70],
  }),
  soup: (colour) => ({
    back: `<ellipse cx="100" cy="104" rx="60" ry="14" fill="#C8632F"/><path d="M78 72c-6-10 6-14 0-24M100 68c-6-10 6-14 0-24M122 72c-6-10 6-14 0-24" stroke="#C9C9C9" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`,
    front: `<path d="M40 104h120c0 34-26 60-60 60s-60-26-60-60z" fill="${colour}"/><path d="M80 164h40v6H80z" fill="${colour}"/>`,
    at: [100, 96, 50],
  }),
  can: (colour) => ({
    back: `<rect x="58" y="64" width="84" height="96" rx="8" fill="#C9CED6"/><ellipse cx="100" cy="64" rx="42" ry="10" fill="#E3E7EC"/><rect x="58" y="84" width="84" height="58" fill="${colour}"/>${label(100, 113, 25)}`,
    front: '',
    at: [100, 113, 38],
  }),
  box: (colour) => ({
    back: `<path d="M46 92l16-24h76l16 24z" fill="${colour}" opacity=".7"/><rect x="46" y="92" width="108" height="70" rx="6" fill="${colour}"/><path d="M100 92v70" stroke="#fff" stroke-width="5" opacity=".5"/>${label(100, 127, 27)}`,
    front: '',
    at: [100, 127, 40],
  }),
  cup: (colour) => ({
    back: `<path d="M58 74h84l-10 84c-1 6-5 8-10 8H78c-5 0-9-2-10-8z" fill="${colour}" stroke="#E0D8C8" stroke-width="2"/><rect x="52" y="64" width="96" height="14" rx="5" fill="#4D96FF"/>${label(100, 118, 28)}`,
    front: '',
    at: [100, 118, 42],
  }),
};

function containerArt(art: ContainerArt, id: string): string {
  const vessel = vessels[art.container](art.colour);
  const [cx, cy, size] = vessel.at;
  return `${vessel.back}${art.inside ? thingAt(art.inside, cx, cy, size, id) : ''}${vessel.front}`;
}

function artSvg(art: Art, id: string): string {
  if ('container' in art) return containerArt(art, id);
  return thingAt(art, 100, 106, 120, id);
}

/** CC-BY 4.0 asks for the creator, the licence and a note that the graphic was changed, with the picture. */
const TWEMOJI_CREDIT =
  '<metadata>Twemoji graphics (c) Twitter, Inc and other contributors, CC-BY 4.0 ' +
  '(https://creativecommons.org/licenses/by/4.0/), https://github.com/jdecked/twemoji; ' +
  'scaled, recoloured and composed by 제철장터</metadata>';

/** The picture of a product: what its name says it is, else its category's kind (media.kinds.ts). */
export function productSvg(productNo: number, categoryCode: string, name: string): string {
  const { art } = resolveKind(name, categoryCode);
  const drawn = artSvg(art, `f${productNo}`);
  const seed = hashString(`product:${productNo}`);
  const tilt = ((seed >>> 16) % 9) - 4;
  const backdrop = backdrops[categoryCode.slice(0, 3)] ?? '#F6F6F6';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">' +
    `<rect width="200" height="200" fill="#fff"/><circle cx="100" cy="104" r="86" fill="${backdrop}"/>` +
    '<ellipse cx="100" cy="170" rx="50" ry="7" fill="#000" opacity=".06"/>' +
    `<g transform="rotate(${tilt} 100 106)">${drawn}</g>${drawn.includes('viewBox="0 0 36 36"') ? TWEMOJI_CREDIT : ''}</svg>`
  );
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (target - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A 750x420 banner background in the banner's colour: a diagonal gradient, soft circles on the right
 * (the SPA puts the copy on the left) and a wave along the bottom.
 */
export function bannerSvg(bannerId: number, backgroundColor: string): string {
  const base = /^#[0-9a-fA-F]{6}$/.test(backgroundColor) ? backgroundColor : '#FF6400';
  const seed = hashString(`banner:${bannerId}`);
  const dx = (seed % 80) - 40;
  const dy = ((seed >>> 8) % 60) - 30;
  const r = 130 + ((seed >>> 16) % 50);
  const id = `g${bannerId}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 420" width="750" height="420" preserveAspectRatio="xMidYMid slice">' +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(base, 255, 0.08)}"/><stop offset="1" stop-color="${mix(base, 0, 0.22)}"/></linearGradient></defs>` +
    `<rect width="750" height="420" fill="url(#${id})"/>` +
    `<circle cx="${600 + dx}" cy="${120 + dy}" r="${r}" fill="#fff" opacity=".13"/>` +
    `<circle cx="${700 - dx / 2}" cy="${350 - dy}" r="${r - 40}" fill="#fff" opacity=".1"/>` +
    `<circle cx="${500 + dx}" cy="${300 + dy / 2}" r="46" fill="${mix(base, 255, 0.45)}" opacity=".35"/>` +
    `<g fill="#fff" opacity=".25">${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3].map((col) => `<circle cx="${430 + col * 22}" cy="${60 + row * 22}" r="3"/>`),
      )
      .join('')}</g>` +
    `<path d="M0 350C150 310 300 410 450 360S680 300 750 330V420H0z" fill="#000" opacity=".08"/></svg>`
  );
}
