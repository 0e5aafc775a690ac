/**
 * Our own drawings for the product pictures, in a 200 x 200 box with the object around (100, 105):
 * what Twemoji has no picture of (곶감, 홍합, 대파, ...) and the earlier category shapes. Colours come
 * from the kind (media.kinds.ts); each function returns SVG elements, no text.
 */

export interface Colours {
  body: string;
  accent: string;
}

type Drawing = (c: Colours) => string;

export const STEM = '#6B4A2B';
const BONE = '#FFF6EC';

export const drawings = {
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

  // Our own drawings, for what Twemoji has no picture of (see media.kinds.ts).
  berries: (c) =>
    `<path d="M100 60c-4-10 2-18 10-20" stroke="${STEM}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M104 52c10-10 26-8 32 0-10 8-24 8-32 0z" fill="${c.accent}"/>${[
      [84, 82],
      [104, 80],
      [124, 86],
      [76, 104],
      [96, 102],
      [116, 104],
      [134, 108],
      [86, 124],
      [106, 124],
      [124, 128],
      [96, 144],
      [114, 146],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="11" fill="${c.body}"/><circle cx="${(x as number) - 3}" cy="${(y as number) - 4}" r="3" fill="#fff" opacity=".35"/>`,
      )
      .join('')}`,
  'korean-melon': () =>
    `<ellipse cx="100" cy="108" rx="58" ry="42" fill="#F2C230"/><path d="M48 108c18 6 86 6 104 0M52 90c20 8 76 8 96 0M52 126c20 8 76 8 96 0M60 76c18 6 62 6 80 0M60 140c18 6 62 6 80 0" stroke="#FFF6D0" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M150 104c8-4 12-10 12-16" stroke="${STEM}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  persimmon: () =>
    `<ellipse cx="100" cy="116" rx="56" ry="46" fill="#F07C1B"/><ellipse cx="100" cy="122" rx="50" ry="36" fill="#F58F2A"/><path d="M100 66l14 8 16-2-8 14 14 8-18 2-4 14-14-10-14 10-4-14-18-2 14-8-8-14 16 2z" fill="#4F7A2A"/><rect x="96" y="56" width="8" height="14" rx="3" fill="${STEM}"/><ellipse cx="74" cy="110" rx="9" ry="15" fill="#fff" opacity=".28" transform="rotate(25 74 110)"/>`,
  'dried-persimmon': () =>
    `<path d="M100 36v130" stroke="#C8B28A" stroke-width="3"/>${[56, 98, 140]
      .map(
        (y) =>
          `<ellipse cx="100" cy="${y}" rx="30" ry="22" fill="#B5541C"/><ellipse cx="100" cy="${y}" rx="30" ry="22" fill="#fff" opacity=".16" transform="translate(0 -3) scale(1 .9)" transform-origin="100 ${y}"/><path d="M92 ${y - 20}l8 6 8-6-3 9h-10z" fill="#5B4A2A"/><path d="M80 ${y + 4}c10 6 30 6 40 0" stroke="#F4E3D0" stroke-width="2.5" fill="none" opacity=".6"/>`,
      )
      .join('')}`,
  jujube: () =>
    `${[
      [80, 96, -20],
      [118, 92, 18],
      [98, 128, 4],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="#A4251C"/><ellipse cx="${(x as number) - 7}" cy="${(y as number) - 9}" rx="5" ry="9" fill="#fff" opacity=".3"/><rect x="${(x as number) - 2}" y="${(y as number) - 34}" width="4" height="9" fill="${STEM}"/></g>`,
      )
      .join('')}`,
  'pine-nuts': () =>
    `${[
      [76, 96, -30],
      [100, 86, 0],
      [124, 96, 30],
      [84, 122, -10],
      [110, 120, 15],
      [132, 126, 40],
      [98, 146, 5],
      [68, 130, -45],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${(y as number) - 14}c8 6 9 20 0 26-9-6-8-20 0-26z" fill="#F1DDB0" stroke="#C8A165" stroke-width="2" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join('')}`,
  almonds: () =>
    `${[
      [82, 96, -25],
      [118, 96, 25],
      [100, 130, 0],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><path d="M${x} ${(y as number) - 28}c22 10 20 44 0 52-20-8-22-42 0-52z" fill="#A8683A"/><path d="M${(x as number) - 6} ${(y as number) - 10}c2 8 2 16 0 22M${(x as number) + 5} ${(y as number) - 12}c2 10 2 18 0 26" stroke="#7A4A26" stroke-width="2" fill="none"/></g>`,
      )
      .join('')}`,
  walnut: () =>
    `<ellipse cx="100" cy="108" rx="50" ry="46" fill="#B07A45"/><path d="M100 62v92" stroke="#7A5230" stroke-width="5"/><path d="M66 86c10 8 0 16 12 24s-4 18 8 26M134 86c-10 8 0 16-12 24s4 18-8 26M80 70c6 8 14 6 16 16M120 70c-6 8-14 6-16 16" stroke="#8A5C33" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  prunes: () =>
    `${[
      [80, 100],
      [120, 100],
      [100, 132],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="26" ry="22" fill="#3E1F3A"/><path d="M${(x as number) - 16} ${(y as number) - 4}c8 6 24 6 32 0M${(x as number) - 12} ${(y as number) + 8}c8 4 16 4 24 0" stroke="#6B3A63" stroke-width="3" fill="none"/>`,
      )
      .join('')}`,
  'green-onion': (c) =>
    `<g transform="rotate(-35 100 105)"><path d="M92 30c-4 30-2 56 0 70M100 26c0 30 2 56 0 74M108 30c4 30 2 56 0 70" stroke="${c.body}" stroke-width="11" fill="none" stroke-linecap="round"/><rect x="88" y="96" width="24" height="64" rx="10" fill="#F5F3EA"/><path d="M95 104v50M105 104v50" stroke="#DCD8C8" stroke-width="2"/><path d="M92 160l-6 10M100 162v10M108 160l6 10" stroke="#D8CFB0" stroke-width="3" stroke-linecap="round"/></g>`,
  chives: () =>
    `<g transform="rotate(-35 100 105)">${[82, 94, 106, 118]
      .map(
        (x) =>
          `<path d="M${x} 32v84" stroke="#4FA43A" stroke-width="6" stroke-linecap="round"/><path d="M${x} 116v36" stroke="#F1F0E6" stroke-width="7" stroke-linecap="round"/><circle cx="${x}" cy="154" r="5" fill="#E9E4D0"/>`,
      )
      .join('')}</g>`,
  radish: (c) =>
    `<g transform="rotate(-30 100 110)"><path d="M76 70h48c4 0 8 4 8 10l-10 72c-2 12-10 18-22 18s-20-6-22-18L68 80c0-6 4-10 8-10z" fill="${c.body}"/><path d="M78 70h44v14H78z" fill="#B5D98B" opacity=".6"/><path d="M100 70c-10-20-4-34 4-40 2 14 2 28-4 40zM100 70c6-18 20-26 30-24-4 14-16 22-30 24zM100 70c-12-14-28-16-34-12 8 10 20 14 34 12z" fill="${c.accent}"/><path d="M84 100h8M104 120h10M88 140h8" stroke="#000" opacity=".08" stroke-width="3" stroke-linecap="round"/></g>`,
  'lotus-root': () =>
    `<ellipse cx="100" cy="108" rx="56" ry="50" fill="#EADBC0"/><ellipse cx="100" cy="108" rx="48" ry="42" fill="#F6EEDD"/>${[
      [100, 108, 10],
      [100, 80, 8],
      [100, 136, 8],
      [74, 94, 8],
      [126, 94, 8],
      [74, 122, 8],
      [126, 122, 8],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#D9C6A2"/>`)
      .join('')}`,
  burdock: () =>
    `${[-6, 6, 18]
      .map(
        (dx) =>
          `<path d="M${60 + dx} ${150 - dx}L${140 + dx} ${60 - dx}" stroke="#7A5A3A" stroke-width="12" stroke-linecap="round"/><path d="M${70 + dx} ${138 - dx}l6-6M${96 + dx} ${110 - dx}l6-6M${120 + dx} ${84 - dx}l6-6" stroke="#5C4128" stroke-width="2"/>`,
      )
      .join('')}`,
  lettuce: (c) =>
    `<path d="M100 162c-40-6-62-40-56-72 4-22 20-40 34-44 6 10 14 12 22 4 8 8 16 6 22-4 14 4 30 22 34 44 6 32-16 66-56 72z" fill="${c.body}"/><path d="M100 160V70M100 100l-22-16M100 124l-28-14M100 100l22-16M100 124l28-14" stroke="${c.accent}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  spinach: () =>
    `<path d="M96 168v-44M104 168v-44" stroke="#C0507A" stroke-width="5" stroke-linecap="round"/>${[
      [-30, '#3A8D3F'],
      [0, '#2E7D32'],
      [30, '#4AA14F'],
    ]
      .map(
        ([r, f]) =>
          `<path d="M100 126C70 112 64 76 100 46c36 30 30 66 0 80z" fill="${f}" transform="rotate(${r} 100 130)"/><path d="M100 124V60" stroke="#A5D6A7" stroke-width="2.5" transform="rotate(${r} 100 130)"/>`,
      )
      .join('')}`,
  'king-oyster': () =>
    `${[
      [78, -10],
      [122, 12],
    ]
      .map(
        ([x, r]) =>
          `<g transform="rotate(${r} ${x} 110)"><rect x="${(x as number) - 15}" y="76" width="30" height="86" rx="14" fill="#F4EEE0"/><path d="M${(x as number) - 26} 80c0-22 52-22 52 0 0 6-52 6-52 0z" fill="#A98B68"/></g>`,
      )
      .join('')}`,
  enoki: () =>
    `<path d="M70 150c10 14 50 14 60 0l-6-20H76z" fill="#E8DFC8"/>${[74, 82, 90, 98, 106, 114, 122, 130]
      .map(
        (x, i) =>
          `<path d="M100 140Q${x} 100 ${x + (i - 3.5) * 4} ${58 + (i % 3) * 6}" stroke="#FBF7EC" stroke-width="4" fill="none"/><circle cx="${x + (i - 3.5) * 4}" cy="${56 + (i % 3) * 6}" r="6" fill="#F1E6CC"/>`,
      )
      .join('')}`,
  sprouts: (c) =>
    `${[
      [60, 80, 20],
      [76, 70, 10],
      [92, 76, -5],
      [108, 68, 8],
      [124, 74, -12],
      [140, 80, 18],
      [70, 96, -8],
      [130, 94, 6],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><path d="M${x} ${(y as number) + 6}c-4 30 6 50 0 76" stroke="#F7F3E6" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="${x}" cy="${y}" rx="8" ry="10" fill="${c.body}"/></g>`,
      )
      .join('')}`,
  bracken: () =>
    `${[
      [-18, 0],
      [0, 1],
      [18, 2],
    ]
      .map(
        ([dx, i]) =>
          `<path d="M${100 + (dx as number)} 166c0-40 ${4 - (i as number) * 4}-70 ${8 + (dx as number) / 3}-84" stroke="#7A5C2E" stroke-width="7" fill="none" stroke-linecap="round" transform="rotate(${dx} 100 166)"/><circle cx="${108 + (dx as number) * 1.3}" cy="${74 + (i as number) * 4}" r="9" fill="none" stroke="#6B4F26" stroke-width="6" transform="rotate(${dx} 100 166)"/>`,
      )
      .join('')}`,
  ginseng: (c) =>
    `<path d="M100 74c-10 0-14 10-12 24l-2 20c-6 14-18 26-26 40M96 118c4 16 2 30 8 46M106 100c10 14 26 24 34 40M92 122c-12 6-22 10-34 10" stroke="${c.body}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M100 76c6 0 10 8 8 20l-4 24c-2 6-10 6-12 0l-4-24c-2-12 6-20 12-20z" fill="${c.body}"/><path d="M100 74c0-14 0-24 2-34" stroke="#6B8E23" stroke-width="3"/>${[
      [-40],
      [0],
      [40],
    ]
      .map(
        ([r]) =>
          `<path d="M102 40c-8-10-6-22 0-26 6 4 8 16 0 26z" fill="${c.accent}" transform="rotate(${r} 102 40)"/>`,
      )
      .join('')}<circle cx="102" cy="34" r="4" fill="#D7263D"/>`,
  hairtail: () =>
    `<path d="M30 128C60 78 120 70 172 80c-44 8-96 26-126 56z" fill="#C9D3DC"/><path d="M30 128C60 78 120 70 172 80" stroke="#EEF2F6" stroke-width="4" fill="none"/><path d="M172 80l10-8M172 80l12 2" stroke="#C9D3DC" stroke-width="3" stroke-linecap="round"/><circle cx="46" cy="118" r="5" fill="#fff"/><circle cx="46" cy="118" r="2.5" fill="#223"/><path d="M40 130l-8 6" stroke="#8D99AE" stroke-width="3" stroke-linecap="round"/>`,
  fillet: (c) =>
    `<path d="M48 92c30-22 90-28 110-12 8 8 6 50-6 60-30 18-90 18-106-4-8-12-8-36 2-44z" fill="${c.body}"/>${[
      70, 92, 114, 136,
    ]
      .map(
        (x) =>
          `<path d="M${x} 76c-8 20-8 52 0 76" stroke="${c.accent}" stroke-width="5" fill="none" opacity=".8"/>`,
      )
      .join('')}`,
  filefish: () =>
    `<rect x="50" y="64" width="100" height="84" rx="14" fill="#C98B4A" transform="rotate(-8 100 106)"/><rect x="58" y="72" width="84" height="68" rx="10" fill="#D9A05E" transform="rotate(-8 100 106)"/><path d="M66 96c20-6 46-6 68 0M66 118c20-6 46-6 68 0" stroke="#A86B3C" stroke-width="3" fill="none" opacity=".6"/>`,
  anchovies: () =>
    `${[
      [68, 80, -20],
      [112, 72, 10],
      [80, 110, 15],
      [128, 104, -12],
      [70, 140, -5],
      [116, 138, 20],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><path d="M${(x as number) - 26} ${y}c14-10 34-10 44 0l10-7v14l-10-7c-10 10-30 10-44 0z" fill="#B8C4CE"/><circle cx="${(x as number) - 19}" cy="${(y as number) - 1}" r="2.2" fill="#223"/><path d="M${(x as number) - 12} ${y}h22" stroke="#E8EEF2" stroke-width="2"/></g>`,
      )
      .join('')}`,
  abalone: () =>
    `<ellipse cx="100" cy="110" rx="62" ry="46" fill="#7B8C6E"/><ellipse cx="96" cy="108" rx="50" ry="36" fill="#F1DCC8"/><ellipse cx="96" cy="108" rx="36" ry="24" fill="#E3C3A8"/><path d="M60 84c20-14 60-14 82 0" stroke="#5E6E52" stroke-width="3" fill="none"/>${[
      64, 80, 96, 112, 128, 144,
    ]
      .map((x) => `<circle cx="${x}" cy="${78 + Math.abs(x - 104) / 4}" r="3.5" fill="#3E4A36"/>`)
      .join('')}`,
  clams: (c) =>
    `${[
      [78, 104, -15],
      [122, 100, 12],
      [100, 136, 0],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><path d="M${(x as number) - 28} ${(y as number) + 8}c0-26 12-38 28-38s28 12 28 38c-8 8-48 8-56 0z" fill="${c.body}"/><path d="M${(x as number) - 18} ${(y as number) + 10}c2-16 8-26 18-30M${x} ${(y as number) + 12}v-40M${(x as number) + 18} ${(y as number) + 10}c-2-16-8-26-18-30" stroke="${c.accent}" stroke-width="2.5" fill="none" opacity=".7"/></g>`,
      )
      .join('')}`,
  mussels: () =>
    `${[
      [82, 104, -30],
      [120, 108, 25],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><path d="M${x} ${(y as number) - 48}c-22 10-30 44-22 72 4 14 14 24 22 24s18-10 22-24c8-28 0-62-22-72z" fill="#24283B"/><path d="M${x} ${(y as number) - 44}c-14 10-20 40-14 64 3 12 9 20 14 22" stroke="#4A5274" stroke-width="4" fill="none"/><path d="M${(x as number) + 12} ${(y as number) - 30}c8 20 8 44 0 64" stroke="#3B5A7A" stroke-width="3" fill="none" opacity=".8"/><ellipse cx="${(x as number) + 2}" cy="${(y as number) + 2}" rx="6" ry="22" fill="#F28C5B" opacity=".9"/></g>`,
      )
      .join('')}`,
  scallops: () =>
    `${[
      [76, 100],
      [124, 100],
      [100, 132],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${(y as number) + 6}" rx="24" ry="12" fill="#E6D8BE"/><ellipse cx="${x}" cy="${y}" rx="24" ry="14" fill="#FBF4E4"/><ellipse cx="${(x as number) - 6}" cy="${(y as number) - 4}" rx="8" ry="4" fill="#fff" opacity=".8"/>`,
      )
      .join('')}`,
  seaweed: (c) =>
    `${[70, 100, 130]
      .map(
        (x) =>
          `<path d="M${x} 168c-14-20 14-34 0-54s14-34 0-54" stroke="${c.body}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}`,
  roe: () =>
    `${[
      [78, 92],
      [120, 116],
    ]
      .map(
        ([x, y]) =>
          `<g transform="rotate(-35 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="50" ry="19" fill="#E8666A"/><path d="M${(x as number) - 40} ${(y as number) - 5}c20-8 60-8 80 0" stroke="#F6A9A5" stroke-width="4" fill="none" stroke-linecap="round"/>${[
            -30, -14, 2, 18, 32,
          ]
            .map(
              (dx) => `<circle cx="${(x as number) + dx}" cy="${(y as number) + 7}" r="2" fill="#C94A50"/>`,
            )
            .join('')}</g>`,
      )
      .join('')}`,
  brisket: () =>
    `${[
      [-24, 0],
      [0, 1],
      [24, 2],
    ]
      .map(
        ([dy, i]) =>
          `<g transform="translate(0 ${dy}) rotate(${-8 + (i as number) * 8} 100 106)"><path d="M46 106c20-18 88-18 108 0-20 14-88 14-108 0z" fill="#E07A7A"/><path d="M56 104c16-8 72-8 88 0M66 110c14 4 56 4 70 0" stroke="#FFF1EC" stroke-width="4" fill="none"/></g>`,
      )
      .join('')}`,
  'quail-eggs': () =>
    `${[
      [76, 96],
      [104, 86],
      [128, 104],
      [86, 126],
      [116, 132],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="16" ry="20" fill="#EFE6D4"/>${[
            [-6, -6],
            [5, -2],
            [-2, 6],
            [7, 9],
            [-8, 8],
          ]
            .map(
              ([dx, dy]) =>
                `<circle cx="${(x as number) + (dx as number)}" cy="${(y as number) + (dy as number)}" r="${2 + Math.abs(dx as number) / 4}" fill="#6B4A2B"/>`,
            )
            .join('')}`,
      )
      .join('')}`,
  block: (c) =>
    `${[
      [-34, 10],
      [34, 10],
      [0, -22],
    ]
      .map(
        ([dx, dy]) =>
          `<g transform="translate(${dx} ${dy})"><path d="M72 104l14-12h40l-14 12z" fill="${c.accent}"/><path d="M112 104l14-12v36l-14 12z" fill="${c.accent}" opacity=".8"/><rect x="72" y="104" width="40" height="36" rx="3" fill="${c.body}"/></g>`,
      )
      .join('')}`,
  // 쌀과자: round puffed-rice discs in a stack, their grains dotted on top.
  'rice-puffs': (c) =>
    `${[138, 112, 86]
      .map(
        (y) =>
          `<ellipse cx="100" cy="${y + 9}" rx="54" ry="17" fill="${c.accent}"/><ellipse cx="100" cy="${y}" rx="54" ry="17" fill="${c.body}" stroke="${c.accent}" stroke-width="2"/>`,
      )
      .join('')}${[
      [78, 84],
      [96, 80],
      [116, 83],
      [88, 92],
      [108, 91],
      [126, 88],
      [70, 90],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.5" fill="${c.accent}" opacity=".7"/>`)
      .join('')}`,
  'rice-cakes': () =>
    `${[
      [0, -24],
      [0, 0],
      [0, 24],
    ]
      .map(
        ([, dy]) =>
          `<g transform="translate(0 ${dy}) rotate(-12 100 110)"><rect x="40" y="98" width="120" height="22" rx="11" fill="#FBF8F0" stroke="#E6DDC8" stroke-width="2"/><ellipse cx="152" cy="109" rx="6" ry="9" fill="#EDE5D2"/></g>`,
      )
      .join('')}`,
  seeds: (c) =>
    `${[
      [80, 92],
      [100, 84],
      [120, 92],
      [88, 112],
      [112, 112],
      [100, 132],
      [76, 124],
      [124, 126],
    ]
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="6" fill="${c.body}" transform="rotate(${i * 40} ${x} ${y})"/>`,
      )
      .join('')}`,
  'coffee-beans': () =>
    `${[
      [78, 96, -20],
      [118, 92, 25],
      [96, 132, 5],
      [136, 130, -30],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="18" ry="24" fill="#5C3A21"/><path d="M${x} ${(y as number) - 20}c-8 12 8 28 0 40" stroke="#2E1B0F" stroke-width="3" fill="none"/></g>`,
      )
      .join('')}`,
  patties: () =>
    `<ellipse cx="100" cy="130" rx="62" ry="20" fill="#F1E6CF"/>${[
      [78, 112],
      [122, 112],
      [100, 94],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="18" fill="#7A3E1E"/><ellipse cx="${x}" cy="${(y as number) - 3}" rx="24" ry="12" fill="#96502A"/><path d="M${(x as number) - 12} ${(y as number) - 4}h24" stroke="#C47A3A" stroke-width="2"/>`,
      )
      .join('')}`,
  'string-cheese': () =>
    `${[-20, 0, 20]
      .map(
        (dx) =>
          `<rect x="${92 + dx}" y="46" width="16" height="120" rx="8" fill="#FBF6E8" stroke="#E9DFC4" stroke-width="2" transform="rotate(${20 + dx / 4} 100 106)"/>`,
      )
      .join('')}`,
  mozzarella: () =>
    `${[
      [78, 104, 26],
      [122, 100, 24],
      [100, 134, 22],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFDF6" stroke="#EFE8D6" stroke-width="2"/><ellipse cx="${(x as number) - 8}" cy="${(y as number) - 8}" rx="7" ry="4" fill="#fff"/>`,
      )
      .join('')}`,
  'cheese-slices': () =>
    `${[
      [-16, -12],
      [0, 0],
      [16, 12],
    ]
      .map(
        ([dx, dy]) =>
          `<rect x="${60 + (dx as number)}" y="${66 + (dy as number)}" width="80" height="80" rx="4" fill="#F6C744" stroke="#E0A82E" stroke-width="2"/>`,
      )
      .join('')}`,
} satisfies Record<string, Drawing>;

export type DrawingName = keyof typeof drawings;

export function isDrawing(name: string): name is DrawingName {
  return Object.hasOwn(drawings, name);
}
