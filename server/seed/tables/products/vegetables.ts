import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const tubers = inCategory('C020101');
const alliums = inCategory('C020102');
const radishAndCabbage = inCategory('C020103');
const roots = inCategory('C020104');
const leafy = inCategory('C020201');
const salad = inCategory('C020202');
const fruitVegetables = inCategory('C020203');
const mushrooms = inCategory('C020301');
const herbs = inCategory('C020302');

export const vegetableProducts: readonly ProductTemplate[] = [
  tubers(
    '평창 감자',
    '강원 평창',
    [
      ['3kg', 12900],
      ['5kg', 18900],
    ],
    { season: months(6, 9), store: 'pyeongchang' },
  ),
  tubers('햇감자 수미', '국내산', [['2kg', 7900]], { season: months(5, 8) }),
  tubers(
    '해남 꿀고구마',
    '전남 해남',
    [
      ['3kg', 15900],
      ['5kg', 23900],
    ],
    { season: months(9, 12), store: 'haenam' },
  ),
  tubers(
    '여주 밤고구마',
    '경기 여주',
    [
      ['3kg', 16900],
      ['5kg', 25900],
    ],
    { season: months(9, 12), store: 'yeoju' },
  ),
  tubers('무안 호박고구마', '전남 무안', [['3kg', 14900]], { season: months(9, 1) }),
  tubers(
    '군위 찰옥수수',
    '대구 군위',
    [
      ['10개입', 15900],
      ['20개입', 27900],
    ],
    { season: months(7, 8), store: 'gunwi' },
  ),

  alliums(
    '무안 양파',
    '전남 무안',
    [
      ['3kg', 7900],
      ['10kg', 19900],
    ],
    { season: months(5, 7) },
  ),
  alliums('의성 마늘', '경북 의성', [['1kg', 16900]], { season: months(6, 7) }),
  alliums('깐마늘', '국내산', [
    ['500g', 8900],
    ['1kg', 15900],
  ]),
  alliums('대파', '국내산', [['1단 (1kg 내외)', 3490]]),
  alliums('손질 대파', '국내산', [['500g', 2990]]),
  alliums('쪽파', '국내산', [['500g', 4990]]),
  alliums('진도 대파', '전남 진도', [['1kg', 3990]], { season: months(11, 3) }),
  alliums('서산 생강', '충남 서산', [['500g', 8900]], { season: months(10, 12) }),

  radishAndCabbage(
    '괴산 절임배추',
    '충북 괴산',
    [
      ['10kg', 32900],
      ['20kg', 59900],
    ],
    {
      season: months(11, 12),
      store: 'goesan',
    },
  ),
  radishAndCabbage('해남 배추', '전남 해남', [['1통 (2.5kg 내외)', 4990]], {
    season: months(11, 2),
    store: 'haenam',
  }),
  radishAndCabbage('알배기 배추', '국내산', [['1통', 2990]]),
  radishAndCabbage('제주 무', '제주', [['1개 (1.5kg 내외)', 1990]], { season: months(12, 3) }),
  radishAndCabbage('강화 순무', '인천 강화', [['2kg', 12900]], { season: months(10, 12), store: 'ganghwa' }),
  radishAndCabbage('총각무', '국내산', [['1단 (2kg 내외)', 6990]], { season: months(10, 11) }),

  roots(
    '제주 구좌 당근',
    '제주 구좌',
    [
      ['1kg', 4990],
      ['3kg', 11900],
    ],
    { season: months(12, 3) },
  ),
  roots('흙당근', '국내산', [['1kg', 3990]]),
  roots('연근', '국내산', [['500g', 6990]]),
  roots('우엉', '국내산', [['500g', 5990]]),
  roots('제주 비트', '제주', [['1kg', 5990]]),

  leafy('유기농 모둠 쌈채소', '경기 양평', [['300g', 5990]], { store: 'yangpyeong' }),
  leafy('청상추', '경기 양평', [['200g', 2490]], { store: 'yangpyeong' }),
  leafy('금산 깻잎', '충남 금산', [['100g x 3봉', 4990]]),
  leafy('남해 시금치', '경남 남해', [['500g', 4990]], { season: months(11, 3), store: 'namhae' }),
  leafy('포항초 시금치', '경북 포항', [['500g', 4490]], { season: months(12, 2) }),

  salad('샐러드 믹스', '국내산', [['250g', 4990]]),
  salad('어린잎 채소', '국내산', [['100g', 2990]]),
  salad('로메인', '국내산', [['300g', 3990]]),
  salad('케일', '국내산', [['300g', 4490]]),
  salad('브로콜리', '국내산', [['1개', 2490]]),

  fruitVegetables('파프리카', '국내산', [
    ['2개입', 3490],
    ['5개입', 7990],
  ]),
  fruitVegetables(
    '대저 짭짤이 토마토',
    '부산 강서',
    [
      ['1kg', 14900],
      ['2.5kg', 32900],
    ],
    {
      season: months(2, 5),
      store: 'daejeo',
    },
  ),
  fruitVegetables('방울토마토', '국내산', [
    ['500g', 5990],
    ['1kg', 10900],
  ]),
  fruitVegetables('완숙 토마토', '국내산', [['2kg', 11900]], { season: months(5, 8) }),
  fruitVegetables('백다다기 오이', '국내산', [['5개입', 3990]]),
  fruitVegetables('애호박', '국내산', [['1개', 1490]]),

  mushrooms('장흥 표고버섯', '전남 장흥', [['300g', 9900]]),
  mushrooms('건표고버섯', '국내산', [['100g', 12900]]),
  mushrooms('새송이버섯', '국내산', [['400g', 2990]]),
  mushrooms('팽이버섯', '국내산', [['150g x 3봉', 1990]]),
  mushrooms('느타리버섯', '국내산', [['400g', 3490]]),
  mushrooms('부여 양송이버섯', '충남 부여', [['500g', 6990]]),

  herbs('콩나물', '국내산', [['300g', 1490]]),
  herbs('숙주', '국내산', [['300g', 1290]]),
  herbs('삶은 고사리', '국내산', [['200g', 5990]]),
  herbs('강원 취나물', '강원 평창', [['200g', 3990]], { season: months(3, 5) }),
  herbs('냉이', '국내산', [['200g', 3490]], { season: months(2, 4) }),
  herbs('참두릅', '강원 홍천', [['200g', 12900]], { season: months(4, 5) }),
];
