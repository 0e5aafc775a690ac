/**
 * A generated grocery catalogue for the search quality suite, independent of the seeded products:
 * about two hundred kinds of food over the seeded category tree, each product named the way Korean
 * shops name them (origin, grade, brand, the kind, a variety, size and pack count:
 * `청송 유기농 꿀사과 3kg`, `하늘농원 국산 찰옥수수 10개입`, `바다마을 손질 고등어 1kg x 2팩`).
 * Every product remembers its kind and origin, so the labelled queries (queries.ts) say which products
 * a shopper means without asking the engine. Deterministic: the same options give the same file.
 *
 *   node --import tsx bench/search-quality/catalogue.ts 3000 > catalogue.jsonl
 *   npm run catalog:import -- catalogue.jsonl
 */
import type { CatalogLineInput } from '#contract/catalog.ts';
import { generateCatalogue } from '../../server/seed/generate.ts';
import { createRandom } from '../../server/shared/prng.ts';

/** Kinds per depth-3 category of the seeded tree. A kind is one word as shops write it. */
export const KINDS: Record<string, string> = {
  C010101: '사과 배 부사 홍로 꿀사과 신고배',
  C010102: '귤 한라봉 천혜향 레드향 황금향 금귤',
  C010103: '딸기 블루베리 라즈베리 오디 복분자',
  C010104: '수박 참외 멜론 애플수박',
  C010105: '단감 홍시 곶감 대봉감 감말랭이',
  C010106: '포도 복숭아 자두 살구 천도복숭아 샤인머스캣 거봉',
  C010201: '바나나 파인애플',
  C010202: '아보카도 망고 키위 골드키위',
  C010203: '오렌지 자몽 레몬 라임',
  C010204: '체리 청포도 크랜베리',
  C010301: '밤 대추 알밤',
  C010302: '호두 잣 땅콩 아몬드 캐슈넛 피스타치오',
  C010303: '건포도 건자두 말린망고',
  C020101: '감자 고구마 옥수수 찰옥수수 햇감자 밤고구마 호박고구마',
  C020102: '양파 마늘 대파 쪽파 생강 깐마늘 마늘종',
  C020103: '무 배추 알배추 얼갈이 열무 총각무',
  C020104: '당근 연근 우엉 도라지 더덕 비트',
  C020201: '상추 깻잎 시금치 부추 쑥갓 케일 청경채',
  C020202: '양상추 로메인 브로콜리 양배추 셀러리 아스파라거스',
  C020203: '토마토 방울토마토 파프리카 오이 애호박 가지 단호박 고추 청양고추',
  C020301: '표고버섯 느타리버섯 새송이버섯 팽이버섯 양송이버섯',
  C020302: '고사리 취나물 냉이 달래 두릅 콩나물 숙주',
  C030101: '고등어 갈치 굴비 삼치 꽁치 가자미 조기',
  C030102: '연어 참치 광어 우럭 방어',
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
  C050201: '잡곡 보리 귀리 수수 기장',
  C050202: '서리태 백태 팥 녹두',
  C050301: '떡 가래떡 떡국떡 인절미 송편',
  C050302: '밀가루 부침가루 튀김가루 찹쌀가루',
  C060101: '국수 소면 칼국수 냉면 당면 라면',
  C060102: '즉석밥 누룽지',
  C060201: '고추장 된장 간장 쌈장 고춧가루',
  C060202: '참기름 들기름 식초 올리브유 케첩 마요네즈',
  C060301: '시리얼 그래놀라 오트밀',
  C060302: '약과 유과 강정',
  C060401: '햄 소시지 베이컨',
  C060402: '참치캔 꽁치캔 골뱅이',
  C070101: '홍삼 홍삼정',
  C070102: '수삼 인삼',
  C070201: '꿀 아카시아꿀 밤꿀',
  C070202: '유자청 매실청 레몬청',
  C070301: '양배추즙 배도라지즙 사과즙 흑염소즙',
  C070302: '흑마늘 마늘환',
  C080101: '생수 탄산수',
  C080102: '주스 식혜 수정과',
  C080103: '콤부차 요구르트',
  C080201: '원두 커피',
  C080202: '녹차 보리차 옥수수차',
  C090101: '배추김치 포기김치',
  C090102: '깍두기 열무김치 파김치 총각김치',
  C090201: '명란젓 새우젓 오징어젓 장아찌',
  C090202: '멸치볶음 장조림 콩자반',
  C090301: '육개장 곰탕 된장찌개',
  C090302: '밀키트 떡갈비 불고기',
  C090303: '두부 순두부 어묵',
  C100101: '우유 두유',
  C100102: '요거트 그릭요거트',
  C100201: '치즈 모짜렐라 체다치즈',
  C100202: '버터 생크림',
};

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
];
const GRADES = ['', '', '', '', '유기농', '무농약', '국산', '특품', '프리미엄', '햇', '친환경', '못난이'];
const BRANDS = [
  '',
  '',
  '',
  '하늘농원',
  '초록들판',
  '바다마을',
  '산골농원',
  '우리영농조합',
  '해뜰마루',
  '참좋은',
];
const VARIETIES = ['', '', '', '', '', '가정용', '선물용', '실속형', '손질', '대용량'];
const SIZES = ['300g', '500g', '1kg', '2kg', '3kg', '5kg', '10kg', '1.5kg', '200g', '800g'];
const PACKS = ['', '', '', ' x 2팩', ' x 3봉', ' 10개입', ' 20구', ' 2입', ' 1+1'];

export interface QualityProduct {
  productNo: number;
  name: string;
  kind: string;
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

export function generateQualityCatalogue(options: { products: number; seed?: number }): QualityCatalogue {
  const random = createRandom(options.seed ?? 20261124);
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
    const name = [
      random.pick(BRANDS),
      origin,
      random.pick(GRADES),
      kind,
      random.pick(VARIETIES),
      `${random.pick(SIZES)}${random.pick(PACKS)}`,
    ]
      .filter(Boolean)
      .join(' ');
    const productNo = i + 1;
    products.push({ productNo, name, kind, origin, categoryCode });
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
  process.stdout.write(
    catalogueText(generateQualityCatalogue({ products: Number(process.argv[2] ?? 3000) })),
  );
}
