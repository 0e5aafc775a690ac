/**
 * The search quality suite's queries over the seeded catalogue. Each names what a shopper typing it
 * wants, as a predicate on products, so recall@10 = |top 10 ∩ relevant| / min(10, |relevant|) does not
 * depend on the engine it measures. Kinds cover what the issue asks for: one- and two-syllable words,
 * 초성, half-typed and composing syllables, spacing, the wrong keyboard layout, particles, loanwords
 * and brands, English words, categories and regions, several words.
 */
import { convertHangulToQwerty } from 'es-hangul';

export type Relevance =
  /** The compact name contains it (`꿀 사과` contains 꿀사과). */
  | { name: string }
  /** A word of the name is it or ends with it (Korean compounds are head-final: 신고배 is a 배). */
  | { head: string }
  /** A word's initial consonants are these or end with these (`ㄱㄱㅁ`: 고구마, 꿀고구마). */
  | { choseongHead: string }
  /** The name's jamo contains these jamo (`사ㄱ`: 사과, 사골, 꿀사과). */
  | { jamo: string }
  /** A category on the product's path is named this, or has this as one of its words (`계란·알류`). */
  | { category: string }
  /** The name or the origin contains it (regions). */
  | { origin: string }
  | { all: Relevance[] }
  | { any: Relevance[] };

export type QualityKind =
  | 'one-syllable'
  | 'two-syllable'
  | 'word'
  | 'choseong'
  | 'half-typed'
  | 'spacing'
  | 'wrong-layout'
  | 'particle'
  | 'loanword'
  | 'english'
  | 'category'
  | 'multi-word';

export interface QualityCase {
  query: string;
  kind: QualityKind;
  relevant: Relevance;
}

const name = (text: string): Relevance => ({ name: text });
const head = (text: string): Relevance => ({ head: text });

const byName = (kind: QualityKind, words: string[]): QualityCase[] =>
  words.map((word) => ({ query: word, kind, relevant: name(word) }));

const PEAR = head('배');

const twoSyllables = byName('two-syllable', [
  '사과',
  '감귤',
  '딸기',
  '수박',
  '참외',
  '포도',
  '망고',
  '키위',
  '자몽',
  '레몬',
  '체리',
  '호두',
  '대추',
  '곶감',
  '한우',
  '한돈',
  '목살',
  '등심',
  '오리',
  '연어',
  '참치',
  '굴비',
  '갈치',
  '전복',
  '꼬막',
  '홍합',
  '대게',
  '꽃게',
  '새우',
  '멸치',
  '황태',
  '미역',
  '김치',
  '두부',
  '어묵',
  '우유',
  '두유',
  '치즈',
  '버터',
  '녹차',
  '홍삼',
  '인삼',
  '생강',
  '마늘',
  '양파',
  '대파',
  '당근',
  '감자',
  '배추',
  '깻잎',
  '버섯',
  '오이',
  '현미',
  '찹쌀',
  '흑미',
  '귀리',
  '유자',
  '매실',
  '식혜',
  '커피',
  '명란',
  '게장',
  '곰탕',
  '라임',
  '옥돔',
  '조기',
  '관자',
  '약과',
]);

const oneSyllable: QualityCase[] = [
  { query: '쌀', kind: 'one-syllable', relevant: name('쌀') },
  { query: '배', kind: 'one-syllable', relevant: PEAR },
  { query: '귤', kind: 'one-syllable', relevant: name('귤') },
  ...['꿀', '굴', '팥', '콩', '밤', '잣', '무', '파', '김', '떡', '감', '차'].map(
    (word): QualityCase => ({ query: word, kind: 'one-syllable', relevant: head(word) }),
  ),
];

const words = byName('word', [
  '고구마',
  '블루베리',
  '샤인머스캣',
  '한라봉',
  '천혜향',
  '바나나',
  '아보카도',
  '파인애플',
  '삼겹살',
  '차돌박이',
  '고등어',
  '오징어',
  '고춧가루',
  '참기름',
  '들기름',
  '새싹삼',
  '닭가슴살',
  '메추리알',
  '방울토마토',
]);

const choseong: QualityCase[] = [
  'ㅅㄱ',
  'ㄱㄱ',
  'ㄷㄱ',
  'ㅎㅇ',
  'ㅂㄴㄴ',
  'ㄱㄱㅁ',
  'ㅎㄹㅂ',
  'ㅅㄱㅅ',
  'ㅇㅈㅇ',
  'ㄱㄷㅇ',
  'ㅂㄹㅂㄹ',
  'ㄷㅍ',
  'ㅈㅈ',
  'ㅊㅅ',
  'ㄱㅊ',
  'ㅎㄷ',
  'ㅊㅈ',
  'ㅂㅌ',
].map((query) => ({ query, kind: 'choseong', relevant: { choseongHead: query } }));

const halfTyped: QualityCase[] = [
  ...[
    '사ㄱ',
    '딸ㄱ',
    '고구ㅁ',
    '한ㅇ',
    '블루ㅂ',
    '바나ㄴ',
    '삼겹ㅅ',
    '감ㄱ',
    '오징ㅇ',
    '참ㄱ',
    '고등ㅇ',
    '호ㄷ',
    '꿀사ㄱ',
  ].map((query): QualityCase => ({ query, kind: 'half-typed', relevant: { jamo: query } })),
  // Sent while the last syllable was still composing: 삭 on the way to 사과, 고굼 to 고구마.
  { query: '삭', kind: 'half-typed', relevant: { jamo: '삭' } },
  { query: '고굼', kind: 'half-typed', relevant: name('고구마') },
  { query: '바난', kind: 'half-typed', relevant: name('바나나') },
  { query: '제주 감ㄱ', kind: 'half-typed', relevant: { all: [name('제주'), { jamo: '감ㄱ' }] } },
];

const spacing: QualityCase[] = [
  ...byName('spacing', [
    '꿀 사과',
    '꿀사과',
    '청송사과',
    '제주감귤',
    '나주배',
    '한우등심',
    '제주흑돼지',
    '흑돼지 목살',
    '이천쌀',
    '고창수박',
    '생연어',
    '훈제 오리',
    '그릭 요거트',
    '저지방우유',
    '방울 토마토',
    '깐 마늘',
    '한우 불고기',
    '유기농우유',
    '닭 가슴살',
    '메추리 알',
  ]),
  // Written apart, with a word between, in the catalogue: 논산 설향 딸기.
  { query: '논산딸기', kind: 'spacing', relevant: { all: [name('논산'), name('딸기')] } },
  { query: '청송황금사과', kind: 'spacing', relevant: { all: [name('청송'), name('황금사과')] } },
];

const layoutWords: [string, Relevance][] = [
  ['사과', name('사과')],
  ['쌀', name('쌀')],
  ['딸기', name('딸기')],
  ['고구마', name('고구마')],
  ['한우', name('한우')],
  ['바나나', name('바나나')],
  ['우유', name('우유')],
  ['김치', name('김치')],
  ['오징어', name('오징어')],
  ['고등어', name('고등어')],
  ['수박', name('수박')],
  ['포도', name('포도')],
  ['연어', name('연어')],
  ['두부', name('두부')],
  ['감귤', name('감귤')],
  ['삼겹살', name('삼겹살')],
  ['꿀 사과', name('꿀사과')],
];
const wrongLayout = layoutWords.map(
  ([korean, relevant]): QualityCase => ({
    query: korean
      .split(' ')
      .map((word) => convertHangulToQwerty(word))
      .join(' '),
    kind: 'wrong-layout',
    relevant,
  }),
);

const particles: QualityCase[] = [
  ['사과를', name('사과')],
  ['쌀로', name('쌀')],
  ['배는', PEAR],
  ['고구마를', name('고구마')],
  ['딸기가', name('딸기')],
  ['한우는', name('한우')],
  ['우유랑', name('우유')],
  ['김치도', name('김치')],
  ['감귤이', name('감귤')],
  ['수박을', name('수박')],
  ['연어와', name('연어')],
  ['두부만', name('두부')],
  ['치즈를', name('치즈')],
  ['바나나는', name('바나나')],
  ['새우랑', name('새우')],
  ['쌀이랑', name('쌀')],
  ['참기름으로', name('참기름')],
  ['고등어에', name('고등어')],
  ['포도를', name('포도')],
  ['굴이', head('굴')],
].map(([query, relevant]) => ({ query: query as string, kind: 'particle', relevant: relevant as Relevance }));

const loanwords: QualityCase[] = [
  ...byName('loanword', [
    '요거트',
    '그릭요거트',
    '모짜렐라',
    '브로콜리',
    '파프리카',
    '콤부차',
    '베이컨',
    '랍스터',
    '오트밀',
    '시리얼',
    '크림치즈',
    '스테이크',
    '소시지',
    '그래놀라',
    '콘플레이크',
    '밀키트',
    '와규',
    '콜드브루',
  ]),
  // Other spellings shoppers type.
  ...(
    [
      ['모차렐라', '모짜렐라'],
      ['요구르트', '요거트'],
      ['쥬스', '주스'],
      ['소세지', '소시지'],
      ['브로컬리', '브로콜리'],
      ['샤인머스켓', '샤인머스캣'],
      ['아보가도', '아보카도'],
      ['랍스타', '랍스터'],
      ['콘후레이크', '콘플레이크'],
      ['그라놀라', '그래놀라'],
      ['메론', '멜론'],
      ['돈가스', '돈까스'],
    ] as const
  ).map(([query, usual]): QualityCase => ({ query, kind: 'loanword', relevant: name(usual) })),
  // Latin brands and marks inside Korean names.
  { query: 'ABC 주스', kind: 'loanword', relevant: name('abc주스') },
  { query: 'abc', kind: 'loanword', relevant: name('abc') },
  { query: 'NFC', kind: 'loanword', relevant: name('nfc') },
  { query: 'LA갈비', kind: 'loanword', relevant: name('la갈비') },
  { query: 'la 갈비', kind: 'loanword', relevant: name('la갈비') },
];

const english: QualityCase[] = (
  [
    ['apple', name('사과')],
    ['banana', name('바나나')],
    ['milk', name('우유')],
    ['kimchi', name('김치')],
    ['tofu', name('두부')],
    ['honey', head('꿀')],
    ['salmon', name('연어')],
    ['rice', name('쌀')],
    ['egg', { category: '계란' }],
    ['garlic', name('마늘')],
  ] as const
).map(([query, relevant]) => ({ query, kind: 'english', relevant }));

const categories: QualityCase[] = [
  { query: '과일', kind: 'category', relevant: { category: '과일' } },
  { query: '채소', kind: 'category', relevant: { category: '채소' } },
  { query: '유제품', kind: 'category', relevant: { category: '유제품' } },
  { query: '견과류', kind: 'category', relevant: { category: '견과류' } },
  { query: '수산', kind: 'category', relevant: { category: '수산' } },
  { query: '건어물', kind: 'category', relevant: { category: '건어물' } },
  { query: '계란', kind: 'category', relevant: { category: '계란' } },
  { query: '제주', kind: 'category', relevant: { origin: '제주' } },
  { query: '청송', kind: 'category', relevant: { origin: '청송' } },
  { query: '나주', kind: 'category', relevant: { origin: '나주' } },
];

const multiWord: QualityCase[] = (
  [
    ['제주 감귤', [name('제주'), name('감귤')]],
    ['나주 배', [name('나주'), PEAR]],
    ['한우 등심', [name('한우'), name('등심')]],
    ['유기농 우유', [name('유기농'), name('우유')]],
    ['무항생제 계란', [name('무항생제'), { category: '계란' }]],
    ['국산 콩 두부', [name('국산'), name('콩'), name('두부')]],
    ['통영 굴', [name('통영'), head('굴')]],
    ['제주 고등어', [name('제주'), name('고등어')]],
    ['청송 사과', [name('청송'), name('사과')]],
    ['순창 고추장', [name('순창'), name('고추장')]],
    ['임실 치즈', [name('임실'), name('치즈')]],
    ['사과 청송', [name('청송'), name('사과')]],
  ] as const
).map(([query, all]) => ({ query, kind: 'multi-word', relevant: { all: [...all] } }));

export const qualityCases: QualityCase[] = [
  ...oneSyllable,
  ...twoSyllables,
  ...words,
  ...choseong,
  ...halfTyped,
  ...spacing,
  ...wrongLayout,
  ...particles,
  ...loanwords,
  ...english,
  ...categories,
  ...multiWord,
];
