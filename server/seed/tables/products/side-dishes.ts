import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const cabbageKimchi = inCategory('C090101');
const otherKimchi = inCategory('C090102');
const pickles = inCategory('C090201');
const sides = inCategory('C090202');
const soups = inCategory('C090301');
const mealKits = inCategory('C090302');
const tofuAndFishcake = inCategory('C090303');

export const sideDishProducts: readonly ProductTemplate[] = [
  cabbageKimchi('포기김치', '국내산', [
    ['3kg', 24900],
    ['5kg', 39900],
    ['10kg', 74900],
  ]),
  cabbageKimchi('전라도 묵은지', '전남 해남', [['3kg', 29900]]),
  cabbageKimchi('백김치', '국내산', [['2kg', 19900]]),
  cabbageKimchi('썰은 맛김치', '국내산', [['1kg', 9900]]),

  otherKimchi('깍두기', '국내산', [['2kg', 16900]]),
  otherKimchi('총각김치', '국내산', [['2kg', 18900]]),
  otherKimchi('열무김치', '국내산', [['2kg', 16900]], { season: months(5, 8) }),
  otherKimchi('파김치', '국내산', [['1kg', 14900]]),
  otherKimchi('여수 돌산 갓김치', '전남 여수', [['1kg', 14900]]),

  pickles('소래포구 새우젓', '인천 남동', [['1kg', 19900]], { store: 'sorae' }),
  pickles('부산 명란젓', '부산', [['300g', 25900]], { store: 'myeongran' }),
  pickles('저염 백명란', '부산', [['500g', 32900]], { store: 'myeongran' }),
  pickles('서산 어리굴젓', '충남 서산', [['500g', 15900]]),
  pickles('속초 오징어젓', '강원 속초', [['500g', 12900]], { store: 'sokcho' }),
  pickles('간장게장', '국내산', [['1kg (2-3마리)', 39900]], { store: 'sorae' }),
  pickles('깻잎장아찌', '국내산', [['500g', 8900]]),
  pickles('의성 마늘장아찌', '경북 의성', [['500g', 9900]]),

  sides('멸치볶음', '국내산', [['200g', 6900]]),
  sides('메추리알 장조림', '국내산', [['500g', 7900]]),
  sides('진미채볶음', '국내 가공', [['200g', 6900]]),
  sides('연근조림', '국내산', [['200g', 5900]]),
  sides('콩자반', '국내산', [['200g', 5490]]),
  sides('우엉조림', '국내산', [['200g', 5490]]),

  soups('한우 사골곰탕', '국내산', [['500g x 5팩', 19900]]),
  soups('나주곰탕', '전남 나주', [['700g x 3팩', 17900]]),
  soups('갈비탕', '호주산', [['800g x 2팩', 21900]]),
  soups('육개장', '국내 가공', [['600g x 3팩', 15900]]),
  soups('황태해장국', '강원 인제', [['500g x 3팩', 14900]], { store: 'inje' }),

  mealKits('부대찌개 밀키트', '국내 가공', [['2인분', 12900]]),
  mealKits('밀푀유나베 밀키트', '국내 가공', [['2-3인분', 19900]]),
  mealKits('소불고기 전골 밀키트', '국내 가공', [['2인분', 16900]]),
  mealKits('감바스 알 아히요 밀키트', '국내 가공', [['2인분', 13900]]),
  mealKits('광주 송정 떡갈비', '광주 광산', [['150g x 6개', 24900]], { store: 'songjeong' }),

  tofuAndFishcake('강릉 초당 순두부', '강원 강릉', [['400g x 2팩', 7900]], { store: 'chodang' }),
  tofuAndFishcake('초당 모두부', '강원 강릉', [['550g', 4990]], { store: 'chodang' }),
  tofuAndFishcake('국산콩 두부', '국내산', [['300g x 2모', 5490]]),
  tofuAndFishcake('연두부', '국내산', [['250g x 3개', 3990]]),
  tofuAndFishcake('부산 모둠 어묵', '부산', [['1kg', 14900]], { store: 'yeongdo' }),
  tofuAndFishcake('수제 어묵바', '부산', [['10개입', 12900]], { store: 'yeongdo' }),
];
