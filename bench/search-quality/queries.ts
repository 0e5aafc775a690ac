/**
 * Labelled queries over the generated catalogue (catalogue.ts): the twelve kinds the search issue
 * first named, and four for what an outside evaluation found failing (variant, short-form, near-word,
 * autocomplete-typo). Each query says which kinds of food (and, for region queries, which origin) a
 * shopper means, so relevance never asks the engine: a product is relevant when its kind is the word
 * meant or ends with it (Korean compounds are head-final: 꿀사과 is a 사과, 총각무 a 무), whatever its
 * name calls it (`강냉이 2kg` is relevant for 옥수수), and for a region query when it also comes from
 * there. Generated from the kinds and their other names (catalogue.ts OTHER_NAMES); the hand lists
 * below add what shoppers type that shops do not write. Independent of the engine's dictionary.
 */
import { assemble, convertHangulToQwerty, disassemble, getChoseong } from 'es-hangul';
import { createRandom } from '../../server/shared/prng.ts';
import {
  allKinds,
  BRANDS,
  DEFAULT_SEED,
  type NameTable,
  ORIGINS,
  otherNames,
  type QualityProduct,
} from './catalogue.ts';

export type QueryKind =
  | 'one-syllable'
  | 'two-syllable'
  | 'typo'
  | 'synonym'
  | 'spacing'
  | 'loanword'
  | 'initials'
  | 'half-typed'
  | 'particle'
  | 'wrong-layout'
  | 'region-kind'
  | 'word'
  | 'variant'
  | 'short-form'
  | 'near-word'
  | 'autocomplete-typo';

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  /** The words meant: a product whose kind is one of them, or ends with one, is relevant. */
  means: string[];
  /** Only products from here (region + kind queries). */
  origin?: string;
  /**
   * Another real food word one jamo edit away (부추 and 배추): the query is itself a food word, so an
   * answer that corrected it (`correctedKeyword`) is a miss whatever it returned.
   */
  nearOf?: string;
  /** The table of other names the catalogue was written with, when not OTHER_NAMES. */
  names?: NameTable;
}

/** What a query means: the one place that says it. */
export function isRelevant(product: QualityProduct, query: LabelledQuery): boolean {
  if (query.origin !== undefined && product.origin !== query.origin) return false;
  return query.means.some((word) => product.kind === word || product.kind.endsWith(word));
}

/**
 * An autocomplete suggestion is of the meant thing when it contains a meant word or one of that
 * kind's other names (`토마톼` is answered by 토마토 or 방울토마토, `강냉ㅇ` by 강냉이).
 */
export function suggestsMeant(text: string, query: LabelledQuery): boolean {
  const compact = text.replace(/ /g, '');
  return query.means.some((word) =>
    [word, ...otherNames(query.names).flatMap((n) => (n.kind === word ? [n.name] : []))].some((w) =>
      compact.includes(w),
    ),
  );
}

/** Jamo edit distance (es-hangul disassemble), for near words. */
function jamoDistance(a: string, b: string): number {
  const x = Array.from(disassemble(a));
  const y = Array.from(disassemble(b));
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current.push(
        Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1)),
      );
    previous = current;
  }
  return previous[y.length]!;
}

/** Kinds of as many syllables one jamo edit away (부추 -> 배추, 굴 -> 귤 and 꿀). */
export function nearWords(word: string, kinds: readonly string[]): string[] {
  const length = Array.from(word).length;
  return kinds.filter(
    (other) => other !== word && Array.from(other).length === length && jamoDistance(word, other) === 1,
  );
}

/**
 * Everyday and trade names shoppers type, and the kinds they mean; the names shops write are added
 * from catalogue.ts OTHER_NAMES.
 */
const SYNONYMS: [query: string, ...means: string[]][] = [
  ['우육', '소고기', '한우'],
  ['쇠고기', '소고기', '한우'],
  ['계육', '닭고기', '생닭', '토종닭'],
  [
    '돈육',
    '삼겹살',
    '목살',
    '항정살',
    '오겹살',
    '가브리살',
    '앞다리살',
    '뒷다리살',
    '돼지갈비',
    '등갈비',
    '수육',
  ],
  ['압육', '오리고기'],
  ['달걀', '계란'],
  ['겨란', '계란'],
  ['정구지', '부추'],
  ['강냉이', '옥수수'],
  ['옥시기', '옥수수'],
  ['감저', '감자'],
  ['무우', '무'],
  ['배차', '배추'],
  ['상치', '상추'],
  ['홍당무', '당근'],
  ['도마도', '토마토'],
  ['다마네기', '양파'],
  ['새앙', '생강'],
  ['땡초', '청양고추'],
  ['밀감', '귤'],
  ['감귤', '귤'],
  ['능금', '사과'],
  ['호도', '호두'],
  ['낙화생', '땅콩'],
  ['생태', '명태', '동태'],
  ['북어', '북어채', '황태'],
  ['넙치', '광어'],
  ['조피볼락', '우럭'],
  ['쭈꾸미', '주꾸미'],
  ['명태알', '명란젓'],
  ['명란', '명란젓'],
  ['석화', '굴'],
  ['담치', '홍합'],
  ['바닷가재', '랍스터'],
  ['오뎅', '어묵'],
  ['진미', '진미채'],
  ['백미', '백미', '쌀'],
  ['메주콩', '백태'],
  ['검정콩', '서리태'],
  ['올리브오일', '올리브유'],
  ['맛간장', '간장'],
  ['알타리', '총각무', '총각김치'],
  ['숙주나물', '숙주'],
  ['삼겹', '삼겹살'],
  ['차돌', '차돌박이'],
  ['닭가슴', '닭가슴살'],
  ['물', '생수'],
];

/** Loanwords in another common spelling as shoppers type them, and the kind meant. */
const LOANWORDS: [query: string, means: string][] = [
  ['쥬스', '주스'],
  ['소세지', '소시지'],
  ['쏘세지', '소시지'],
  ['베이콘', '베이컨'],
  ['랍스타', '랍스터'],
  ['브로컬리', '브로콜리'],
  ['브로꼴리', '브로콜리'],
  ['빠프리카', '파프리카'],
  ['아보가도', '아보카도'],
  ['모차렐라', '모짜렐라'],
  ['그라놀라', '그래놀라'],
  ['씨리얼', '시리얼'],
  ['샤인머스켓', '샤인머스캣'],
  ['샤인머스캇', '샤인머스캣'],
  ['메론', '멜론'],
  ['오랜지', '오렌지'],
  ['불루베리', '블루베리'],
  ['콤부챠', '콤부차'],
  ['케찹', '케첩'],
  ['마요네스', '마요네즈'],
  ['샐러리', '셀러리'],
  ['아스파라가스', '아스파라거스'],
  ['크렌베리', '크랜베리'],
  ['라스베리', '라즈베리'],
  ['요쿠르트', '요거트'],
  ['야쿠르트', '요거트'],
  ['그릭요구르트', '그릭요거트'],
  ['체다', '체다치즈'],
  ['모짜렐라치즈', '모짜렐라'],
  ['캐슈너트', '캐슈넛'],
  ['피스타치오넛', '피스타치오'],
];

const VOWEL_SWAP: Record<string, string> = {
  ㅏ: 'ㅑ',
  ㅑ: 'ㅏ',
  ㅓ: 'ㅕ',
  ㅕ: 'ㅓ',
  ㅗ: 'ㅛ',
  ㅛ: 'ㅗ',
  ㅜ: 'ㅠ',
  ㅠ: 'ㅜ',
  ㅐ: 'ㅔ',
  ㅔ: 'ㅐ',
  ㅡ: 'ㅜ',
  ㅣ: 'ㅟ',
};
const DOUBLE: Record<string, string> = { ㄱ: 'ㄲ', ㄷ: 'ㄸ', ㅂ: 'ㅃ', ㅅ: 'ㅆ', ㅈ: 'ㅉ' };

/** One jamo off: a wrong vowel, a doubled consonant, a missing or an extra final consonant. */
function typoOf(word: string, variant: number): string | undefined {
  const syllables = Array.from(word);
  const at = variant % syllables.length;
  const jamo = Array.from(disassemble(syllables[at]!));
  const [initial, ...rest] = jamo;
  let changed: string[] | undefined;
  switch (variant % 4) {
    case 0: {
      const index = jamo.findIndex((j) => VOWEL_SWAP[j]);
      if (index > 0) changed = jamo.map((j, i) => (i === index ? VOWEL_SWAP[j]! : j));
      break;
    }
    case 1:
      if (initial && DOUBLE[initial]) changed = [DOUBLE[initial], ...rest];
      break;
    case 2:
      // A final consonant added to a syllable without one, or dropped from one with it.
      changed = jamo.length === 2 ? [...jamo, 'ㅇ'] : jamo.length === 3 ? jamo.slice(0, 2) : undefined;
      break;
    default:
      changed = jamo.length === 2 ? [...jamo, 'ㄴ'] : undefined;
  }
  if (!changed) return undefined;
  const syllable = assemble(changed);
  if (Array.from(syllable).length !== 1) return undefined;
  return syllables.map((s, i) => (i === at ? syllable : s)).join('');
}

function particleOf(word: string, variant: number): string {
  const last = Array.from(disassemble(Array.from(word).pop()!));
  const closed =
    last.length >= 3 && !['ㅏ', 'ㅓ', 'ㅗ', 'ㅜ', 'ㅡ', 'ㅣ', 'ㅐ', 'ㅔ'].includes(last[last.length - 1]!);
  const options = closed ? ['을', '은', '이', '도', '만', '이랑'] : ['를', '는', '가', '도', '만', '랑'];
  return `${word}${options[variant % options.length]}`;
}

/** Short forms shoppers type that shops rarely write, and the kind meant. */
const SHORT_FORMS: [query: string, means: string][] = [
  ['블베', '블루베리'],
  ['샤머', '샤인머스캣'],
  ['닭가슴', '닭가슴살'],
];

/** Vowels a thumb slips to on the two-set keyboard (ㅏ k beside ㅣ l and ㅓ j, ㅜ n beside ㅡ m). */
const NEIGHBOUR_VOWEL: Record<string, string> = {
  ㅏ: 'ㅣ',
  ㅣ: 'ㅏ',
  ㅓ: 'ㅏ',
  ㅗ: 'ㅓ',
  ㅜ: 'ㅡ',
  ㅡ: 'ㅜ',
  ㅐ: 'ㅔ',
  ㅔ: 'ㅐ',
  ㅕ: 'ㅑ',
  ㅑ: 'ㅕ',
};
/** A vowel key pressed once too often composes a diphthong (토마토 -> 토마톼). */
const EXTRA_VOWEL: Record<string, string> = { ㅗ: 'ㅘ', ㅜ: 'ㅝ', ㅡ: 'ㅢ' };

/** One slip while typing, in the syllable at `at`: an extra vowel key or a neighbouring vowel. */
function typingSlip(word: string, at: number, extra: boolean): string | undefined {
  const syllables = Array.from(word);
  const jamo = Array.from(disassemble(syllables[at]!));
  const vowel = jamo.findIndex((j) => NEIGHBOUR_VOWEL[j] || EXTRA_VOWEL[j]);
  if (vowel < 1) return undefined;
  const replaced = (extra && EXTRA_VOWEL[jamo[vowel]!]) || NEIGHBOUR_VOWEL[jamo[vowel]!];
  if (!replaced) return undefined;
  const syllable = assemble(jamo.map((j, i) => (i === vowel ? replaced : j)));
  if (Array.from(syllable).length !== 1) return undefined;
  return syllables.map((s, i) => (i === at ? syllable : s)).join('');
}

/**
 * With `names: 'holdout'` (the catalogue generated with the same option), the other names are
 * holdout-names.ts instead of OTHER_NAMES, and the synonym, loanword and short-form queries are those
 * names only: the hand lists above have been seen while tuning the engine, so they are left out.
 */
export function labelledQueries(
  products: readonly QualityProduct[],
  options: { seed?: number; names?: NameTable } = {},
): LabelledQuery[] {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const holdout = options.names === 'holdout';
  const kinds = [...new Set(allKinds().map((k) => k.kind))];
  const others = otherNames(options.names);
  // A made-up typo must not be a real name of either table.
  const words = new Set([
    ...kinds,
    ...otherNames().map((n) => n.name),
    ...(holdout ? others.map((n) => n.name) : []),
  ]);
  const names = products.map((p) => p.name.replace(/ /g, ''));
  const inCatalogue = (text: string) => names.some((name) => name.includes(text));
  const length = (word: string) => Array.from(word).length;
  /** Kinds with their other names, for prefix labels (`고ㅊ` means 고춧가루, written 고추가루 too). */
  const spellings = kinds.map((kind) => ({
    kind,
    all: [kind, ...others.filter((n) => n.kind === kind).map((n) => n.name)],
  }));
  const startingWith = (jamoPrefix: string) =>
    spellings.filter((s) => s.all.some((w) => disassemble(w).startsWith(jamoPrefix))).map((s) => s.kind);
  /** Kinds some spelling of which ends in these initials (`ㄷㄱ` means 당근, and 계란 written 달걀). */
  const endingInInitials = (choseong: string) =>
    spellings.filter((s) => s.all.some((w) => getChoseong(w).endsWith(choseong))).map((s) => s.kind);
  // A fresh seed picks other words of each list; the fixed seed keeps the suite deterministic.
  const sample = <T>(list: readonly T[], share: number): T[] => list.filter(() => random.chance(share));
  const queries: LabelledQuery[] = [];
  const add = (query: LabelledQuery) => {
    if (!queries.some((q) => q.query === query.query))
      queries.push(holdout ? { ...query, names: 'holdout' } : query);
  };

  // One-syllable kinds, with compounds where the word only modifies another kind (꿀고구마, 배즙).
  for (const kind of kinds.filter((k) => length(k) === 1)) {
    const [nearOf] = nearWords(kind, kinds);
    add({ query: kind, kind: 'one-syllable', means: [kind], ...(nearOf ? { nearOf } : {}) });
  }
  // A food word one edit from another must find itself, uncorrected (부추 is not 배추).
  for (const kind of kinds.filter((k) => length(k) >= 2)) {
    const [nearOf] = nearWords(kind, kinds);
    if (nearOf) add({ query: kind, kind: 'near-word', means: [kind], nearOf });
  }
  // A thing the catalogue writes several ways: its own word must find every spelling's products.
  for (const kind of [...new Set(others.map((n) => n.kind))])
    add({ query: kind, kind: 'variant', means: [kind] });

  for (const kind of sample(
    kinds.filter((k) => length(k) === 2),
    0.3,
  ))
    add({ query: kind, kind: 'two-syllable', means: [kind] });
  for (const kind of sample(
    kinds.filter((k) => length(k) >= 3),
    0.25,
  ))
    add({ query: kind, kind: 'word', means: [kind] });

  let variant = random.int(0, 3);
  for (const kind of sample(
    kinds.filter((k) => length(k) >= 2),
    0.5,
  )) {
    for (let attempt = 0; attempt < 4; attempt++) {
      const typo = typoOf(kind, variant++);
      if (typo && typo !== kind && !inCatalogue(typo) && !words.has(typo)) {
        add({ query: typo, kind: 'typo', means: [kind] });
        break;
      }
    }
  }

  // Both directions: what shoppers type (the hand lists), then every other name shops write.
  for (const [query, ...means] of holdout ? [] : SYNONYMS) add({ query, kind: 'synonym', means });
  for (const n of others.filter((n) => n.nameClass === 'everyday'))
    add({ query: n.name, kind: 'synonym', means: [n.kind] });
  for (const [query, means] of holdout ? [] : LOANWORDS) add({ query, kind: 'loanword', means: [means] });
  for (const n of others.filter((n) => n.nameClass === 'loanword'))
    add({ query: n.name, kind: 'loanword', means: [n.kind] });
  for (const n of others.filter((n) => n.nameClass === 'short'))
    add({ query: n.name, kind: 'short-form', means: [n.kind] });
  for (const [query, means] of holdout ? [] : SHORT_FORMS) add({ query, kind: 'short-form', means: [means] });

  for (const kind of sample(
    kinds.filter((k) => length(k) >= 3),
    0.35,
  )) {
    const list = Array.from(kind);
    const cut = list.length === 3 ? 1 : 2;
    add({
      query: `${list.slice(0, cut).join('')} ${list.slice(cut).join('')}`,
      kind: 'spacing',
      means: [kind],
    });
  }
  for (const product of random.shuffle(products).slice(0, 25)) {
    add({
      query: `${product.origin}${product.kind}`,
      kind: 'spacing',
      means: [product.kind],
      origin: product.origin,
    });
  }

  for (const kind of sample(
    kinds.filter((k) => length(k) >= 2),
    0.17,
  )) {
    const choseong = getChoseong(kind);
    add({ query: choseong, kind: 'initials', means: endingInInitials(choseong) });
  }
  // Initials of a name as the shopper saw it written (`ㅇㅅ ㅍㅇ` for 의성 팽이, a 팽이버섯).
  for (const product of random.shuffle(products).slice(0, 20)) {
    const choseong = getChoseong(product.written);
    add({
      query: `${getChoseong(product.origin)} ${choseong}`,
      kind: 'initials',
      means: [product.kind, ...endingInInitials(choseong)],
      origin: product.origin,
    });
  }

  for (const kind of sample(
    kinds.filter((k) => length(k) >= 2),
    0.2,
  )) {
    const list = Array.from(kind);
    const last = Array.from(disassemble(list.pop()!));
    const query = `${list.join('')}${last[0]}`;
    add({ query, kind: 'half-typed', means: startingWith(disassemble(query)) });
  }
  // A syllable and the next one's initial (사ㄱ): every such prefix a brand, origin or grade also
  // reads (사계절농원, 고창, 블랙라벨), so the kinds must rank above those names.
  const distractors = [...BRANDS, ...ORIGINS, '블랙라벨'].map((w) => disassemble(w));
  for (const kind of kinds.filter((k) => length(k) >= 2)) {
    const [first, second] = Array.from(kind);
    const query = `${first}${disassemble(second!)[0]}`;
    const prefix = disassemble(query);
    if (distractors.some((d) => d.includes(prefix)) || random.chance(0.1))
      add({ query, kind: 'half-typed', means: startingWith(prefix) });
  }

  for (const kind of sample(kinds, 0.17)) {
    add({ query: particleOf(kind, variant++), kind: 'particle', means: [kind] });
  }
  for (const kind of sample(
    kinds.filter((k) => length(k) >= 2),
    0.13,
  )) {
    add({ query: convertHangulToQwerty(kind), kind: 'wrong-layout', means: [kind] });
  }
  for (let i = 0; i < 40; i++) {
    const product = random.pick(products);
    add({
      query: `${product.origin} ${product.kind}`,
      kind: 'region-kind',
      means: [product.kind],
      origin: product.origin,
    });
  }

  // Autocomplete while typing: a slip in a syllable (토마톼, 바니나), or the last syllable still an
  // initial (토마ㅌ); a suggestion of the meant word in the first ten passes.
  for (const kind of sample(
    kinds.filter((k) => length(k) >= 2),
    0.3,
  )) {
    const list = Array.from(kind);
    if (random.chance(0.25)) {
      const last = Array.from(disassemble(list.pop()!));
      add({ query: `${list.join('')}${last[0]}`, kind: 'autocomplete-typo', means: [kind] });
      continue;
    }
    const at = random.int(1, list.length - 1);
    const slip = typingSlip(kind, at, random.chance(0.5)) ?? typingSlip(kind, at - 1, false);
    if (slip && !words.has(slip) && !inCatalogue(slip))
      add({ query: slip, kind: 'autocomplete-typo', means: [kind] });
  }
  return queries;
}

export { ORIGINS };
