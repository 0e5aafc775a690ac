import { inCategory, months, type ProductTemplate } from '../product-template.ts';

const noodles = inCategory('C060101');
const instantRice = inCategory('C060102');
const pastes = inCategory('C060201');
const oilsAndSauces = inCategory('C060202');
const cereals = inCategory('C060301');
const snacks = inCategory('C060302');
const hams = inCategory('C060401');
const cans = inCategory('C060402');

export const pantryProducts: readonly ProductTemplate[] = [
  noodles('안동 건진국수', '경북 안동', [['1kg', 8900]]),
  noodles('봉평 메밀국수', '강원 평창', [['600g', 7900]]),
  noodles('생칼국수면', '국내 가공', [['1kg', 4990]]),
  noodles('춘천 들기름 막국수', '강원 춘천', [['4인분', 12900]]),
  noodles('중면 소면', '국내 가공', [['900g', 2990]]),

  instantRice('즉석 현미밥', '국내산', [['210g x 12개', 15900]]),
  instantRice('즉석 흰쌀밥', '국내산', [['210g x 24개', 23900]]),
  instantRice('단호박죽', '국내 가공', [['300g x 4개', 11900]]),
  instantRice('전복죽', '국내 가공', [['300g x 3개', 13900]]),

  pastes(
    '순창 전통 고추장',
    '전북 순창',
    [
      ['1kg', 19900],
      ['3kg', 49900],
    ],
    { store: 'sunchang' },
  ),
  pastes('순창 재래 된장', '전북 순창', [['1kg', 16900]], { store: 'sunchang' }),
  pastes('순창 청국장', '전북 순창', [['200g x 4개', 12900]], { store: 'sunchang' }),
  pastes('조선간장 집간장', '국내산', [['900ml', 13900]]),
  pastes('쌈장', '국내 가공', [['500g', 4990]]),
  pastes(
    '영양 태양초 고춧가루',
    '경북 영양',
    [
      ['500g', 24900],
      ['1kg', 45900],
    ],
    { season: months(9, 11) },
  ),

  oilsAndSauces('저온압착 참기름', '국내산', [['300ml', 19900]]),
  oilsAndSauces('국산 들기름', '국내산', [['300ml', 18900]]),
  oilsAndSauces('현미 식초', '국내 가공', [['900ml', 7900]]),
  oilsAndSauces('쌀조청', '국내산', [['1kg', 11900]]),
  oilsAndSauces('기장 멸치액젓', '부산 기장', [['1L', 8900]], { store: 'gijang' }),

  cereals('그래놀라', '국내 가공', [['500g', 9900]]),
  cereals('견과 듬뿍 수제 그래놀라', '국내 가공', [['350g', 12900]]),
  cereals('오트밀', '호주산', [['1kg', 7900]]),
  cereals('인스턴트 오트밀', '영국산', [['500g', 5490]]),
  cereals('통곡물 시리얼', '국내 가공', [['570g', 6490]]),
  cereals('콘플레이크', '국내 가공', [['600g', 5990]]),
  cereals('뮤즐리', '독일산', [['750g', 9900]]),
  cereals('저당 그래놀라 바', '국내 가공', [['25g x 12개', 11900]]),

  snacks('전통 약과', '국내산', [['10개입', 9900]]),
  snacks('담양 수제 한과 선물세트', '전남 담양', [['1kg', 39900]], { season: months(12, 2) }),
  snacks('현미 쌀과자', '국내 가공', [['240g', 3990]]),
  snacks('쌀강정', '국내산', [['300g', 8900]]),
  snacks('가마솥 누룽지', '국내산', [['1kg', 12900]]),

  hams('무첨가 한돈 햄', '국내산', [['300g', 7990]]),
  hams('수제 소시지', '국내산', [['500g', 11900]]),
  hams('한돈 베이컨', '국내산', [['300g', 8490]]),

  cans('참치 통조림', '원양산', [['150g x 6캔', 12900]]),
  cans('골뱅이 통조림', '영국산', [['400g x 2캔', 15900]]),
  cans('스위트콘', '미국산', [['340g x 3캔', 5990]]),
];
