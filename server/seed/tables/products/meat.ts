import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const hanwoo = inCategory('C040101');
const importedBeef = inCategory('C040102');
const porkForGrill = inCategory('C040201');
const porkForStew = inCategory('C040202');
const chicken = inCategory('C040301');
const duck = inCategory('C040302');
const eggs = inCategory('C040401');
const smallEggs = inCategory('C040402');

export const meatProducts: readonly ProductTemplate[] = [
  hanwoo(
    '횡성 한우 등심 1++',
    '강원 횡성',
    [
      ['300g', 59900],
      ['500g', 96900],
    ],
    { store: 'hoengseong' },
  ),
  hanwoo('횡성 한우 선물세트', '강원 횡성', [['등심·불고기·국거리 1.5kg', 159000]], { store: 'hoengseong' }),
  hanwoo('마장동 한우 안심', '국내산', [['300g', 62900]], { store: 'majang' }),
  hanwoo('마장동 한우 차돌박이', '국내산', [['300g', 32900]], { store: 'majang' }),
  hanwoo('한우 채끝 스테이크', '국내산', [['300g', 45900]]),
  hanwoo('한우 불고기', '국내산', [['500g', 29900]]),
  hanwoo('한우 국거리', '국내산', [['500g', 25900]]),
  hanwoo('한우 사골', '국내산', [['2kg', 19900]]),
  hanwoo('언양 한우 불고기', '울산 울주', [['500g', 21900]], { store: 'eonyang' }),

  importedBeef('미국산 척아이롤', '미국산', [['1kg', 32900]]),
  importedBeef('호주산 와규 꽃등심', '호주산', [['300g', 29900]]),
  importedBeef('미국산 LA갈비', '미국산', [['2kg', 59900]]),
  importedBeef('호주산 차돌박이', '호주산', [['500g', 15900]]),

  porkForGrill('한돈 삼겹살 구이용', '국내산', [
    ['500g', 16900],
    ['1kg', 32900],
  ]),
  porkForGrill('한돈 목살', '국내산', [['500g', 15900]]),
  porkForGrill('제주 흑돼지 오겹살', '제주', [['500g', 24900]], { store: 'blackpork' }),
  porkForGrill('제주 흑돼지 목살', '제주', [['500g', 22900]], { store: 'blackpork' }),
  porkForGrill('한돈 항정살', '국내산', [['300g', 15900]]),

  porkForStew('한돈 앞다리살 수육용', '국내산', [['1kg', 15900]]),
  porkForStew('한돈 등갈비', '국내산', [['1kg', 19900]]),
  porkForStew('한돈 찌개용', '국내산', [['500g', 8900]]),
  porkForStew('한돈 안심 돈까스용', '국내산', [['500g', 8490]]),

  chicken('무항생제 닭볶음탕용', '국내산', [['1kg', 8990]]),
  chicken('닭가슴살', '국내산', [['1kg', 12900]]),
  chicken('삼계탕용 영계', '국내산', [['2마리', 11900]], { season: months(7, 8) }),
  chicken('닭다리살 정육', '국내산', [['500g', 7990]]),

  duck('훈제오리 슬라이스', '국내산', [['500g', 13900]]),
  duck('생오리 주물럭', '국내산', [['600g', 14900]]),

  eggs('동물복지 유정란', '국내산', [
    ['15구', 9900],
    ['30구', 18900],
  ]),
  eggs('무항생제 특란', '국내산', [['30구', 8990]]),
  eggs('맥반석 구운란', '국내산', [['10구', 5990]]),

  smallEggs('깐메추리알', '국내산', [['1kg', 7990]]),
  smallEggs('청계 유정란 청란', '국내산', [['10구', 8900]]),
];
