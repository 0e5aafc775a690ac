/**
 * Food illustrations for the seeded community's photos, drawn as SVG from simple shapes in warm colours
 * (a table, a plate or bowl, the food on it, seen from above) and rasterised by sharp. Pure functions:
 * the same kind and variant always give the same picture, so seeding is deterministic.
 */

export const FOOD_KINDS = [
  'stew',
  'bibimbap',
  'kimchi',
  'fruit',
  'fish',
  'pancake',
  'braise',
  'corn',
  'drink',
] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** Which drawing suits a dish name: the first keyword the name contains, else a stew. */
const KIND_KEYWORDS: ReadonlyArray<readonly [FoodKind, readonly string[]]> = [
  ['drink', ['우유', '차', '배숙', '주스', '스무디']],
  ['bibimbap', ['비빔밥', '덮밥', '국밥']],
  ['fruit', ['딸기', '복숭아', '사과', '귤', '감', '포도', '수박', '콤포트', '잼']],
  ['fish', ['구이', '회', '과메기', '생선', '새우', '대하']],
  ['pancake', ['전', '부침', '버무리']],
  ['braise', ['조림', '불고기', '찜', '볶음', '맛탕']],
  ['kimchi', ['겉절이', '김치', '나물', '쌈', '무침']],
  ['corn', ['옥수수', '고구마', '감자']],
  ['stew', ['국', '탕', '찌개', '수프']],
];

export function foodKindOf(dish: string): FoodKind {
  for (const [kind, words] of KIND_KEYWORDS) if (words.some((word) => dish.includes(word))) return kind;
  return 'stew';
}

/** Table cloths and plates, warm and light; a variant picks one of each. */
const TABLES = ['#f3e3c7', '#e9d2b0', '#f6e7d8', '#efdcc2'] as const;
const CLOTH_LINES = ['#e4c9a0', '#d8b98e', '#ecd3bd', '#ddc3a0'] as const;
const PLATES = ['#fffdf8', '#f4f0e8', '#e8eef0', '#f7efe6'] as const;
const RIMS = ['#e7dccb', '#d9cfc0', '#c9d6da', '#e6d3c0'] as const;

/**
 * The raster size: 640 px is the middle photo width, so a seeded photo has the 320 and 640 files (no
 * 1080): half the encoding of a large one, which keeps the seed of a fresh `npm start` quick.
 */
export const WIDTH = 640;
export const HEIGHT = 480;
/** The drawing's own coordinates (viewBox), scaled to WIDTH x HEIGHT. */
const VIEW_WIDTH = 800;
const VIEW_HEIGHT = 600;
const CX = VIEW_WIDTH / 2;
const CY = VIEW_HEIGHT / 2;

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Points on a circle, deterministic, for scattering toppings. */
function ring(count: number, radius: number, turn = 0): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    return [CX + Math.cos(angle) * radius, CY + Math.sin(angle) * radius];
  });
}

function plate(variant: number, rx: number, ry = rx): string {
  return `<ellipse cx="${CX + 10}" cy="${CY + 14}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.10"/>
<ellipse cx="${CX}" cy="${CY}" rx="${rx}" ry="${ry}" fill="${at(RIMS, variant)}"/>
<ellipse cx="${CX}" cy="${CY}" rx="${rx - 22}" ry="${ry - 22}" fill="${at(PLATES, variant)}"/>`;
}

function bowl(variant: number, r: number, soup: string): string {
  return `<circle cx="${CX + 12}" cy="${CY + 16}" r="${r}" fill="#000" opacity="0.12"/>
<circle cx="${CX}" cy="${CY}" r="${r}" fill="${variant % 2 ? '#8a5a3c' : '#f1ebe2'}"/>
<circle cx="${CX}" cy="${CY}" r="${r - 26}" fill="${soup}"/>`;
}

function greenOnions(count: number, radius: number, turn: number): string {
  return ring(count, radius, turn)
    .map(
      ([x, y], i) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${9 + (i % 3)}" fill="#6fae4a" stroke="#4f8a34" stroke-width="3"/>`,
    )
    .join('');
}

const DRAW: Record<FoodKind, (variant: number) => string> = {
  stew: (v) => {
    const soup = at(['#c8632f', '#b5793f', '#d98b3a', '#a8502a'], v);
    const tofu = ring(5, 80, v * 0.7)
      .map(
        ([x, y]) =>
          `<rect x="${(x - 24).toFixed(1)}" y="${(y - 24).toFixed(1)}" width="48" height="48" rx="6" fill="#fbf3df"/>`,
      )
      .join('');
    return `${bowl(v, 210, soup)}<circle cx="${CX - 40}" cy="${CY - 50}" r="60" fill="#fff" opacity="0.08"/>${tofu}${greenOnions(9, 130, v)}`;
  },
  bibimbap: (v) => {
    const toppings = ['#e3a33b', '#6fae4a', '#c0392b', '#8b5a2b', '#f2d16b', '#3f7d3a'];
    const sectors = toppings
      .map((color, i) => {
        const a0 = (i / 6) * Math.PI * 2 + v * 0.4;
        const a1 = ((i + 1) / 6) * Math.PI * 2 + v * 0.4;
        const r = 150;
        const p = (a: number) => `${(CX + Math.cos(a) * r).toFixed(1)},${(CY + Math.sin(a) * r).toFixed(1)}`;
        return `<path d="M${CX},${CY} L${p(a0)} A${r},${r} 0 0 1 ${p(a1)} Z" fill="${color}" stroke="#fff8ec" stroke-width="6"/>`;
      })
      .join('');
    return `${bowl(v + 1, 210, '#f7f1e3')}${sectors}<circle cx="${CX}" cy="${CY}" r="58" fill="#fffaf0"/><circle cx="${CX + 6}" cy="${CY - 4}" r="28" fill="#f5a623"/>`;
  },
  kimchi: (v) => {
    const leaves = ring(7, 70, v * 0.5)
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="70" ry="26" transform="rotate(${(i * 51 + v * 20) % 180} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 2 ? '#d2462e' : '#e0633a'}" stroke="#f4d9a8" stroke-width="5"/>`,
      )
      .join('');
    const seeds = ring(14, 110, 0.3)
      .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="#fff4d6"/>`)
      .join('');
    return `${plate(v, 240, 200)}${leaves}${seeds}`;
  },
  fruit: (v) => {
    const colors = at(
      [
        ['#e8413c', '#ff6f61', '#d7263d'],
        ['#f7a440', '#f9c74f', '#f3722c'],
        ['#f28b82', '#f6b39a', '#e5989b'],
        ['#e63946', '#f4a261', '#ffb703'],
      ],
      v,
    );
    const fruits = [...ring(6, 115, v * 0.5), [CX, CY] as [number, number]]
      .map(([x, y], i) => {
        const color = at(colors, i);
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i === 6 ? 62 : 52}" fill="${color}"/><ellipse cx="${(x - 16).toFixed(1)}" cy="${(y - 18).toFixed(1)}" rx="14" ry="9" fill="#fff" opacity="0.35"/><path d="M${x.toFixed(1)},${(y - 48).toFixed(1)} q10,-18 26,-14" stroke="#4f8a34" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      })
      .join('');
    return `${plate(v, 245)}${fruits}`;
  },
  fish: (v) => {
    const body = at(['#9aa7b0', '#b08b6e', '#c9a27e', '#8f9ea8'], v);
    const fish = (dy: number) =>
      `<g transform="translate(0 ${dy})"><ellipse cx="${CX - 20}" cy="${CY}" rx="190" ry="62" fill="${body}"/><path d="M${CX + 160},${CY} l80,-55 l-8,55 l8,55 z" fill="${body}"/><circle cx="${CX - 160}" cy="${CY - 14}" r="11" fill="#2b2b2b"/><path d="M${CX - 80},${CY - 40} q60,40 120,0 M${CX - 60},${CY - 10} q60,40 120,0" stroke="#6e5a48" stroke-width="8" fill="none" opacity="0.5"/></g>`;
    return `<rect x="120" y="150" width="560" height="300" rx="40" fill="#000" opacity="0.1" transform="translate(10 14)"/><rect x="120" y="150" width="560" height="300" rx="40" fill="${at(RIMS, v)}"/><rect x="140" y="170" width="520" height="260" rx="30" fill="${at(PLATES, v)}"/>${fish(v % 2 ? -50 : 0)}${v % 2 ? fish(70) : ''}<circle cx="${CX + 200}" cy="${CY + 110}" r="28" fill="#f9e27d"/>`;
  },
  pancake: (v) => {
    const bits = ring(10, 95, v)
      .map(
        ([x, y], i) =>
          `<rect x="${(x - 18).toFixed(1)}" y="${(y - 8).toFixed(1)}" width="36" height="16" rx="8" fill="${i % 3 ? '#5c9e3f' : '#d2462e'}" transform="rotate(${i * 37} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      )
      .join('');
    return `${plate(v, 245)}<circle cx="${CX}" cy="${CY}" r="175" fill="#e7b04b"/><circle cx="${CX}" cy="${CY}" r="175" fill="none" stroke="#c98a2c" stroke-width="10"/>${bits}<circle cx="${CX - 50}" cy="${CY - 60}" r="30" fill="#f3c86a" opacity="0.7"/>`;
  },
  braise: (v) => {
    const sauce = at(['#7a3b1e', '#8c4a22', '#6b3418', '#a0522d'], v);
    const pieces = [...ring(8, 110, v * 0.3), ...ring(4, 45, 0.8)]
      .map(
        ([x, y], i) =>
          `<rect x="${(x - 30).toFixed(1)}" y="${(y - 22).toFixed(1)}" width="60" height="44" rx="14" fill="${i % 2 ? '#b5651d' : '#c97b2f'}" transform="rotate(${(i * 29) % 90} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      )
      .join('');
    const sesame = ring(18, 140, 0.2)
      .map(([x, y]) => `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="5" ry="3" fill="#fff3d0"/>`)
      .join('');
    return `${plate(v, 245, 215)}<ellipse cx="${CX}" cy="${CY}" rx="190" ry="160" fill="${sauce}"/>${pieces}${sesame}`;
  },
  corn: (v) => {
    const cob = (x: number, y: number, angle: number) => {
      const kernels = Array.from({ length: 24 }, (_, i) => {
        const col = i % 3;
        const row = Math.floor(i / 3);
        return `<ellipse cx="${x - 20 + col * 20}" cy="${y - 105 + row * 30}" rx="10" ry="13" fill="${(row + col) % 2 ? '#f6c945' : '#f9d65c'}"/>`;
      }).join('');
      return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 40}" y="${y - 125}" width="80" height="250" rx="40" fill="#e8b830"/>${kernels}<path d="M${x - 40},${y + 90} q-40,60 10,90 M${x + 40},${y + 90} q40,60 -10,90" stroke="#8fbf5a" stroke-width="16" fill="none"/></g>`;
    };
    return `${plate(v, 250, 215)}${cob(CX - 70, CY - 10, -18 + v * 4)}${cob(CX + 70, CY - 10, 16 - v * 3)}`;
  },
  drink: (v) => {
    const liquid = at(['#f7b2bd', '#f4a259', '#e8c07d', '#f9dcc4'], v);
    return `<circle cx="${CX + 14}" cy="${CY + 18}" r="170" fill="#000" opacity="0.1"/><circle cx="${CX}" cy="${CY}" r="170" fill="${at(RIMS, v)}"/><circle cx="${CX}" cy="${CY}" r="140" fill="#ffffff" opacity="0.7"/><circle cx="${CX}" cy="${CY}" r="125" fill="${liquid}"/><ellipse cx="${CX - 40}" cy="${CY - 45}" rx="45" ry="22" fill="#fff" opacity="0.35"/><rect x="${CX + 150}" y="${CY - 30}" width="70" height="60" rx="30" fill="none" stroke="${at(RIMS, v)}" stroke-width="22"/>`;
  },
};

/** One illustration as SVG text, WIDTH x HEIGHT pixels. */
export function foodSvg(kind: FoodKind, variant: number): string {
  const stripes = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="0" y="${i * 70 + 20}" width="${VIEW_WIDTH}" height="14" fill="${at(CLOTH_LINES, variant)}" opacity="0.55"/>`,
  ).join('');
  const spoon = `<g transform="rotate(${-12 + (variant % 3) * 6} 90 300)"><ellipse cx="90" cy="150" rx="26" ry="38" fill="#c9c5bd"/><rect x="84" y="180" width="12" height="260" rx="6" fill="#c9c5bd"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}"><rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="${at(TABLES, variant)}"/>${stripes}${spoon}${DRAW[kind](variant)}</svg>`;
}
