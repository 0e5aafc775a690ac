import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const water = inCategory('C080101');
const juices = inCategory('C080102');
const fermented = inCategory('C080103');
const coffee = inCategory('C080201');
const teas = inCategory('C080202');

export const drinkProducts: readonly ProductTemplate[] = [
  water('제주 화산암반수 생수', '제주', [
    ['2L x 6병', 5990],
    ['500ml x 20병', 9900],
  ]),
  water('레몬 탄산수', '국내 가공', [['500ml x 20병', 12900]]),
  water('초정 천연 탄산수', '충북 청주', [['500ml x 20병', 13900]]),

  juices('NFC 착즙 오렌지주스', '미국산', [['1L', 5990]]),
  juices('제주 감귤 주스', '제주', [['1L x 2병', 9900]], { store: 'seogwipo' }),
  juices('대저 토마토 주스', '부산 강서', [['180ml x 15병', 19900]], { store: 'daejeo' }),
  juices('ABC 주스', '국내산', [['100ml x 30포', 29900]]),
  juices('전통 식혜', '국내 가공', [['1.5L', 4990]]),
  juices('계피 수정과', '국내 가공', [['1.5L', 5490]], { season: months(11, 2) }),

  fermented('레몬 콤부차', '국내 가공', [['5g x 30개입', 19900]]),
  fermented('복숭아 콤부차', '국내 가공', [['5g x 10개입', 7900]]),
  fermented('콤부차 오리지널 병음료', '국내 가공', [['350ml x 12병', 29900]]),
  fermented('애플사이다비니거', '국내 가공', [['500ml', 14900]]),

  coffee('에티오피아 예가체프 원두', '에티오피아산', [['500g', 22900]]),
  coffee('콜드브루 원액', '국내 가공', [['1L', 15900]]),
  coffee('드립백 커피', '국내 가공', [['10g x 20개입', 15900]]),

  teas(
    '보성 녹차',
    '전남 보성',
    [
      ['티백 1.2g x 50개입', 9900],
      ['잎차 80g', 24900],
    ],
    { store: 'boseong' },
  ),
  teas('하동 우전 녹차', '경남 하동', [['40g', 39900]], { season: months(4, 6), store: 'hadong' }),
  teas('하동 발효차', '경남 하동', [['50g', 29900]], { store: 'hadong' }),
  teas('볶은 보리차', '국내산', [['10g x 30개입', 6490]]),
  teas('옥수수차', '국내산', [['10g x 30개입', 5990]]),
  teas('둥굴레차', '국내산', [['티백 40개입', 7990]]),
  teas('쌍화차', '국내 가공', [['15g x 20포', 13900]], { season: months(11, 2) }),
  teas('대추차', '국내산', [['1kg', 14900]], { store: 'boeun' }),
];
