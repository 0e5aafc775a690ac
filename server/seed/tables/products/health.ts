import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const redGinseng = inCategory('C070101');
const ginseng = inCategory('C070102');
const honey = inCategory('C070201');
const syrups = inCategory('C070202');
const juices = inCategory('C070301');
const powders = inCategory('C070302');

export const healthProducts: readonly ProductTemplate[] = [
  redGinseng('6년근 홍삼정', '국내산', [['240g', 89000]]),
  redGinseng('홍삼 스틱', '국내산', [['10ml x 30포', 49900]]),
  redGinseng('금산 홍삼 절편', '충남 금산', [['200g', 39900]], { store: 'geumsan' }),

  ginseng('금산 수삼 4년근', '충남 금산', [['750g', 39900]], { season: months(9, 11), store: 'geumsan' }),
  ginseng('강화 인삼 6년근', '인천 강화', [['750g', 59900]], { season: months(9, 11), store: 'ganghwa' }),
  ginseng('새싹삼', '국내산', [['20뿌리', 12900]]),

  honey('국산 아카시아꿀', '국내산', [
    ['1.2kg', 39900],
    ['2.4kg', 75900],
  ]),
  honey('야생화 꿀', '국내산', [['1kg', 29900]]),
  honey('밤꿀', '국내산', [['500g', 24900]]),
  honey('지리산 토종꿀', '경남 산청', [['600g', 59900]], { store: 'sancheong' }),
  honey('산청 벌집꿀', '경남 산청', [['500g', 39900]], { store: 'sancheong' }),
  honey('꿀 스틱', '국내산', [['12g x 30포', 19900]]),

  syrups('문경 오미자청', '경북 문경', [
    ['500ml', 15900],
    ['1L', 27900],
  ]),
  syrups('수제 레몬청', '국내 가공', [['500g', 12900]]),
  syrups('고흥 유자청', '전남 고흥', [['1kg', 14900]], { season: months(11, 2) }),
  syrups('광양 매실청', '전남 광양', [['1L', 17900]]),
  syrups('서산 생강청', '충남 서산', [['500g', 14900]]),
  syrups('수제 자몽청', '국내 가공', [['500g', 12900]]),

  juices('청송 사과즙', '경북 청송', [['120ml x 30포', 24900]], { store: 'cheongsong' }),
  juices('무안 양파즙', '전남 무안', [['110ml x 50포', 29900]]),
  juices('배도라지즙', '국내산', [['100ml x 30포', 26900]], { store: 'naju' }),
  juices('양배추즙', '국내산', [['100ml x 30포', 23900]]),
  juices('고창 복분자즙', '전북 고창', [['80ml x 30포', 29900]], { store: 'gochang' }),
  juices('흑염소 진액', '국내산', [['80ml x 30포', 59900]]),

  powders('새싹보리 분말', '국내산', [['200g', 12900]]),
  powders('의성 흑마늘', '경북 의성', [['500g', 19900]]),
  powders('유기농 카카오닙스', '페루산', [['500g', 9900]]),
  powders('도라지 배 환', '국내산', [['3g x 30포', 24900]]),
];
