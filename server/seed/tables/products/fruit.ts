import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const appleAndPear = inCategory('C010101');
const citrus = inCategory('C010102');
const berries = inCategory('C010103');
const melons = inCategory('C010104');
const persimmons = inCategory('C010105');
const grapesAndPeaches = inCategory('C010106');
const bananas = inCategory('C010201');
const tropical = inCategory('C010202');
const oranges = inCategory('C010203');
const importedBerries = inCategory('C010204');
const chestnuts = inCategory('C010301');
const nuts = inCategory('C010302');
const driedFruit = inCategory('C010303');

export const fruitProducts: readonly ProductTemplate[] = [
  appleAndPear(
    '꿀사과',
    '국내산',
    [
      ['2kg', 24900],
      ['3kg', 34900],
    ],
    { season: months(10, 2) },
  ),
  appleAndPear(
    '청송 꿀사과',
    '경북 청송',
    [
      ['3kg (11-13과)', 39900],
      ['5kg (16-20과)', 59900],
      ['10kg', 109000],
    ],
    { season: months(10, 2), store: 'cheongsong' },
  ),
  appleAndPear('청송 시나노골드 황금사과', '경북 청송', [['2kg', 29900]], {
    season: months(9, 11),
    store: 'cheongsong',
  }),
  appleAndPear(
    '부사 사과 가정용',
    '경북 영주',
    [
      ['5kg', 35900],
      ['10kg', 62000],
    ],
    { season: months(10, 3) },
  ),
  appleAndPear(
    '충주 사과',
    '충북 충주',
    [
      ['3kg', 32900],
      ['5kg', 49900],
    ],
    { season: months(10, 2), store: 'chungju' },
  ),
  appleAndPear('대구 평광 홍로 사과', '대구 동구', [['3kg', 36900]], {
    season: months(9, 10),
    store: 'pyeonggwang',
  }),
  appleAndPear('못난이 사과', '경북 안동', [['5kg', 24900]], { season: months(10, 3) }),
  appleAndPear(
    '나주 배',
    '전남 나주',
    [
      ['5kg (7-9과)', 42900],
      ['7.5kg (10-12과)', 59900],
    ],
    {
      season: months(9, 1),
      store: 'naju',
    },
  ),
  appleAndPear('나주 신고배 선물세트', '전남 나주', [['7.5kg (9-11과)', 69000]], {
    season: months(9, 1),
    store: 'naju',
  }),
  appleAndPear('울산 서생 배', '울산 울주', [['5kg', 39900]], { season: months(9, 12), store: 'ulju' }),
  appleAndPear(
    '못난이 배',
    '국내산',
    [
      ['3kg', 19900],
      ['5kg', 27900],
    ],
    { season: months(9, 2) },
  ),

  citrus(
    '제주 감귤',
    '제주 서귀포',
    [
      ['3kg', 19900],
      ['5kg', 29900],
      ['10kg', 49900],
    ],
    {
      season: months(11, 2),
      store: 'seogwipo',
    },
  ),
  citrus('제주 타이벡 감귤', '제주 서귀포', [['5kg', 34900]], { season: months(11, 1), store: 'seogwipo' }),
  citrus('하우스 귤', '제주', [['2kg', 29900]], { season: months(5, 9) }),
  citrus(
    '제주 한라봉',
    '제주',
    [
      ['3kg', 39900],
      ['5kg', 59900],
    ],
    { season: months(1, 4), store: 'hallabong' },
  ),
  citrus('제주 천혜향', '제주', [['3kg', 42900]], { season: months(1, 3), store: 'hallabong' }),
  citrus('제주 레드향', '제주', [['3kg', 44900]], { season: months(1, 2), store: 'hallabong' }),
  citrus('제주 황금향', '제주', [['3kg', 39900]], { season: months(10, 12) }),
  citrus('제주 카라향', '제주', [['3kg', 38900]], { season: months(4, 5) }),

  berries(
    '논산 설향 딸기',
    '충남 논산',
    [
      ['500g x 2팩', 19900],
      ['1kg', 29900],
    ],
    {
      season: months(12, 4),
      store: 'nonsan',
    },
  ),
  berries('논산 킹스베리 딸기', '충남 논산', [['500g', 24900]], { season: months(1, 4), store: 'nonsan' }),
  berries('담양 죽향 딸기', '전남 담양', [['500g', 18900]], { season: months(12, 4) }),
  berries(
    '국산 블루베리',
    '전북 고창',
    [
      ['500g', 19900],
      ['1kg', 35900],
    ],
    { season: months(6, 7), store: 'gochang' },
  ),
  berries('고창 복분자', '전북 고창', [['1kg', 29900]], { season: months(6, 7), store: 'gochang' }),

  melons('무등산 수박', '광주 북구', [['1통 (12kg 내외)', 59000]], {
    season: months(8, 9),
    store: 'mudeung',
  }),
  melons('고창 수박', '전북 고창', [['1통 (8kg 내외)', 25900]], { season: months(6, 8), store: 'gochang' }),
  melons(
    '성주 꿀참외',
    '경북 성주',
    [
      ['2kg', 19900],
      ['5kg', 39900],
    ],
    { season: months(4, 7), store: 'seongju' },
  ),
  melons('애플수박', '국내산', [['2통 (1.5kg 내외)', 16900]], { season: months(6, 8) }),
  melons('머스크멜론', '국내산', [['2통', 24900]], { season: months(6, 9) }),

  persimmons(
    '상주 곶감',
    '경북 상주',
    [
      ['1kg (20-24과)', 34900],
      ['선물세트 1.5kg', 49900],
    ],
    {
      season: months(12, 2),
      store: 'sangju',
    },
  ),
  persimmons(
    '감말랭이',
    '경북 상주',
    [
      ['300g', 9900],
      ['1kg', 28900],
    ],
    { store: 'sangju' },
  ),
  persimmons('영동 곶감', '충북 영동', [['1kg', 32900]], { season: months(12, 2), store: 'yeongdong' }),
  persimmons('청도 반시', '경북 청도', [['5kg', 29900]], { season: months(10, 11) }),
  persimmons('창원 단감', '경남 창원', [['5kg', 27900]], { season: months(10, 11) }),
  persimmons('대봉감 홍시', '전남 영암', [['3kg', 25900]], { season: months(10, 12) }),

  grapesAndPeaches('샤인머스캣', '경북 김천', [['2kg (2-3송이)', 29900]], {
    season: months(8, 10),
    store: 'garak',
  }),
  grapesAndPeaches('영동 캠벨 포도', '충북 영동', [['2kg', 17900]], {
    season: months(8, 9),
    store: 'yeongdong',
  }),
  grapesAndPeaches('대전 산내 포도', '대전 동구', [['2kg', 18900]], {
    season: months(8, 9),
    store: 'sannae',
  }),
  grapesAndPeaches(
    '조치원 복숭아',
    '세종 조치원',
    [
      ['2.5kg (8-10과)', 29900],
      ['4.5kg', 45900],
    ],
    {
      season: months(7, 8),
      store: 'jochiwon',
    },
  ),
  grapesAndPeaches('신비복숭아', '경북 경산', [['2kg', 26900]], { season: months(6, 7) }),
  grapesAndPeaches('천도복숭아', '경북 영천', [['2kg', 19900]], { season: months(7, 8), store: 'garak' }),

  bananas('바나나', '필리핀산', [['1송이 (1.2kg 내외)', 3980]]),
  bananas('유기농 바나나', '에콰도르산', [['1.2kg', 5980]]),
  bananas('고산지 바나나', '필리핀산', [['1.3kg', 5490]]),
  bananas('골드 파인애플', '코스타리카산', [['1통 (1.5kg 내외)', 6900]]),

  tropical('아보카도', '멕시코산', [
    ['4개입', 8900],
    ['10개입', 19900],
  ]),
  tropical('망고', '태국산', [['2개입', 7900]]),
  tropical('페루 애플망고', '페루산', [['2kg', 39900]], { season: months(12, 3) }),
  tropical('골드키위', '뉴질랜드산', [['1kg (8-10과)', 14900]], { season: months(5, 10) }),
  tropical('그린키위', '뉴질랜드산', [['1kg', 9900]]),

  oranges(
    '네이블 오렌지',
    '미국산',
    [
      ['10개입', 13900],
      ['18개입', 23900],
    ],
    { season: months(1, 5) },
  ),
  oranges('자몽', '미국산', [['6개입', 11900]]),
  oranges('레몬', '칠레산', [['10개입', 8900]]),
  oranges('라임', '멕시코산', [['500g', 5900]]),

  importedBerries('블루베리', '미국산', [['310g', 12900]]),
  importedBerries('냉동 블루베리', '칠레산', [['1kg', 14900]]),
  importedBerries('냉동 믹스베리', '칠레산', [['1kg', 13900]]),
  importedBerries('미국 체리', '미국산', [['500g', 14900]], { season: months(5, 7) }),
  importedBerries('씨없는 청포도', '미국산', [['1kg', 9900]]),

  chestnuts(
    '공주 밤',
    '충남 공주',
    [
      ['1kg', 12900],
      ['2kg', 23900],
    ],
    { season: months(9, 11), store: 'gongju' },
  ),
  chestnuts('공주 깐밤', '충남 공주', [['500g', 11900]], { store: 'gongju' }),
  chestnuts('보은 대추', '충북 보은', [['500g', 19900]], { season: months(9, 11), store: 'boeun' }),
  chestnuts('경산 건대추', '경북 경산', [['1kg', 24900]]),

  nuts('하루견과', '미국산 외', [['25g x 30봉', 24900]]),
  nuts('가평 잣', '경기 가평', [['200g', 29900]], { store: 'gapyeong' }),
  nuts('구운 아몬드', '미국산', [['1kg', 15900]]),
  nuts('호두', '미국산', [['500g', 12900]]),
  nuts('천안 국산 호두', '충남 천안', [['500g', 24900]], { season: months(9, 12) }),

  driedFruit('건망고', '필리핀산', [['200g', 7900]]),
  driedFruit('건자두 푸룬', '미국산', [['500g', 9900]]),
  driedFruit('청송 사과칩', '경북 청송', [['20g x 10봉', 15900]], { store: 'cheongsong' }),
];
