/**
 * The category tree: depth 1 `C01`, depth 2 `C0101`, depth 3 `C010101`. Products hang on depth 3 only.
 * Order in these tables is the display order.
 */
export interface CategoryNode {
  code: string;
  name: string;
  children?: readonly CategoryNode[];
}

export const categoryTree: readonly CategoryNode[] = [
  {
    code: 'C01',
    name: '과일',
    children: [
      {
        code: 'C0101',
        name: '국산과일',
        children: [
          { code: 'C010101', name: '사과·배' },
          { code: 'C010102', name: '감귤·만감류' },
          { code: 'C010103', name: '딸기·베리' },
          { code: 'C010104', name: '수박·참외' },
          { code: 'C010105', name: '감·곶감' },
          { code: 'C010106', name: '포도·복숭아' },
        ],
      },
      {
        code: 'C0102',
        name: '수입과일',
        children: [
          { code: 'C010201', name: '바나나·파인애플' },
          { code: 'C010202', name: '아보카도·망고·키위' },
          { code: 'C010203', name: '오렌지·자몽·레몬' },
          { code: 'C010204', name: '체리·블루베리·포도' },
        ],
      },
      {
        code: 'C0103',
        name: '견과·건과',
        children: [
          { code: 'C010301', name: '밤·대추' },
          { code: 'C010302', name: '견과류' },
          { code: 'C010303', name: '건과일' },
        ],
      },
    ],
  },
  {
    code: 'C02',
    name: '채소',
    children: [
      {
        code: 'C0201',
        name: '기본채소',
        children: [
          { code: 'C020101', name: '감자·고구마·옥수수' },
          { code: 'C020102', name: '양파·마늘·파' },
          { code: 'C020103', name: '무·배추' },
          { code: 'C020104', name: '당근·뿌리채소' },
        ],
      },
      {
        code: 'C0202',
        name: '쌈·샐러드',
        children: [
          { code: 'C020201', name: '쌈채소·시금치' },
          { code: 'C020202', name: '샐러드·양채소' },
          { code: 'C020203', name: '토마토·파프리카·오이' },
        ],
      },
      {
        code: 'C0203',
        name: '버섯·나물',
        children: [
          { code: 'C020301', name: '버섯' },
          { code: 'C020302', name: '나물·산채' },
        ],
      },
    ],
  },
  {
    code: 'C03',
    name: '수산·건어물',
    children: [
      {
        code: 'C0301',
        name: '생선',
        children: [
          { code: 'C030101', name: '고등어·갈치·굴비' },
          { code: 'C030102', name: '연어·참치·회' },
          { code: 'C030103', name: '오징어·손질생선' },
        ],
      },
      {
        code: 'C0302',
        name: '조개·갑각류',
        children: [
          { code: 'C030201', name: '전복·굴·조개' },
          { code: 'C030202', name: '새우·게·랍스터' },
        ],
      },
      {
        code: 'C0303',
        name: '건어물·해조류',
        children: [
          { code: 'C030301', name: '멸치·황태·건새우' },
          { code: 'C030302', name: '김·미역·다시마' },
          { code: 'C030303', name: '마른오징어·쥐포' },
        ],
      },
    ],
  },
  {
    code: 'C04',
    name: '정육·계란',
    children: [
      {
        code: 'C0401',
        name: '소고기',
        children: [
          { code: 'C040101', name: '한우' },
          { code: 'C040102', name: '수입 소고기' },
        ],
      },
      {
        code: 'C0402',
        name: '돼지고기',
        children: [
          { code: 'C040201', name: '구이용' },
          { code: 'C040202', name: '수육·찌개용' },
        ],
      },
      {
        code: 'C0403',
        name: '닭·오리',
        children: [
          { code: 'C040301', name: '닭고기' },
          { code: 'C040302', name: '오리고기' },
        ],
      },
      {
        code: 'C0404',
        name: '계란·알류',
        children: [
          { code: 'C040401', name: '계란' },
          { code: 'C040402', name: '메추리알·청란' },
        ],
      },
    ],
  },
  {
    code: 'C05',
    name: '쌀·잡곡',
    children: [
      {
        code: 'C0501',
        name: '쌀',
        children: [
          { code: 'C050101', name: '백미' },
          { code: 'C050102', name: '현미·찹쌀·흑미' },
        ],
      },
      {
        code: 'C0502',
        name: '잡곡',
        children: [
          { code: 'C050201', name: '혼합잡곡·보리' },
          { code: 'C050202', name: '콩·팥' },
        ],
      },
      {
        code: 'C0503',
        name: '떡·가루',
        children: [
          { code: 'C050301', name: '떡·떡국떡' },
          { code: 'C050302', name: '가루류' },
        ],
      },
    ],
  },
  {
    code: 'C06',
    name: '가공식품',
    children: [
      {
        code: 'C0601',
        name: '면·즉석식품',
        children: [
          { code: 'C060101', name: '국수·면' },
          { code: 'C060102', name: '즉석밥·죽' },
        ],
      },
      {
        code: 'C0602',
        name: '장·양념',
        children: [
          { code: 'C060201', name: '고추장·된장·간장' },
          { code: 'C060202', name: '기름·식초·소스' },
        ],
      },
      {
        code: 'C0603',
        name: '시리얼·간식',
        children: [
          { code: 'C060301', name: '시리얼·그래놀라' },
          { code: 'C060302', name: '한과·과자' },
        ],
      },
      {
        code: 'C0604',
        name: '햄·통조림',
        children: [
          { code: 'C060401', name: '햄·소시지' },
          { code: 'C060402', name: '통조림' },
        ],
      },
    ],
  },
  {
    code: 'C07',
    name: '건강식품',
    children: [
      {
        code: 'C0701',
        name: '홍삼·인삼',
        children: [
          { code: 'C070101', name: '홍삼' },
          { code: 'C070102', name: '수삼·인삼' },
        ],
      },
      {
        code: 'C0702',
        name: '꿀·청',
        children: [
          { code: 'C070201', name: '꿀' },
          { code: 'C070202', name: '과일청·수제청' },
        ],
      },
      {
        code: 'C0703',
        name: '건강즙·분말',
        children: [
          { code: 'C070301', name: '건강즙' },
          { code: 'C070302', name: '분말·환·흑마늘' },
        ],
      },
    ],
  },
  {
    code: 'C08',
    name: '음료·차',
    children: [
      {
        code: 'C0801',
        name: '생수·음료',
        children: [
          { code: 'C080101', name: '생수·탄산수' },
          { code: 'C080102', name: '주스·전통음료' },
          { code: 'C080103', name: '콤부차·발효음료' },
        ],
      },
      {
        code: 'C0802',
        name: '커피·차',
        children: [
          { code: 'C080201', name: '원두·커피' },
          { code: 'C080202', name: '녹차·전통차' },
        ],
      },
    ],
  },
  {
    code: 'C09',
    name: '반찬·간편식',
    children: [
      {
        code: 'C0901',
        name: '김치',
        children: [
          { code: 'C090101', name: '배추김치' },
          { code: 'C090102', name: '깍두기·열무·파김치' },
        ],
      },
      {
        code: 'C0902',
        name: '반찬',
        children: [
          { code: 'C090201', name: '젓갈·장아찌' },
          { code: 'C090202', name: '밑반찬' },
        ],
      },
      {
        code: 'C0903',
        name: '간편식',
        children: [
          { code: 'C090301', name: '국·탕·찌개' },
          { code: 'C090302', name: '밀키트·떡갈비' },
          { code: 'C090303', name: '두부·어묵' },
        ],
      },
    ],
  },
  {
    code: 'C10',
    name: '유제품',
    children: [
      {
        code: 'C1001',
        name: '우유·요거트',
        children: [
          { code: 'C100101', name: '우유·두유' },
          { code: 'C100102', name: '요거트·그릭요거트' },
        ],
      },
      {
        code: 'C1002',
        name: '치즈·버터',
        children: [
          { code: 'C100201', name: '치즈' },
          { code: 'C100202', name: '버터·크림' },
        ],
      },
    ],
  },
];
