import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const fish = inCategory('C030101');
const salmonAndTuna = inCategory('C030102');
const preparedFish = inCategory('C030103');
const shellfish = inCategory('C030201');
const crustaceans = inCategory('C030202');
const anchovies = inCategory('C030301');
const seaweed = inCategory('C030302');
const driedSquid = inCategory('C030303');

export const seafoodProducts: readonly ProductTemplate[] = [
  fish('제주 고등어 순살', '제주', [['1kg (5-7팩)', 14900]]),
  fish('노르웨이 고등어', '노르웨이산', [['1kg', 12900]]),
  fish('안동 간고등어', '경북 안동', [['2손 (4마리)', 19900]]),
  fish('제주 은갈치', '제주', [['2마리 (1kg 내외)', 39900]], { store: 'seongsan' }),
  fish(
    '영광 굴비',
    '전남 영광',
    [
      ['10미 (1kg)', 39900],
      ['선물세트 20미', 89000],
    ],
    { store: 'yeonggwang' },
  ),
  fish('제주 옥돔', '제주', [['3미 (600g)', 34900]], { store: 'seongsan' }),
  fish('참조기', '국내산', [['10미', 24900]]),

  salmonAndTuna('생연어 필렛', '노르웨이산', [['500g', 19900]]),
  salmonAndTuna('훈제연어', '노르웨이산', [['200g', 9900]]),
  salmonAndTuna('참치 뱃살', '원양산', [['300g', 24900]]),
  salmonAndTuna('모슬포 대방어회', '제주', [['500g', 29900]], { season: months(11, 2) }),

  preparedFish('손질 오징어', '국내산', [['2마리', 9900]]),
  preparedFish('동태포', '러시아산', [['500g', 7990]]),
  preparedFish('코다리', '국내산', [['4마리', 15900]]),
  preparedFish('구룡포 과메기', '경북 포항', [['10쪽 (야채 세트)', 24900]], {
    season: months(11, 2),
    store: 'guryongpo',
  }),

  shellfish(
    '완도 활전복',
    '전남 완도',
    [
      ['500g (5-6미)', 26900],
      ['1kg (10-12미)', 49900],
    ],
    { store: 'wando' },
  ),
  shellfish('통영 생굴', '경남 통영', [['1kg', 17900]], { season: months(11, 2), store: 'tongyeong' }),
  shellfish('통영 봉지굴', '경남 통영', [['300g', 6990]], { season: months(11, 2), store: 'tongyeong' }),
  shellfish('통영 석화 굴', '경남 통영', [['3kg', 19900]], { season: months(11, 2), store: 'tongyeong' }),
  shellfish('바지락', '전북 부안', [['1kg', 7990]]),
  shellfish('벌교 꼬막', '전남 보성', [['1kg', 12900]], { season: months(11, 3) }),
  shellfish('홍합', '경남 창원', [['1kg', 4990]], { season: months(11, 3) }),
  shellfish('키조개 관자', '전남 장흥', [['300g', 19900]]),

  crustaceans('영덕 대게', '경북 영덕', [['2마리 (1.6kg 내외)', 89000]], {
    season: months(12, 4),
    store: 'yeongdeok',
  }),
  crustaceans('연평도 꽃게', '인천 옹진', [['1kg', 24900]], { season: months(9, 11), store: 'sorae' }),
  crustaceans('흰다리새우', '국내산', [['1kg', 24900]], { season: months(9, 11) }),
  crustaceans('냉동 칵테일새우', '베트남산', [['500g', 11900]]),
  crustaceans('자숙 랍스터', '캐나다산', [['2마리', 39900]]),

  anchovies('기장 볶음멸치', '부산 기장', [['500g', 17900]], { store: 'gijang' }),
  anchovies('국물용 멸치', '경남 남해', [['1kg', 21900]], { store: 'jagalchi' }),
  anchovies('남해 죽방멸치', '경남 남해', [['300g', 39900]]),
  anchovies('건새우', '국내산', [['200g', 12900]]),
  anchovies('인제 황태채', '강원 인제', [['300g', 15900]], { store: 'inje' }),
  anchovies('용대리 통황태', '강원 인제', [['5마리', 29900]], { store: 'inje' }),

  seaweed(
    '광천 재래김',
    '충남 홍성',
    [
      ['전장 20매', 8900],
      ['도시락 5g x 24봉', 14900],
    ],
    { store: 'gwangcheon' },
  ),
  seaweed('완도 곱창김', '전남 완도', [['전장 10매', 12900]], { season: months(12, 2), store: 'wando' }),
  seaweed('조미김', '국내산', [['4g x 16봉', 7990]]),
  seaweed('김자반', '국내산', [['50g x 3봉', 6990]]),
  seaweed('기장 미역', '부산 기장', [['200g', 12900]], { store: 'gijang' }),
  seaweed('완도 다시마', '전남 완도', [['300g', 9900]], { store: 'wando' }),

  driedSquid('속초 마른오징어', '강원 속초', [['5마리 (400g)', 34900]], { store: 'sokcho' }),
  driedSquid('쥐포', '베트남산', [['300g', 9900]], { store: 'jagalchi' }),
  driedSquid('진미채', '국내 가공', [['500g', 15900]], { store: 'jagalchi' }),
  driedSquid('구운 먹태', '국내 가공', [['3마리', 14900]]),
];
