import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const whiteRice = inCategory('C050101');
const brownAndGlutinous = inCategory('C050102');
const mixedGrains = inCategory('C050201');
const beans = inCategory('C050202');
const riceCakes = inCategory('C050301');
const flours = inCategory('C050302');

export const grainProducts: readonly ProductTemplate[] = [
  whiteRice(
    '이천 쌀',
    '경기 이천',
    [
      ['10kg', 39900],
      ['20kg', 74900],
    ],
    { store: 'icheon' },
  ),
  whiteRice('이천 햅쌀', '경기 이천', [['4kg', 19900]], { season: months(9, 12), store: 'icheon' }),
  whiteRice('철원 오대쌀', '강원 철원', [['10kg', 36900]]),
  whiteRice('여주 추청 쌀', '경기 여주', [['10kg', 38900]], { store: 'yeoju' }),
  whiteRice('김제 신동진 쌀', '전북 김제', [
    ['10kg', 33900],
    ['20kg', 62900],
  ]),
  whiteRice('골든퀸 향미 쌀', '국내산', [['4kg', 23900]]),

  brownAndGlutinous('유기농 현미', '전남 해남', [['4kg', 22900]]),
  brownAndGlutinous('찹쌀', '국내산', [['4kg', 19900]]),
  brownAndGlutinous('이천 찹쌀', '경기 이천', [['4kg', 22900]], { store: 'icheon' }),
  brownAndGlutinous('흑미', '국내산', [['1kg', 8900]]),
  brownAndGlutinous('발아현미', '국내산', [['2kg', 13900]]),

  mixedGrains('혼합 17곡', '국내산', [['2kg', 15900]]),
  mixedGrains('찰보리쌀', '국내산', [['2kg', 8900]]),
  mixedGrains('국산 귀리', '전북 정읍', [['1kg', 9900]]),
  mixedGrains('기장쌀', '국내산', [['500g', 8900]]),

  beans('서리태', '국내산', [['1kg', 16900]], { season: months(10, 12) }),
  beans('메주콩 백태', '국내산', [['2kg', 17900]]),
  beans('국산 팥', '국내산', [['1kg', 15900]]),
  beans('병아리콩', '미국산', [['1kg', 6990]]),

  riceCakes('떡국떡', '국내산', [['1kg', 7990]], { season: months(12, 2) }),
  riceCakes('가래떡', '국내산', [['1kg', 6990]]),
  riceCakes('쌀 떡볶이떡', '국내산', [['1kg', 4990]]),
  riceCakes('꿀떡', '국내산', [['500g', 6990]]),
  riceCakes('콩고물 인절미', '국내산', [['500g', 8900]]),

  flours('찹쌀가루', '국내산', [['1kg', 8900]]),
  flours('우리밀 밀가루', '국내산', [['1kg', 5490]]),
  flours('미숫가루', '국내산', [['1kg', 14900]]),
  flours('볶은 콩가루', '국내산', [['300g', 5990]]),
];
