/**
 * A generated grocery catalogue for the search quality suite, independent of the seeded products:
 * about four hundred kinds of food over the seeded category tree, each product named the way Korean
 * shops name them (brand, origin, grade, the kind, a variety, size and pack count:
 * `청송 유기농 꿀사과 3kg`, `하늘농원 국산 찰옥수수 10개입`, `바다마을 손질 고등어 1kg x 2팩`).
 * A kind is the thing (what relevance is about); about a third of the products of a kind that shops
 * also write another way name it that way (`강냉이 2kg` is an 옥수수, `케찹` a 케첩, `초장` a
 * 초고추장). Brands and origins that begin like a kind (사계절농원, 고창) and kinds where a one-syllable
 * kind word only modifies another (꿀고구마, 배즙) are there on purpose. Every product remembers its
 * kind and origin, so the labelled queries (queries.ts) say which products a shopper means without
 * asking the engine. Deterministic per seed: the same options give the same file.
 *
 *   node --import tsx bench/search-quality/catalogue.ts 3000 [seed] [--names=holdout] > catalogue.jsonl
 *   npm run catalog:import -- catalogue.jsonl
 */
import type { CatalogLineInput } from '#contract/catalog.ts';
import { generateCatalogue } from '../../server/seed/generate.ts';
import { createRandom } from '../../server/shared/prng.ts';
import { HOLDOUT_NAMES } from './holdout-names.ts';

/** Kinds per depth-3 category of the seeded tree. A kind is one word as shops write it. */
export const KINDS: Record<string, string> = {
  C010101: '사과 배 부사 홍로 꿀사과 신고배',
  C010102: '귤 한라봉 천혜향 레드향 황금향 금귤',
  C010103: '딸기 블루베리 라즈베리 오디 복분자',
  C010104: '수박 참외 멜론 애플수박 꿀참외',
  C010105: '감 단감 홍시 곶감 대봉감 감말랭이',
  C010106: '포도 복숭아 자두 살구 천도복숭아 샤인머스캣 거봉',
  C010201: '바나나 파인애플',
  C010202: '아보카도 망고 키위 골드키위',
  C010203: '오렌지 자몽 레몬 라임',
  C010204: '체리 청포도 크랜베리',
  C010301: '밤 대추 알밤',
  C010302: '호두 잣 땅콩 아몬드 캐슈넛 피스타치오',
  C010303: '건포도 건자두 말린망고',
  C020101: '감자 고구마 옥수수 찰옥수수 햇감자 밤고구마 호박고구마 꿀고구마',
  C020102: '양파 마늘 대파 쪽파 생강 깐마늘 마늘종',
  C020103: '무 배추 알배추 얼갈이 열무 총각무',
  C020104: '당근 연근 우엉 도라지 더덕 비트',
  C020201: '상추 깻잎 시금치 부추 쑥갓 케일 청경채 고수',
  C020202: '양상추 로메인 브로콜리 양배추 셀러리 아스파라거스',
  C020203: '토마토 방울토마토 파프리카 오이 애호박 가지 단호박 밤호박 고추 청양고추',
  C020301: '표고버섯 느타리버섯 새송이버섯 팽이버섯 양송이버섯',
  C020302: '고사리 취나물 냉이 달래 두릅 콩나물 숙주 쑥 죽순',
  C030101: '고등어 갈치 굴비 삼치 꽁치 가자미 조기 대구',
  C030102: '연어 참치 광어 우럭 방어 은어',
  C030103: '오징어 낙지 주꾸미 문어 명태 동태',
  C030201: '전복 굴 바지락 꼬막 홍합 가리비 키조개',
  C030202: '새우 대하 꽃게 대게 홍게 랍스터',
  C030301: '멸치 황태 북어채 건새우 디포리',
  C030302: '김 미역 다시마 매생이 톳 파래',
  C030303: '마른오징어 쥐포 진미채 오징어채',
  C040101: '한우 한우등심 한우안심 한우불고기',
  C040102: '소고기 차돌박이 부채살 소갈비 양지',
  C040201: '삼겹살 목살 항정살 오겹살 가브리살',
  C040202: '앞다리살 뒷다리살 돼지갈비 등갈비 수육',
  C040301: '닭고기 닭가슴살 닭다리 닭날개 생닭 토종닭',
  C040302: '오리고기 훈제오리 오리주물럭',
  C040401: '계란 유정란 구운계란',
  C040402: '메추리알 청란',
  C050101: '쌀 백미 햅쌀',
  C050102: '현미 찹쌀 흑미',
  C050201: '잡곡 보리 귀리 수수 기장 율무',
  C050202: '서리태 백태 팥 녹두',
  C050301: '떡 가래떡 떡국떡 떡볶이떡 인절미 송편',
  C050302: '밀가루 부침가루 튀김가루 찹쌀가루',
  C060101: '국수 소면 칼국수 냉면 당면 라면 쌀국수 콩국수',
  C060102: '즉석밥 누룽지 카레 죽 전복죽 팥죽',
  C060201: '고추장 된장 간장 쌈장 고춧가루 초고추장',
  C060202: '참기름 들기름 식초 올리브유 케첩 마요네즈 감식초 굴소스',
  C060301: '시리얼 그래놀라 오트밀 식빵 바게트',
  C060302: '약과 유과 강정 쌀과자 초콜릿 비스킷 카스텔라 도넛',
  C060401: '햄 소시지 베이컨',
  C060402: '참치캔 꽁치캔 골뱅이 게맛살',
  C070101: '홍삼 홍삼정',
  C070102: '수삼 인삼',
  C070201: '꿀 아카시아꿀 밤꿀',
  C070202: '유자청 매실청 레몬청',
  C070301: '양배추즙 배도라지즙 사과즙 흑염소즙 배즙',
  C070302: '흑마늘 마늘환',
  C080101: '생수 탄산수',
  C080102: '주스 식혜 수정과',
  C080103: '콤부차 케피어',
  C080201: '원두 커피',
  C080202: '녹차 보리차 옥수수차',
  C090101: '김치 배추김치 포기김치',
  C090102: '깍두기 열무김치 파김치 총각김치',
  C090201: '명란젓 새우젓 오징어젓 굴젓 장아찌',
  C090202: '멸치볶음 장조림 콩자반 김자반 무말랭이',
  C090301: '육개장 곰탕 된장찌개',
  C090302: '밀키트 떡갈비 불고기 돈가스',
  C090303: '두부 순두부 어묵',
  C100101: '우유 두유',
  C100102: '요거트 그릭요거트',
  C100201: '치즈 모짜렐라 체다치즈',
  C100202: '버터 생크림',
};

/**
 * How shops also write a kind in product names, written by hand from how Korean groceries are sold
 * (not from the engine's dictionary): loanwords respelled, everyday, dialect and trade names, and
 * short forms. A name belongs to one kind only and is never itself a kind.
 */
export const OTHER_NAMES = {
  loanword: {
    바게트: '바게뜨',
    케첩: '케찹',
    소시지: '소세지 쏘세지',
    요거트: '요구르트 요쿠르트',
    케피어: '케피르',
    베이컨: '베이콘',
    랍스터: '랍스타',
    브로콜리: '브로컬리 브로꼴리',
    파프리카: '빠프리카',
    아보카도: '아보가도',
    모짜렐라: '모차렐라',
    그래놀라: '그라놀라',
    시리얼: '씨리얼',
    샤인머스캣: '샤인머스켓 샤인머스캇',
    멜론: '메론',
    콤부차: '콤부챠',
    마요네즈: '마요네스',
    셀러리: '샐러리',
    아스파라거스: '아스파라가스',
    크랜베리: '크렌베리',
    라즈베리: '라스베리',
    캐슈넛: '캐슈너트',
    주스: '쥬스',
    카레: '커리',
    돈가스: '돈까스 돈카츠',
    카스텔라: '카스테라',
    도넛: '도너츠 도나쓰',
    초콜릿: '초콜렛 쵸콜릿',
    비스킷: '비스켓',
    버터: '빠다',
    건자두: '푸룬',
  },
  everyday: {
    옥수수: '강냉이 옥시기',
    부추: '정구지',
    소고기: '쇠고기 우육',
    닭고기: '계육',
    토종닭: '촌닭',
    계란: '달걀',
    무: '무우',
    토마토: '도마도',
    당근: '홍당무',
    귤: '감귤 밀감',
    광어: '넙치',
    우럭: '조피볼락',
    주꾸미: '쭈꾸미',
    굴: '석화',
    홍합: '담치',
    어묵: '오뎅',
    청양고추: '땡초',
    호두: '호도',
    백태: '메주콩',
    서리태: '검정콩',
    키위: '참다래',
    참치: '다랑어',
    홍게: '붉은대게',
    말린망고: '건망고',
    디포리: '밴댕이',
    마른오징어: '건오징어',
    건새우: '마른새우',
    쥐포: '쥐치포',
    시금치: '섬초 포항초',
    목살: '목심',
    앞다리살: '전지',
    뒷다리살: '후지',
    등갈비: '쪽갈비',
    양지: '양지머리',
    메추리알: '메추라기알',
    꿀: '벌꿀',
    아카시아꿀: '아까시꿀',
    유자청: '유자차',
    올리브유: '올리브오일',
    참치캔: '참치통조림',
    숙주: '숙주나물',
    총각무: '알타리',
    총각김치: '알타리김치',
    파김치: '쪽파김치',
    흑염소즙: '흑염소진액',
    즉석밥: '햇반',
    식혜: '단술',
    생수: '먹는샘물',
    밀가루: '소맥분',
    고춧가루: '고추가루',
    마늘종: '마늘쫑',
  },
  short: {
    초고추장: '초장',
    삼겹살: '삼겹',
    오겹살: '오겹',
    항정살: '항정',
    가브리살: '가브리',
    차돌박이: '차돌',
    닭가슴살: '닭가슴',
    방울토마토: '방토',
    대봉감: '대봉',
    천도복숭아: '천도',
    떡볶이떡: '떡볶이',
    떡국떡: '떡국',
    명란젓: '명란',
    진미채: '진미',
    체다치즈: '체다',
    표고버섯: '표고',
    느타리버섯: '느타리',
    새송이버섯: '새송이',
    팽이버섯: '팽이',
    양송이버섯: '양송이',
    배도라지즙: '배도라지',
    닭날개: '닭윙',
  },
} as const satisfies Record<string, Record<string, string>>;

export type NameClass = keyof typeof OTHER_NAMES;

/**
 * Which table of other names a catalogue and its queries use: `other` (OTHER_NAMES, the default) or
 * `holdout` (holdout-names.ts, for a number nobody has tuned the engine against).
 */
export type NameTable = 'other' | 'holdout';
const NAME_TABLES: Record<NameTable, Record<NameClass, Record<string, string>>> = {
  other: OTHER_NAMES,
  holdout: HOLDOUT_NAMES,
};

/** Every other name of a kind with its class, e.g. 옥수수 -> 강냉이 (everyday), 옥시기 (everyday). */
export function otherNames(
  table: NameTable = 'other',
): { kind: string; name: string; nameClass: NameClass }[] {
  const names = NAME_TABLES[table];
  return (Object.keys(names) as NameClass[]).flatMap((nameClass) =>
    Object.entries(names[nameClass]).flatMap(([kind, written]) =>
      written.split(' ').map((name) => ({ kind, name, nameClass })),
    ),
  );
}

export const ORIGINS = [
  '청송',
  '나주',
  '제주',
  '평창',
  '성주',
  '영덕',
  '통영',
  '완도',
  '해남',
  '이천',
  '철원',
  '횡성',
  '안동',
  '고창',
  '상주',
  '영주',
  '의성',
  '남해',
  '여수',
  '강화',
  '홍천',
  '충주',
  '논산',
  '김해',
  // Origins that begin like a kind's first syllables (고창 and 고추 read 고ㅊ, 양평 and 양파 양ㅍ).
  '고성',
  '양평',
  '대천',
  '김천',
  '보성',
];
const GRADES = [
  '',
  '',
  '',
  '',
  '유기농',
  '무농약',
  '국산',
  '특품',
  '프리미엄',
  '햇',
  '친환경',
  '못난이',
  '블랙라벨',
];
export const BRANDS = [
  '하늘농원',
  '초록들판',
  '바다마을',
  '산골농원',
  '우리영농조합',
  '해뜰마루',
  '참좋은',
  // Brands that begin with a kind's first syllable or a one-syllable kind word (사계절농원 reads
  // 사ㄱ like 사과, 감나무집 has 감, 양지농원 has 양지): real shops are named like this.
  '사계절농원',
  '한아름',
  '시골마님',
  '수빈농장',
  '만석농원',
  '오대산농원',
  '대관령목장',
  '감나무집',
  '밤하늘농원',
  '꿀벌농원',
  '무지개농장',
  '김씨네',
  '한라산농원',
  '복순이네',
  '배꽃마을',
  '양지농원',
  '대추나무집',
  '고향마을',
];
const VARIETIES = ['', '', '', '', '', '가정용', '선물용', '실속형', '손질', '대용량'];
const SIZES = ['300g', '500g', '1kg', '2kg', '3kg', '5kg', '10kg', '1.5kg', '200g', '800g'];
const PACKS = ['', '', '', ' x 2팩', ' x 3봉', ' 10개입', ' 20구', ' 2입', ' 1+1'];

export interface QualityProduct {
  productNo: number;
  name: string;
  /** The thing the product is, whatever its name calls it. */
  kind: string;
  /** How the name writes the kind: the kind itself or one of its other names. */
  written: string;
  origin: string;
  categoryCode: string;
}

export interface QualityCatalogue {
  lines: CatalogLineInput[];
  products: QualityProduct[];
  kinds: { kind: string; categoryCode: string }[];
}

/** Every kind with its category, in table order. */
export const allKinds = (): { kind: string; categoryCode: string }[] =>
  Object.entries(KINDS).flatMap(([categoryCode, words]) =>
    words.split(' ').map((kind) => ({ kind, categoryCode })),
  );

const EPOCH = new Date('2026-11-01T00:00:00.000Z');

/** The seed of the suite's fixed catalogue and queries (the test's). */
export const DEFAULT_SEED = 20261124;
/** The share of a kind's products that use one of its other names, where it has any. */
const OTHER_NAME_SHARE = 1 / 3;

export function generateQualityCatalogue(options: {
  products: number;
  seed?: number;
  names?: NameTable;
}): QualityCatalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const namesOf = new Map<string, string[]>();
  for (const { kind, name } of otherNames(options.names))
    namesOf.set(kind, [...(namesOf.get(kind) ?? []), name]);
  const base = generateCatalogue({ now: EPOCH });
  const lines: CatalogLineInput[] = [];
  for (const row of [...base.category].sort((a, b) => a.depth - b.depth)) {
    lines.push({
      type: 'category',
      code: row.code,
      parentCode: row.parent_code,
      name: row.name,
      sortOrder: row.sort_order,
    });
  }
  for (const row of base.region) {
    lines.push({
      type: 'region',
      code: row.code,
      name: row.name,
      shortName: row.short_name,
      sortOrder: row.sort_order,
    });
  }
  for (const row of base.store) {
    lines.push({
      type: 'store',
      storeId: row.store_id,
      regionCode: row.region_code,
      name: row.name,
      description: row.description,
      likeCount: row.like_count,
    });
  }
  const kinds = allKinds();
  const storeIds = base.store.map((row) => row.store_id);
  const products: QualityProduct[] = [];
  for (let i = 0; i < options.products; i++) {
    // Every kind at least once, then popular kinds more often (a few kinds make most of a shop).
    const { kind, categoryCode } =
      i < kinds.length ? kinds[i]! : kinds[Math.floor(random.next() ** 1.6 * kinds.length)]!;
    const origin = random.pick(ORIGINS);
    const others = namesOf.get(kind);
    const written = others && random.chance(OTHER_NAME_SHARE) ? random.pick(others) : kind;
    const name = [
      random.chance(0.3) ? '' : random.pick(BRANDS),
      origin,
      random.pick(GRADES),
      written,
      random.pick(VARIETIES),
      `${random.pick(SIZES)}${random.pick(PACKS)}`,
    ]
      .filter(Boolean)
      .join(' ');
    const productNo = i + 1;
    products.push({ productNo, name, kind, written, origin, categoryCode });
    const regularPrice = random.int(20, 900) * 100;
    const discount = random.chance(0.5) ? random.int(5, 40) : 0;
    lines.push({
      type: 'product',
      productNo,
      name,
      categoryCode,
      storeId: random.pick(storeIds),
      origin: `${origin}`,
      weight: random.pick(SIZES),
      regularPrice,
      salePrice: Math.round((regularPrice * (100 - discount)) / 1000) * 10,
      soldOut: random.chance(0.05),
      seasonMonths: [],
      popularity: Math.floor(random.next() ** 3 * 10_000),
      createdAt: new Date(EPOCH.getTime() - random.int(0, 365 * 86_400) * 1000).toISOString(),
    });
  }
  return { lines, products, kinds };
}

export const catalogueText = (catalogue: QualityCatalogue): string =>
  catalogue.lines.map((line) => `${JSON.stringify(line)}\n`).join('');

if (import.meta.url === `file://${process.argv[1]}`) {
  const [products, seed] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  process.stdout.write(
    catalogueText(
      generateQualityCatalogue({
        products: Number(products ?? 3000),
        seed: Number(seed ?? DEFAULT_SEED),
        ...(process.argv.includes('--names=holdout') ? { names: 'holdout' as const } : {}),
      }),
    ),
  );
}
