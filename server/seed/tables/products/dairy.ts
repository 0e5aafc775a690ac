import { inCategory, type ProductTemplate } from '../product-template.ts';

const milk = inCategory('C100101');
const yogurt = inCategory('C100102');
const cheese = inCategory('C100201');
const butter = inCategory('C100202');

export const dairyProducts: readonly ProductTemplate[] = [
  milk('1등급 우유', '국내산', [
    ['900ml x 2개', 5490],
    ['2.3L', 6990],
  ]),
  milk('무항생제 우유', '국내산', [['900ml', 3990]]),
  milk('저지방 우유', '국내산', [['900ml', 2990]]),
  milk('유기농 우유', '국내산', [['750ml', 4990]]),
  milk('락토프리 우유', '국내산', [['930ml', 3990]]),
  milk('임실 목장 우유', '전북 임실', [['1L', 4490]], { store: 'imsil' }),
  milk('무가당 두유', '국내 가공', [['190ml x 24팩', 17900]]),

  yogurt('그릭요거트', '국내 가공', [
    ['400g', 8900],
    ['1kg', 18900],
  ]),
  yogurt('무가당 그릭요거트', '국내 가공', [['100g x 6개', 11900]]),
  yogurt('플레인 요거트', '국내 가공', [['85g x 12개', 9900]]),
  yogurt('딸기 떠먹는 요거트', '국내 가공', [['85g x 8개', 5990]]),
  yogurt('블루베리 마시는 요거트', '국내 가공', [['750ml', 4490]]),
  yogurt('임실 수제 요거트', '전북 임실', [['500ml', 7900]], { store: 'imsil' }),

  cheese('임실 스트링 치즈', '전북 임실', [['20g x 10개', 12900]], { store: 'imsil' }),
  cheese('임실 구워먹는 치즈', '전북 임실', [['250g', 12900]], { store: 'imsil' }),
  cheese('슬라이스 치즈', '국내 가공', [['18g x 20매', 6990]]),
  cheese('모짜렐라 치즈', '국내 가공', [['1kg', 14900]]),
  cheese('브리 치즈', '프랑스산', [['125g', 7900]]),
  cheese('파르미지아노 레지아노', '이탈리아산', [['200g', 14900]]),
  cheese('수제 리코타 치즈', '국내산', [['200g', 8900]]),

  butter('가염 버터', '뉴질랜드산', [['454g', 12900]]),
  butter('무염 버터', '프랑스산', [['250g', 9900]]),
  butter('생크림', '국내산', [['500ml', 6990]]),
  butter('휘핑크림', '국내 가공', [['1L', 8900]]),
  butter('크림치즈', '미국산', [['226g', 5990]]),
];
