import { hashString } from '../../db/seed/prng.ts';

/**
 * Product and banner pictures drawn as small SVGs, so the storefront needs no image from outside.
 * Each product gets an illustration chosen by its category, with colours and a slight tilt picked
 * from its number: stable across restarts, varied across a list. No text is drawn (the SPA renders
 * names and banner copy itself, in the page's font).
 */

interface Colours {
  body: string;
  accent: string;
}

type Shape = (c: Colours) => string;

const STEM = '#6B4A2B';
const BONE = '#FFF6EC';

const shapes = {
  fruit: (c) =>
    `<path d="M100 64c-14-8-44-6-50 24-6 30 14 66 36 68 8 1 10-3 14-3s6 4 14 3c22-2 42-38 36-68-6-30-36-32-50-24z" fill="${c.body}"/><path d="M100 66c0-10 3-18 9-24" stroke="${STEM}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M106 54c10-14 28-16 38-10-8 14-26 18-38 10z" fill="${c.accent}"/><ellipse cx="74" cy="96" rx="8" ry="15" fill="#fff" opacity=".3" transform="rotate(20 74 96)"/>`,
  citrus: (c) =>
    `<circle cx="100" cy="110" r="50" fill="${c.body}"/><g fill="#fff" opacity=".25"><circle cx="78" cy="96" r="3"/><circle cx="94" cy="86" r="2.5"/><circle cx="120" cy="98" r="2.5"/><circle cx="88" cy="124" r="2.5"/><circle cx="114" cy="130" r="3"/><circle cx="132" cy="116" r="2"/></g><circle cx="100" cy="62" r="5" fill="#5B8C2A"/><path d="M102 62c8-14 26-16 34-8-8 12-24 16-34 8z" fill="${c.accent}"/>`,
  berry: (c) =>
    `<path d="M100 160C66 140 50 104 60 84c8-16 26-18 40-12 14-6 32-4 40 12 10 20-6 56-40 76z" fill="${c.body}"/><g fill="#FFE38A"><ellipse cx="80" cy="98" rx="2" ry="3"/><ellipse cx="100" cy="94" rx="2" ry="3"/><ellipse cx="120" cy="98" rx="2" ry="3"/><ellipse cx="88" cy="118" rx="2" ry="3"/><ellipse cx="112" cy="118" rx="2" ry="3"/><ellipse cx="100" cy="138" rx="2" ry="3"/></g><path d="M70 80l14 2 16-16 16 16 14-2-10 12H80z" fill="${c.accent}"/>`,
  melon: (c) =>
    `<circle cx="100" cy="110" r="52" fill="${c.body}"/><path d="M100 58c-14 16-14 88 0 104M76 64c-12 20-12 72 0 92M124 64c12 20 12 72 0 92" stroke="#1E5631" stroke-width="6" fill="none" opacity=".55"/><path d="M100 58c0-8 4-14 10-16" stroke="${STEM}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  grapes: (c) =>
    `<path d="M100 62c0-8 4-14 10-16" stroke="${STEM}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M106 56c10-12 26-12 34-6-8 12-24 14-34 6z" fill="#5B8C2A"/><g fill="${c.body}"><circle cx="78" cy="82" r="13"/><circle cx="102" cy="80" r="13"/><circle cx="126" cy="82" r="13"/><circle cx="90" cy="104" r="13"/><circle cx="114" cy="104" r="13"/><circle cx="78" cy="104" r="11"/><circle cx="102" cy="126" r="13"/><circle cx="126" cy="106" r="11"/><circle cx="90" cy="128" r="11"/><circle cx="100" cy="148" r="11"/></g><g fill="#fff" opacity=".3"><circle cx="74" cy="78" r="3"/><circle cx="98" cy="76" r="3"/><circle cx="86" cy="100" r="3"/></g>`,
  banana: (c) =>
    `<path d="M52 76c8 50 52 80 104 60 7-3 6-10-1-10-42 6-74-16-88-52-3-7-16-5-15 2z" fill="${c.body}"/><path d="M60 86c12 30 40 48 76 46" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/><path d="M52 76l-4-10 10-2 4 8z" fill="${STEM}"/>`,
  nut: (c) =>
    `<path d="M100 60c30 10 52 40 46 70-4 22-26 30-46 30s-42-8-46-30c-6-30 16-60 46-70z" fill="${c.body}"/><path d="M58 132c26 14 58 14 84 0" stroke="#E9D3B0" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M100 60l-2-10" stroke="${STEM}" stroke-width="5" stroke-linecap="round"/><ellipse cx="84" cy="92" rx="7" ry="14" fill="#fff" opacity=".25" transform="rotate(25 84 92)"/>`,
  potato: (c) =>
    `<ellipse cx="100" cy="110" rx="58" ry="38" fill="${c.body}" transform="rotate(-18 100 110)"/><g fill="#000" opacity=".14"><circle cx="76" cy="108" r="3"/><circle cx="110" cy="94" r="3"/><circle cx="124" cy="120" r="2.5"/><circle cx="94" cy="128" r="2.5"/></g><ellipse cx="86" cy="96" rx="14" ry="6" fill="#fff" opacity=".2" transform="rotate(-18 86 96)"/>`,
  bulb: (c) =>
    `<path d="M100 58c-4 16-44 34-44 66 0 22 20 36 44 36s44-14 44-36c0-32-40-50-44-66z" fill="${c.body}"/><path d="M100 62c-10 20-22 40-22 62s10 34 22 36M100 62c10 20 22 40 22 62s-10 34-22 36" stroke="#fff" opacity=".35" stroke-width="3" fill="none"/><path d="M92 162h16M96 164l-4 6M104 164l4 6" stroke="#C8B28A" stroke-width="3" stroke-linecap="round"/><path d="M100 58c-2-10 0-16 4-20" stroke="${c.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  carrot: (c) =>
    `<g transform="rotate(28 100 110)"><path d="M86 74h28c6 0 10 6 8 12l-18 72c-1 5-7 5-8 0L78 86c-2-6 2-12 8-12z" fill="${c.body}"/><path d="M90 98h10M94 118h10M96 138h6" stroke="#000" opacity=".15" stroke-width="3" stroke-linecap="round"/><path d="M100 74c-6-18-2-30 4-34 2 12 2 22-4 34zM100 74c4-18 16-26 24-26-4 12-12 22-24 26zM100 74c-10-14-24-18-30-16 6 10 16 16 30 16z" fill="${c.accent}"/></g>`,
  tomato: (c) =>
    `<ellipse cx="100" cy="112" rx="54" ry="46" fill="${c.body}"/><path d="M100 70l8 10 14-4-6 12 12 6-14 2-2 10-12-8-12 8-2-10-14-2 12-6-6-12 14 4z" fill="${c.accent}"/><ellipse cx="76" cy="100" rx="8" ry="14" fill="#fff" opacity=".3" transform="rotate(30 76 100)"/>`,
  leaf: (c) =>
    `<path d="M100 162C48 142 42 80 100 46c58 34 52 96 0 116z" fill="${c.body}"/><path d="M100 162V62M100 96l-20-16M100 118l-26-16M100 140l-20-12M100 96l20-16M100 118l26-16M100 140l20-12" stroke="${c.accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  mushroom: (c) =>
    `<path d="M48 106c0-32 24-52 52-52s52 20 52 52c0 6-4 8-10 8H58c-6 0-10-2-10-8z" fill="${c.body}"/><path d="M86 114h28l4 38c0 6-4 10-10 10h-16c-6 0-10-4-10-10z" fill="#F3E6D0"/><circle cx="78" cy="86" r="6" fill="#fff" opacity=".35"/><circle cx="112" cy="74" r="4" fill="#fff" opacity=".35"/><circle cx="126" cy="94" r="5" fill="#fff" opacity=".35"/>`,
  fish: (c) =>
    `<path d="M38 106c22-32 72-40 106-10l20-18v56l-20-18c-34 30-84 22-106-10z" fill="${c.body}"/><path d="M90 80l22-16 8 20z" fill="${c.accent}"/><circle cx="62" cy="100" r="5" fill="#fff"/><circle cx="62" cy="100" r="2.5" fill="#223"/><path d="M80 92c6 8 6 20 0 28" stroke="#fff" opacity=".5" stroke-width="3" fill="none"/>`,
  shell: (c) =>
    `<path d="M100 150L50 98c0-30 22-46 50-46s50 16 50 46z" fill="${c.body}"/><path d="M100 150L72 58M100 150V52M100 150l28-92M100 150L56 80M100 150l44-70" stroke="#fff" opacity=".45" stroke-width="3"/><path d="M86 146h28l-4 16H90z" fill="${c.accent}"/>`,
  laver: (c) =>
    `<rect x="54" y="62" width="92" height="94" rx="6" fill="${c.accent}" transform="rotate(-8 100 110)"/><rect x="58" y="58" width="92" height="94" rx="6" fill="${c.body}"/><path d="M66 80h76M66 104h76M66 128h76" stroke="#fff" opacity=".12" stroke-width="2"/>`,
  steak: (c) =>
    `<path d="M56 88c10-28 58-36 84-20 22 14 22 52 4 68-20 18-62 20-82 4-14-12-12-34-6-52z" fill="${c.body}"/><path d="M56 88c10-28 58-36 84-20 22 14 22 52 4 68" stroke="#FBE3D6" stroke-width="8" fill="none"/><path d="M78 104c14-6 30 4 44-2M74 124c16-4 28 6 46 0" stroke="#fff" opacity=".5" stroke-width="3" fill="none"/><circle cx="122" cy="106" r="9" fill="${BONE}"/>`,
  drumstick: (c) =>
    `<path d="M88 116l-28 28" stroke="${BONE}" stroke-width="12" stroke-linecap="round"/><circle cx="54" cy="140" r="9" fill="${BONE}"/><circle cx="64" cy="152" r="9" fill="${BONE}"/><ellipse cx="114" cy="92" rx="38" ry="32" fill="${c.body}" transform="rotate(-35 114 92)"/><ellipse cx="104" cy="80" rx="10" ry="6" fill="#fff" opacity=".3" transform="rotate(-35 104 80)"/>`,
  eggs: (c) =>
    `<ellipse cx="82" cy="112" rx="30" ry="38" fill="${c.body}"/><ellipse cx="124" cy="120" rx="26" ry="32" fill="${c.accent}"/><ellipse cx="72" cy="96" rx="6" ry="11" fill="#fff" opacity=".6"/>`,
  sack: (c) =>
    `<path d="M64 76h72l10 78c1 8-4 12-12 12H66c-8 0-13-4-12-12z" fill="${c.body}"/><path d="M66 76c8-14 20-20 34-20s26 6 34 20z" fill="${c.body}"/><rect x="62" y="70" width="76" height="9" rx="4" fill="${c.accent}"/><circle cx="100" cy="120" r="24" fill="#fff" opacity=".55"/><g fill="${c.accent}"><ellipse cx="100" cy="120" rx="5" ry="10"/><ellipse cx="88" cy="124" rx="4" ry="9" transform="rotate(-35 88 124)"/><ellipse cx="112" cy="124" rx="4" ry="9" transform="rotate(35 112 124)"/></g>`,
  bowl: (c) =>
    `<g fill="${c.accent}"><circle cx="80" cy="96" r="14"/><circle cx="100" cy="88" r="16"/><circle cx="120" cy="96" r="14"/><circle cx="92" cy="100" r="12"/><circle cx="110" cy="100" r="12"/></g><path d="M48 104h104c0 30-22 54-52 54s-52-24-52-54z" fill="${c.body}"/><path d="M60 118h80" stroke="#fff" opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
  jar: (c) =>
    `<rect x="64" y="74" width="72" height="86" rx="16" fill="${c.body}"/><rect x="70" y="58" width="60" height="20" rx="6" fill="${c.accent}"/><rect x="76" y="104" width="48" height="30" rx="5" fill="#fff" opacity=".75"/><ellipse cx="78" cy="92" rx="4" ry="10" fill="#fff" opacity=".3"/>`,
  pouch: (c) =>
    `<path d="M72 62h56l8 92c0 6-4 10-10 10H74c-6 0-10-4-10-10z" fill="${c.body}"/><rect x="92" y="46" width="16" height="18" rx="3" fill="${c.accent}"/><circle cx="100" cy="116" r="18" fill="#fff" opacity=".6"/>`,
  bottle: (c) =>
    `<path d="M90 52h20v18c0 6 16 12 16 28v56c0 6-4 10-10 10H84c-6 0-10-4-10-10V98c0-16 16-22 16-28z" fill="${c.body}"/><rect x="88" y="42" width="24" height="12" rx="3" fill="${c.accent}"/><rect x="74" y="112" width="52" height="28" fill="#fff" opacity=".7"/><rect x="80" y="84" width="6" height="18" rx="3" fill="#fff" opacity=".35"/>`,
  mug: (c) =>
    `<path d="M84 72c-6-8 6-12 0-20M104 72c-6-8 6-12 0-20" stroke="#C9C9C9" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M132 94h8c10 0 16 8 16 16s-6 16-16 16h-8" stroke="${c.body}" stroke-width="8" fill="none"/><path d="M58 82h76v44c0 18-14 34-32 34h-12c-18 0-32-16-32-34z" fill="${c.body}"/><rect x="58" y="82" width="76" height="8" fill="${c.accent}"/>`,
  tofu: (c) =>
    `<path d="M56 96l24-20h66l-22 20z" fill="${c.accent}"/><path d="M124 96l22-20v56l-22 22z" fill="#E8DCC2"/><rect x="56" y="96" width="68" height="58" rx="4" fill="${c.body}"/>`,
  cheese: (c) =>
    `<path d="M46 130l66-66 44 30v56H46z" fill="${c.body}"/><path d="M46 130l66-66 44 30z" fill="${c.accent}"/><g fill="#000" opacity=".12"><circle cx="82" cy="144" r="7"/><circle cx="126" cy="136" r="5"/><circle cx="108" cy="156" r="4"/><circle cx="142" cy="150" r="4"/></g>`,
  carton: (c) =>
    `<path d="M70 78l14-24h32l14 24v78c0 4-3 6-6 6H76c-3 0-6-2-6-6z" fill="#fff" stroke="${c.body}" stroke-width="3"/><rect x="70" y="78" width="60" height="36" fill="${c.body}"/><path d="M84 54l-14 24h60l-14-24z" fill="${c.accent}"/><circle cx="100" cy="136" r="10" fill="${c.body}" opacity=".5"/>`,
} satisfies Record<string, Shape>;

type ShapeName = keyof typeof shapes;

/** Most specific prefix first: a depth-3 code can override its depth-1 family. */
const shapeByCategory: readonly (readonly [string, ShapeName])[] = [
  ['C010102', 'citrus'],
  ['C010103', 'berry'],
  ['C010104', 'melon'],
  ['C010106', 'grapes'],
  ['C010201', 'banana'],
  ['C010203', 'citrus'],
  ['C010204', 'grapes'],
  ['C0103', 'nut'],
  ['C01', 'fruit'],
  ['C020101', 'potato'],
  ['C020102', 'bulb'],
  ['C020104', 'carrot'],
  ['C020203', 'tomato'],
  ['C0203', 'mushroom'],
  ['C02', 'leaf'],
  ['C030302', 'laver'],
  ['C0302', 'shell'],
  ['C03', 'fish'],
  ['C0403', 'drumstick'],
  ['C0404', 'eggs'],
  ['C04', 'steak'],
  ['C05', 'sack'],
  ['C0601', 'bowl'],
  ['C0603', 'bowl'],
  ['C06', 'jar'],
  ['C0702', 'jar'],
  ['C0703', 'pouch'],
  ['C07', 'bottle'],
  ['C0802', 'mug'],
  ['C08', 'bottle'],
  ['C090303', 'tofu'],
  ['C09', 'bowl'],
  ['C1002', 'cheese'],
  ['C10', 'carton'],
];

const palettes: Record<ShapeName, { body: readonly string[]; accent: readonly string[] }> = {
  fruit: { body: ['#E8453C', '#D93A48', '#F2C14E', '#9BC53D', '#F08A24'], accent: ['#5FB760', '#3A9D5D'] },
  citrus: { body: ['#F7931E', '#F59E0B', '#FFB020', '#F4D03F'], accent: ['#5FB760', '#3A9D5D'] },
  berry: { body: ['#E63946', '#D62839', '#C1121F'], accent: ['#3A9D5D', '#2E7D32'] },
  melon: { body: ['#3A9D5D', '#5FB760', '#9BC53D', '#F2C14E'], accent: ['#1E5631'] },
  grapes: { body: ['#6A4C93', '#4B3F72', '#9BC53D', '#7B2D8E', '#C1121F'], accent: ['#5B8C2A'] },
  banana: { body: ['#F7D046', '#F5C518', '#F2C14E'], accent: ['#6B4A2B'] },
  nut: { body: ['#8B5A2B', '#A0522D', '#7A4E2D', '#B5651D'], accent: ['#E9D3B0'] },
  potato: { body: ['#C8A165', '#B5651D', '#A86B3C', '#8E4585', '#D9A441'], accent: ['#5FB760'] },
  bulb: { body: ['#C47A3A', '#F3E9DC', '#8E3B5F', '#E9D8A6'], accent: ['#5FB760', '#3A9D5D'] },
  carrot: { body: ['#F28C28', '#E4572E', '#F4A259'], accent: ['#5FB760', '#3A9D5D'] },
  tomato: { body: ['#E63946', '#F77F00', '#FFBA08', '#E4572E', '#52B788'], accent: ['#2E7D32', '#3A9D5D'] },
  leaf: { body: ['#5FB760', '#3A9D5D', '#8BC34A', '#2E7D32', '#74C69D'], accent: ['#D8F3DC', '#B7E4C7'] },
  mushroom: { body: ['#A1745B', '#8D6E63', '#C19A6B', '#6F4E37'], accent: ['#F3E6D0'] },
  fish: { body: ['#5B7DB1', '#4A6FA5', '#7A9CC6', '#8D99AE', '#E07A5F'], accent: ['#3D5A80', '#293241'] },
  shell: { body: ['#F4A261', '#E9C46A', '#E76F51', '#8D99AE'], accent: ['#BC6C25', '#6D597A'] },
  laver: { body: ['#2F4A2A', '#345E37', '#3A5A40'], accent: ['#1B2E1A', '#25402A'] },
  steak: { body: ['#C0392B', '#B03A2E', '#D35454', '#E07A7A'], accent: ['#FBE3D6'] },
  drumstick: { body: ['#E0A458', '#D4883C', '#C97B3A'], accent: [BONE] },
  eggs: { body: ['#F3E3CC', '#EBD3B0', '#DDEBE4'], accent: ['#FFFFFF', '#F6EAD7', '#E6D2B5'] },
  sack: { body: ['#E9DCC3', '#D8C3A5', '#F1E6CF'], accent: ['#A0522D', '#6B8E23', '#3D5A80'] },
  bowl: {
    body: ['#3D5A80', '#E07A5F', '#81B29A', '#F2CC8F', '#6D597A'],
    accent: ['#D7263D', '#F4A261', '#E9C46A', '#F1E6CF'],
  },
  jar: {
    body: ['#B22222', '#8B4513', '#E1A23B', '#6B8E23', '#F4A261'],
    accent: ['#3D405B', '#E07A5F', '#2A9D8F'],
  },
  pouch: { body: ['#C0392B', '#8E44AD', '#27AE60', '#F39C12', '#6D4C41'], accent: ['#3D405B', '#F1E6CF'] },
  bottle: {
    body: ['#4FC3F7', '#81C784', '#FFB74D', '#BA68C8', '#E57373'],
    accent: ['#3D405B', '#F1E6CF', '#2A9D8F'],
  },
  mug: { body: ['#6D4C41', '#8D6E63', '#43A047', '#3D5A80'], accent: ['#F1E6CF', '#D7CCC8'] },
  tofu: { body: ['#FFF8E7', '#FDF3DC'], accent: ['#F4ECD8'] },
  cheese: { body: ['#FFD45C', '#F9C74F', '#F4D35E'], accent: ['#FFE58F', '#FFF1B8'] },
  carton: { body: ['#4D96FF', '#6BCB77', '#FF6B6B', '#F4A261', '#9D79BC'], accent: ['#DDE6F7', '#F1E6CF'] },
};

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

const pickFrom = (items: readonly string[], seed: number) => items[seed % items.length] as string;

export function shapeFor(categoryCode: string): ShapeName {
  return shapeByCategory.find(([prefix]) => categoryCode.startsWith(prefix))?.[1] ?? 'jar';
}

export function productSvg(productNo: number, categoryCode: string): string {
  const shape = shapeFor(categoryCode);
  const seed = hashString(`product:${productNo}`);
  const palette = palettes[shape];
  const colours = { body: pickFrom(palette.body, seed), accent: pickFrom(palette.accent, seed >>> 8) };
  const tilt = ((seed >>> 16) % 17) - 8;
  const backdrop = backdrops[categoryCode.slice(0, 3)] ?? '#F6F6F6';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">' +
    `<rect width="200" height="200" fill="#fff"/><circle cx="100" cy="104" r="86" fill="${backdrop}"/>` +
    '<ellipse cx="100" cy="168" rx="48" ry="7" fill="#000" opacity=".06"/>' +
    `<g transform="rotate(${tilt} 100 110)">${shapes[shape](colours)}</g></svg>`
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
