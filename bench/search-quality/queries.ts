/**
 * At least 400 labelled queries over the generated catalogue (catalogue.ts), of the twelve kinds the
 * search issue names. Each query says which kinds of food (and, for region queries, which origin) a
 * shopper means, so relevance never asks the engine: a product is relevant when its kind is the word
 * meant or ends with it (Korean compounds are head-final: 꿀사과 is a 사과, 총각무 a 무), and for a
 * region query when it also comes from there. Generated from the kinds, except synonyms and loanwords,
 * which are written here by hand, independently of the engine's dictionary.
 */
import { assemble, convertHangulToQwerty, disassemble, getChoseong } from 'es-hangul';
import { createRandom } from '../../server/shared/prng.ts';
import { allKinds, ORIGINS, type QualityProduct } from './catalogue.ts';

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
  | 'word';

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  /** The words meant: a product whose kind is one of them, or ends with one, is relevant. */
  means: string[];
  /** Only products from here (region + kind queries). */
  origin?: string;
}

export function isRelevant(product: QualityProduct, query: LabelledQuery): boolean {
  if (query.origin !== undefined && product.origin !== query.origin) return false;
  return query.means.some((word) => product.kind === word || product.kind.endsWith(word));
}

/** Everyday and trade names for kinds of the catalogue: what shoppers type, and the kind they mean. */
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

/** Loanwords in the other common spelling: what shoppers type, and the catalogue's spelling. */
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
  ['요쿠르트', '요구르트'],
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

export function labelledQueries(products: readonly QualityProduct[]): LabelledQuery[] {
  const random = createRandom(20261124);
  const kinds = [...new Set(allKinds().map((k) => k.kind))];
  const names = products.map((p) => p.name.replace(/ /g, ''));
  const inCatalogue = (text: string) => names.some((name) => name.includes(text));
  const length = (word: string) => Array.from(word).length;
  const queries: LabelledQuery[] = [];
  const add = (query: LabelledQuery) => {
    if (!queries.some((q) => q.query === query.query)) queries.push(query);
  };

  for (const kind of kinds.filter((k) => length(k) === 1))
    add({ query: kind, kind: 'one-syllable', means: [kind] });
  for (const kind of kinds.filter((k) => length(k) === 2).slice(0, 50))
    add({ query: kind, kind: 'two-syllable', means: [kind] });
  for (const kind of kinds.filter((k) => length(k) >= 3).slice(0, 30))
    add({ query: kind, kind: 'word', means: [kind] });

  let variant = 0;
  for (const kind of kinds.filter((k) => length(k) >= 2).filter((_, i) => i % 2 === 0)) {
    for (let attempt = 0; attempt < 4; attempt++) {
      const typo = typoOf(kind, variant++);
      if (typo && typo !== kind && !inCatalogue(typo) && !kinds.includes(typo)) {
        add({ query: typo, kind: 'typo', means: [kind] });
        break;
      }
    }
  }

  for (const [query, ...means] of SYNONYMS) add({ query, kind: 'synonym', means });
  for (const [query, means] of LOANWORDS) add({ query, kind: 'loanword', means: [means] });

  for (const kind of kinds.filter((k) => length(k) >= 3).filter((_, i) => i % 3 === 0)) {
    const list = Array.from(kind);
    const cut = list.length === 3 ? 1 : 2;
    add({
      query: `${list.slice(0, cut).join('')} ${list.slice(cut).join('')}`,
      kind: 'spacing',
      means: [kind],
    });
  }
  for (const product of products.slice(0, 25)) {
    add({
      query: `${product.origin}${product.kind}`,
      kind: 'spacing',
      means: [product.kind],
      origin: product.origin,
    });
  }

  for (const kind of kinds.filter((k) => length(k) >= 2).filter((_, i) => i % 6 === 0)) {
    const choseong = getChoseong(kind);
    const means = kinds.filter((k) => getChoseong(k).endsWith(choseong));
    add({ query: choseong, kind: 'initials', means });
  }
  for (const product of products.slice(40, 60)) {
    add({
      query: `${getChoseong(product.origin)} ${getChoseong(product.kind)}`,
      kind: 'initials',
      means: kinds.filter((k) => getChoseong(k).endsWith(getChoseong(product.kind))),
      origin: product.origin,
    });
  }

  for (const kind of kinds.filter((k) => length(k) >= 2).filter((_, i) => i % 5 === 1)) {
    const list = Array.from(kind);
    const last = Array.from(disassemble(list.pop()!));
    const query = `${list.join('')}${last[0]}`;
    const prefix = disassemble(query);
    add({ query, kind: 'half-typed', means: kinds.filter((k) => disassemble(k).startsWith(prefix)) });
  }

  for (const kind of kinds.filter((_, i) => i % 6 === 2)) {
    add({ query: particleOf(kind, variant++), kind: 'particle', means: [kind] });
  }
  for (const kind of kinds.filter((k) => length(k) >= 2).filter((_, i) => i % 8 === 3)) {
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
  return queries;
}

export { ORIGINS };
