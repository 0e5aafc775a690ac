/**
 * What a product is, read from its name: the product kinds of the catalogue and the picture each gets.
 *
 * A Korean product name ends with what the thing is ("블루베리 마시는 요거트" is a yogurt, "청송 사과즙" a
 * juice, "해남 배추" a cabbage), so the kind whose keyword ends LAST in the name wins, the longer
 * keyword on a tie ("영동 곶감": 곶감 over 감). A container kind (즙, 청, 주스, 요거트, 조림, 탕, ...)
 * is then filled with the ingredient read from the words before it ("고흥 유자청": a jar with a
 * citron on its label). A name with no keyword falls back to its category's kind, and an unknown
 * category to a shopping basket. See docs/pictures.md.
 */

/** A Twemoji (Iconify name); several make a small heap. `hue` turns the colours (lime from lemon). */
export interface EmojiArt {
  emoji: string | readonly string[];
  hue?: number;
  /** 0 greys the emoji out, 1 leaves it (백김치 from 김치). */
  saturate?: number;
}
/** One of our own drawings (media.drawings.ts), in the given colours. */
export interface DrawnArt {
  draw: string;
  body?: string;
  accent?: string;
}
/** A container (pouch, jar, bowl, ...) with an ingredient shown on or in it. */
export interface ContainerArt {
  container: ContainerName;
  colour: string;
  inside?: EmojiArt | DrawnArt;
}
export type Art = EmojiArt | DrawnArt | ContainerArt;
export type ContainerName =
  | 'pouch'
  | 'jar'
  | 'bottle'
  | 'carton'
  | 'mug'
  | 'bowl'
  | 'soup'
  | 'can'
  | 'box'
  | 'cup';

export interface Kind {
  id: string;
  keywords: readonly string[];
  art: Art;
}

const e = (emoji: string | readonly string[], hue?: number, saturate?: number): EmojiArt => ({
  emoji,
  ...(hue === undefined ? {} : { hue }),
  ...(saturate === undefined ? {} : { saturate }),
});
const d = (draw: string, body?: string, accent?: string): DrawnArt => ({
  draw,
  ...(body ? { body } : {}),
  ...(accent ? { accent } : {}),
});
const c = (container: ContainerName, colour: string, inside?: EmojiArt | DrawnArt): ContainerArt => ({
  container,
  colour,
  ...(inside ? { inside } : {}),
});

/** Things themselves; each also serves as the ingredient of a container kind. */
export const KINDS: readonly Kind[] = [
  // 과일
  { id: 'apple', keywords: ['사과', '부사', '홍로'], art: e('red-apple') },
  // A yellow apple: 시나노골드 is golden, not red.
  { id: 'golden-apple', keywords: ['황금사과', '시나노골드'], art: e('green-apple', -60) },
  { id: 'pear', keywords: ['배', '신고배'], art: e('pear') },
  {
    id: 'tangerine',
    keywords: ['귤', '감귤', '한라봉', '천혜향', '레드향', '황금향', '카라향'],
    art: e(['tangerine', 'tangerine', 'tangerine']),
  },
  { id: 'orange', keywords: ['오렌지'], art: e('tangerine') },
  { id: 'grapefruit', keywords: ['자몽'], art: e(['tangerine', 'tangerine'], -25) },
  { id: 'citron', keywords: ['유자'], art: e(['lemon', 'tangerine']) },
  { id: 'lemon', keywords: ['레몬'], art: e('lemon') },
  { id: 'lime', keywords: ['라임'], art: e('lemon', 55) },
  { id: 'strawberry', keywords: ['딸기', '설향', '킹스베리'], art: e('strawberry') },
  { id: 'blueberry', keywords: ['블루베리'], art: e('blueberries') },
  { id: 'mixed-berry', keywords: ['믹스베리', '베리'], art: e(['blueberries', 'strawberry']) },
  { id: 'black-raspberry', keywords: ['복분자'], art: d('berries', '#4A1942', '#3A9D5D') },
  { id: 'omija', keywords: ['오미자'], art: d('berries', '#D7263D', '#5B8C2A') },
  { id: 'watermelon', keywords: ['수박', '애플수박'], art: e('watermelon') },
  { id: 'korean-melon', keywords: ['참외'], art: d('korean-melon') },
  { id: 'melon', keywords: ['멜론'], art: e('melon') },
  // Netted and pale: the Twemoji melon's stripes read as a watermelon.
  { id: 'muskmelon', keywords: ['머스크멜론'], art: d('melon', '#CFDB9E', '#F3F0D2') },
  { id: 'persimmon', keywords: ['감', '단감', '반시', '홍시', '대봉', '대봉감'], art: d('persimmon') },
  { id: 'dried-persimmon', keywords: ['곶감'], art: d('dried-persimmon') },
  { id: 'grapes', keywords: ['포도', '캠벨'], art: e('grapes') },
  { id: 'green-grapes', keywords: ['청포도', '샤인머스캣', '머스캣'], art: e('grapes', 200) },
  { id: 'peach', keywords: ['복숭아'], art: e('peach') },
  { id: 'cherry', keywords: ['체리'], art: e('cherries') },
  { id: 'banana', keywords: ['바나나'], art: e('banana') },
  { id: 'pineapple', keywords: ['파인애플'], art: e('pineapple') },
  { id: 'avocado', keywords: ['아보카도'], art: e('avocado') },
  { id: 'mango', keywords: ['망고', '애플망고'], art: e('mango') },
  { id: 'kiwi', keywords: ['키위'], art: e('kiwi-fruit') },
  { id: 'plum', keywords: ['매실'], art: e('green-apple') },
  { id: 'chestnut', keywords: ['밤', '깐밤'], art: e(['chestnut', 'chestnut']) },
  { id: 'jujube', keywords: ['대추', '건대추'], art: d('jujube') },
  { id: 'pine-nut', keywords: ['잣'], art: d('pine-nuts') },
  { id: 'almond', keywords: ['아몬드'], art: d('almonds') },
  { id: 'walnut', keywords: ['호두'], art: d('walnut') },
  { id: 'mixed-nuts', keywords: ['견과'], art: e(['peanuts', 'chestnut']) },
  { id: 'dried-mango', keywords: ['건망고'], art: c('pouch', '#F39C12', e('mango')) },
  { id: 'prune', keywords: ['푸룬', '자두'], art: d('prunes') },
  // 채소
  { id: 'potato', keywords: ['감자', '수미'], art: e('potato') },
  { id: 'sweet-potato', keywords: ['고구마'], art: e('roasted-sweet-potato') },
  { id: 'corn', keywords: ['옥수수', '찰옥수수', '스위트콘', '콘'], art: e('ear-of-corn') },
  { id: 'onion', keywords: ['양파'], art: e('onion') },
  { id: 'garlic', keywords: ['마늘'], art: e('garlic') },
  { id: 'green-onion', keywords: ['파', '대파'], art: d('green-onion') },
  { id: 'chive', keywords: ['쪽파'], art: d('chives') },
  { id: 'ginger', keywords: ['생강'], art: e('ginger-root') },
  { id: 'napa-cabbage', keywords: ['배추', '양배추', '알배기'], art: e('leafy-green') },
  { id: 'radish', keywords: ['무', '순무', '총각무'], art: d('radish', '#F4F1E8', '#5FB760') },
  { id: 'carrot', keywords: ['당근'], art: e('carrot') },
  { id: 'lotus-root', keywords: ['연근'], art: d('lotus-root') },
  { id: 'burdock', keywords: ['우엉'], art: d('burdock') },
  { id: 'beet', keywords: ['비트'], art: e('root-vegetable') },
  { id: 'lettuce', keywords: ['상추', '쌈채소', '로메인'], art: d('lettuce', '#7CC36B', '#CDEBC0') },
  { id: 'salad', keywords: ['샐러드', '어린잎'], art: e('green-salad') },
  { id: 'perilla', keywords: ['깻잎'], art: d('lettuce', '#2F7D3A', '#8BC38A') },
  { id: 'spinach', keywords: ['시금치', '포항초'], art: d('spinach') },
  { id: 'kale', keywords: ['케일'], art: d('lettuce', '#2E5E3A', '#5E8F6A') },
  { id: 'broccoli', keywords: ['브로콜리'], art: e('broccoli') },
  { id: 'paprika', keywords: ['파프리카'], art: e('bell-pepper') },
  { id: 'chili', keywords: ['고추', '고춧가루', '태양초'], art: e('hot-pepper') },
  { id: 'tomato', keywords: ['토마토', '짭짤이'], art: e('tomato') },
  { id: 'cherry-tomato', keywords: ['방울토마토'], art: e(['tomato', 'tomato', 'tomato']) },
  { id: 'cucumber', keywords: ['오이', '다다기'], art: e('cucumber') },
  { id: 'zucchini', keywords: ['호박', '애호박', '단호박'], art: e('cucumber', 40) },
  { id: 'shiitake', keywords: ['버섯', '표고', '표고버섯'], art: e('brown-mushroom') },
  { id: 'king-oyster-mushroom', keywords: ['새송이', '새송이버섯'], art: d('king-oyster') },
  { id: 'enoki', keywords: ['팽이', '팽이버섯'], art: d('enoki') },
  { id: 'oyster-mushroom', keywords: ['느타리', '느타리버섯'], art: d('mushroom', '#8D8A86', '#EEE8DC') },
  { id: 'button-mushroom', keywords: ['양송이', '양송이버섯'], art: d('mushroom', '#EFE6D6', '#F7F1E6') },
  { id: 'bean-sprouts', keywords: ['콩나물'], art: d('sprouts', '#F2D16B') },
  { id: 'mung-sprouts', keywords: ['숙주'], art: d('sprouts', '#B9D98B') },
  { id: 'herbs', keywords: ['나물', '취나물', '냉이', '산채', '둥굴레'], art: e('herb') },
  { id: 'bracken', keywords: ['고사리'], art: d('bracken') },
  { id: 'aralia', keywords: ['두릅', '참두릅'], art: e('seedling') },
  { id: 'doraji', keywords: ['도라지'], art: d('ginseng', '#F4EEE0', '#5FB760') },
  // 수산
  { id: 'mackerel', keywords: ['고등어', '간고등어'], art: e('fish') },
  { id: 'hairtail', keywords: ['갈치', '은갈치'], art: d('hairtail') },
  { id: 'yellow-croaker', keywords: ['굴비', '조기', '참조기'], art: d('fish', '#D9A441', '#A8782A') },
  { id: 'tilefish', keywords: ['옥돔'], art: d('fish', '#E88D8D', '#C0504D') },
  {
    id: 'pollock',
    keywords: ['동태', '동태포', '코다리', '황태', '황태채', '먹태', '통황태'],
    art: d('fish', '#C8B28A', '#8C7653'),
  },
  { id: 'gwamegi', keywords: ['과메기'], art: d('fish', '#5B4A6B', '#3A2F45') },
  { id: 'salmon', keywords: ['연어'], art: d('fillet', '#F48C5A', '#FFE1D0') },
  { id: 'tuna', keywords: ['참치', '뱃살'], art: d('fillet', '#C8374A', '#F6C6CC') },
  { id: 'sashimi', keywords: ['회', '방어', '대방어회'], art: e('sushi') },
  { id: 'squid', keywords: ['오징어'], art: e('squid') },
  { id: 'dried-squid', keywords: ['마른오징어', '진미채'], art: e('squid', 25, 0.55) },
  { id: 'filefish', keywords: ['쥐포'], art: d('filefish') },
  { id: 'anchovy', keywords: ['멸치', '볶음멸치', '죽방멸치'], art: d('anchovies') },
  { id: 'shrimp', keywords: ['새우', '대하', '흰다리새우', '칵테일새우'], art: e('shrimp') },
  { id: 'dried-shrimp', keywords: ['건새우'], art: e(['shrimp', 'shrimp', 'shrimp'], 0, 0.6) },
  { id: 'abalone', keywords: ['전복'], art: d('abalone') },
  { id: 'oyster', keywords: ['굴', '석화', '생굴', '봉지굴'], art: e('oyster') },
  { id: 'clam', keywords: ['조개', '바지락'], art: d('clams', '#D8C3A5', '#8D7B68') },
  { id: 'cockle', keywords: ['꼬막'], art: d('clams', '#8C6A4F', '#F1E6CF') },
  { id: 'mussel', keywords: ['홍합'], art: d('mussels') },
  { id: 'scallop', keywords: ['관자', '키조개'], art: d('scallops') },
  { id: 'sea-snail', keywords: ['골뱅이'], art: e('spiral-shell') },
  { id: 'snow-crab', keywords: ['대게'], art: e('crab', 28) },
  { id: 'blue-crab', keywords: ['꽃게', '게'], art: e('crab') },
  { id: 'lobster', keywords: ['랍스터'], art: e('lobster') },
  { id: 'laver', keywords: ['김', '재래김', '곱창김', '조미김'], art: d('laver') },
  { id: 'seaweed', keywords: ['미역'], art: d('seaweed', '#3F5E2A') },
  { id: 'kelp', keywords: ['다시마'], art: d('seaweed', '#5A4A2A') },
  { id: 'pollock-roe', keywords: ['명란', '백명란'], art: d('roe') },
  { id: 'fish-cake', keywords: ['어묵', '어묵바'], art: e('oden') },
  // 정육·계란
  {
    id: 'beef',
    keywords: ['한우', '소고기', '등심', '안심', '채끝', '스테이크', '척아이롤', '꽃등심', '와규', '국거리'],
    art: e('cut-of-meat'),
  },
  { id: 'brisket', keywords: ['차돌박이'], art: d('brisket') },
  { id: 'bulgogi', keywords: ['불고기', '주물럭'], art: e('shallow-pan-of-food') },
  { id: 'ribs', keywords: ['갈비', 'LA갈비', '등갈비'], art: e('meat-on-bone') },
  { id: 'bone-broth', keywords: ['사골'], art: e('bone') },
  {
    id: 'pork',
    keywords: ['한돈', '돼지', '흑돼지', '목살', '항정살', '앞다리살', '수육용', '찌개용', '돈까스용'],
    art: e(['cut-of-meat', 'pig']),
  },
  { id: 'pork-belly', keywords: ['삼겹살', '오겹살', '베이컨'], art: e('bacon') },
  { id: 'chicken', keywords: ['닭', '닭가슴살', '닭다리살', '영계', '닭볶음탕용'], art: e('poultry-leg') },
  { id: 'duck', keywords: ['오리', '훈제오리'], art: e(['poultry-leg', 'duck']) },
  { id: 'egg', keywords: ['란', '계란', '유정란', '특란', '구운란'], art: e(['egg', 'egg']) },
  { id: 'blue-egg', keywords: ['청란'], art: d('eggs', '#CFE3DA', '#E4EFE9') },
  { id: 'quail-egg', keywords: ['메추리알'], art: d('quail-eggs') },
  { id: 'ham', keywords: ['햄'], art: d('block', '#F2A7A7', '#E48A8A') },
  { id: 'sausage', keywords: ['소시지'], art: e('hot-dog') },
  { id: 'goat', keywords: ['흑염소'], art: e('goat') },
  // 쌀·잡곡·떡
  {
    id: 'rice',
    keywords: ['쌀', '햅쌀', '오대쌀', '추청', '신동진', '향미'],
    art: d('sack', '#EADFC8', '#5B8C2A'),
  },
  { id: 'brown-rice', keywords: ['현미', '발아현미'], art: d('sack', '#D8C3A5', '#C8A165') },
  { id: 'glutinous-rice', keywords: ['찹쌀'], art: d('sack', '#F1E6CF', '#3D5A80') },
  { id: 'black-rice', keywords: ['흑미'], art: d('sack', '#E9DCC3', '#3D2B3D') },
  { id: 'grains', keywords: ['잡곡', '17곡', '보리', '보리쌀', '귀리', '기장'], art: e('sheaf-of-rice') },
  { id: 'beans', keywords: ['콩', '서리태', '백태', '메주콩', '병아리콩', '국산콩'], art: e('beans') },
  { id: 'red-beans', keywords: ['팥'], art: e('beans', -15, 0.7) },
  { id: 'wheat', keywords: ['밀', '우리밀'], art: e('sheaf-of-rice', 20) },
  { id: 'rice-cake', keywords: ['떡', '가래떡', '떡국떡', '떡볶이떡'], art: d('rice-cakes') },
  { id: 'sweet-rice-cake', keywords: ['꿀떡', '인절미'], art: e('dango') },
  { id: 'cooked-rice', keywords: ['밥', '쌀밥', '현미밥', '즉석밥'], art: e('cooked-rice') },
  {
    id: 'noodles',
    keywords: ['국수', '면', '소면', '중면', '막국수', '칼국수면', '메밀국수'],
    art: e('steaming-bowl'),
  },
  // 장·양념·간식
  { id: 'gochujang', keywords: ['고추장'], art: c('jar', '#B22222', e('hot-pepper')) },
  { id: 'doenjang', keywords: ['된장'], art: c('jar', '#8B5A2B', e('beans')) },
  { id: 'cheonggukjang', keywords: ['청국장'], art: c('jar', '#5C3A1E', e('beans', 20, 0.6)) },
  { id: 'ssamjang', keywords: ['쌈장'], art: c('jar', '#9C4A1A', d('lettuce', '#7CC36B', '#CDEBC0')) },
  { id: 'soy-sauce', keywords: ['간장', '집간장'], art: c('bottle', '#3B2414', e('beans')) },
  { id: 'sesame-oil', keywords: ['참기름', '기름'], art: c('bottle', '#D9A441', d('seeds', '#F3E3C0')) },
  { id: 'perilla-oil', keywords: ['들기름'], art: c('bottle', '#A8782A', d('seeds', '#5C4A3A')) },
  { id: 'vinegar', keywords: ['식초', '비니거'], art: c('bottle', '#E9C46A', e('red-apple')) },
  { id: 'fish-sauce', keywords: ['액젓'], art: c('bottle', '#7A3B1E', d('anchovies')) },
  { id: 'grain-syrup', keywords: ['조청'], art: c('jar', '#C97B2F', e('sheaf-of-rice')) },
  { id: 'honey', keywords: ['꿀', '아카시아꿀', '야생화', '토종꿀'], art: e('honey-pot') },
  { id: 'honeycomb', keywords: ['벌집꿀', '벌집'], art: e(['honey-pot', 'honeybee']) },
  { id: 'granola', keywords: ['그래놀라', '뮤즐리', '시리얼'], art: e('bowl-with-spoon') },
  { id: 'oatmeal', keywords: ['오트밀'], art: c('bowl', '#F1E6CF', e('sheaf-of-rice')) },
  { id: 'cornflakes', keywords: ['콘플레이크'], art: c('bowl', '#F4A261', e('ear-of-corn')) },
  { id: 'yakgwa', keywords: ['약과'], art: e('cookie') },
  { id: 'hangwa', keywords: ['한과'], art: e('moon-cake') },
  { id: 'rice-cracker', keywords: ['과자'], art: e('rice-cracker') },
  // Round puffed discs: the Twemoji rice cracker's seaweed band reads as an onigiri.
  { id: 'puffed-rice-cake', keywords: ['쌀과자', '뻥튀기'], art: d('rice-puffs', '#F1DFB4', '#D2B37A') },
  { id: 'rice-puff', keywords: ['강정', '쌀강정'], art: e(['rice-cracker', 'rice-cracker']) },
  { id: 'nurungji', keywords: ['누룽지'], art: e('flatbread') },
  { id: 'cacao', keywords: ['카카오', '카카오닙스'], art: e('chocolate-bar') },
  { id: 'red-ginseng', keywords: ['홍삼', '홍삼정'], art: d('ginseng', '#B5543A', '#5FB760') },
  { id: 'ginseng', keywords: ['인삼', '수삼'], art: d('ginseng', '#EBD8B0', '#5FB760') },
  { id: 'sprout-ginseng', keywords: ['새싹삼'], art: d('ginseng', '#EBD8B0', '#3A9D5D') },
  { id: 'barley-sprout', keywords: ['새싹보리'], art: e('seedling', 20) },
  // 음료
  { id: 'water', keywords: ['생수', '암반수'], art: c('bottle', '#8FD3F4', e('droplet')) },
  { id: 'sparkling-water', keywords: ['탄산수'], art: c('bottle', '#B5E3F7', e('bubbles')) },
  { id: 'coffee', keywords: ['커피', '드립백', '콜드브루', '원액'], art: e('hot-beverage') },
  { id: 'coffee-beans', keywords: ['원두'], art: d('coffee-beans') },
  { id: 'green-tea', keywords: ['녹차', '우전'], art: e('teacup-without-handle') },
  { id: 'sikhye', keywords: ['식혜'], art: c('mug', '#E9D8A6', e('cooked-rice')) },
  { id: 'sujeonggwa', keywords: ['수정과'], art: c('mug', '#8B4513', d('persimmon')) },
  // 반찬·김치·간편식
  { id: 'kimchi', keywords: ['김치', '포기김치', '맛김치', '묵은지'], art: e('leafy-green', -95) },
  { id: 'white-kimchi', keywords: ['백김치'], art: e('leafy-green', 0, 0.25) },
  { id: 'kkakdugi', keywords: ['깍두기'], art: d('block', '#D9482B', '#E8674A') },
  // A white radish in a red jar: a red radish on its own reads as a carrot. 열무김치 is leaves (김치).
  {
    id: 'chonggak-kimchi',
    keywords: ['총각김치'],
    art: c('jar', '#C0392B', d('radish', '#F4F1E8', '#5FB760')),
  },
  { id: 'green-onion-kimchi', keywords: ['파김치'], art: d('green-onion', '#C0392B') },
  // Leaves in seasoning like 김치, a darker red-purple: a purple head reads as red cabbage.
  { id: 'mustard-kimchi', keywords: ['갓김치'], art: e('leafy-green', -125) },
  { id: 'crab-in-soy', keywords: ['게장', '간장게장'], art: c('jar', '#5C3A1E', e('crab')) },
  { id: 'tteokgalbi', keywords: ['떡갈비'], art: d('patties') },
  { id: 'tofu', keywords: ['두부', '모두부', '연두부'], art: d('block', '#FFF8E7', '#F4ECD8') },
  { id: 'soft-tofu', keywords: ['순두부'], art: c('soup', '#F1E6CF', d('block', '#FFF8E7', '#F4ECD8')) },
  { id: 'budae-jjigae', keywords: ['부대찌개', '찌개'], art: e('pot-of-food') },
  { id: 'hot-pot', keywords: ['나베', '밀푀유나베', '전골'], art: e('shallow-pan-of-food', 160) },
  { id: 'gambas', keywords: ['감바스'], art: e(['shallow-pan-of-food', 'shrimp']) },
  // 유제품
  { id: 'milk', keywords: ['우유'], art: c('carton', '#4D96FF', e('glass-of-milk')) },
  { id: 'soy-milk', keywords: ['두유'], art: c('carton', '#C8A165', e('beans')) },
  { id: 'cheese', keywords: ['치즈', '파르미지아노', '레지아노'], art: e('cheese-wedge') },
  { id: 'string-cheese', keywords: ['스트링', '스트링 치즈'], art: d('string-cheese') },
  {
    id: 'mozzarella',
    keywords: ['모짜렐라', '모짜렐라 치즈', '리코타', '리코타 치즈'],
    art: d('mozzarella'),
  },
  { id: 'sliced-cheese', keywords: ['슬라이스 치즈', '슬라이스치즈'], art: d('cheese-slices') },
  { id: 'brie', keywords: ['브리', '브리 치즈'], art: d('cheese', '#F7F1E1', '#FFFFFF') },
  { id: 'grilling-cheese', keywords: ['구워먹는 치즈'], art: d('block', '#F6E3B4', '#E7B04B') },
  { id: 'butter', keywords: ['버터'], art: e('butter') },
  { id: 'cream', keywords: ['크림', '생크림', '휘핑크림'], art: e('soft-ice-cream') },
  { id: 'cream-cheese', keywords: ['크림치즈'], art: c('cup', '#F7F3EA', e('cheese-wedge')) },
];

/**
 * What something comes in: the picture is the container with the ingredient named before the keyword
 * on it ("청송 사과즙": a pouch with an apple), or `fallback` when the name names none.
 */
export const CONTAINERS: readonly (Kind & { art: ContainerArt })[] = [
  { id: 'juice-pouch', keywords: ['즙', '진액'], art: c('pouch', '#6D4C41', e('herb')) },
  { id: 'syrup', keywords: ['청'], art: c('jar', '#E1A23B', e('lemon')) },
  { id: 'juice', keywords: ['주스'], art: c('bottle', '#FFB74D', e(['red-apple', 'carrot'])) },
  { id: 'kombucha', keywords: ['콤부차', '음료'], art: c('bottle', '#C98B3A', e('teacup-without-handle')) },
  { id: 'tea', keywords: ['차'], art: c('mug', '#43A047', e('teacup-without-handle')) },
  { id: 'yogurt', keywords: ['요거트', '요구르트'], art: c('cup', '#F7F3EA', e('glass-of-milk')) },
  { id: 'powder', keywords: ['가루', '분말', '미숫가루'], art: c('pouch', '#D8C3A5', e('sheaf-of-rice')) },
  { id: 'stick', keywords: ['스틱'], art: c('box', '#8E2C2C', e('honey-pot')) },
  { id: 'pills', keywords: ['환'], art: c('jar', '#6B4A2B', e('herb')) },
  { id: 'dried', keywords: ['말랭이', '칩'], art: c('pouch', '#F39C12', e('red-apple')) },
  { id: 'slices', keywords: ['절편'], art: c('box', '#B5543A', d('ginseng', '#B5543A', '#5FB760')) },
  { id: 'salted', keywords: ['젓'], art: c('jar', '#E07A5F', e('shrimp')) },
  { id: 'pickles', keywords: ['장아찌'], art: c('jar', '#6B8E23', e('garlic')) },
  { id: 'stir-fry', keywords: ['볶음'], art: c('bowl', '#E07A5F', d('anchovies')) },
  // Soy-braised: a brown bowl (a blue one with pale eggs read as cereal).
  { id: 'braised', keywords: ['조림', '장조림'], art: c('bowl', '#7A4A2A', e('cut-of-meat')) },
  { id: 'side', keywords: ['자반'], art: c('bowl', '#81B29A', e('beans')) },
  { id: 'porridge', keywords: ['죽'], art: c('bowl', '#F2CC8F', e('cooked-rice')) },
  {
    id: 'soup',
    keywords: ['탕', '국', '곰탕', '해장국', '육개장'],
    art: c('soup', '#8a5a3c', e('cut-of-meat')),
  },
  { id: 'meal-kit', keywords: ['밀키트'], art: c('box', '#3D5A80', e('pot-of-food')) },
  { id: 'canned', keywords: ['통조림'], art: c('can', '#C0392B', e('fish')) },
];

/** A name with no keyword: by category (most specific prefix first), then a shopping basket. */
const CATEGORY_FALLBACK: readonly (readonly [string, string])[] = [
  ['C010101', 'apple'],
  ['C010102', 'tangerine'],
  ['C010103', 'strawberry'],
  ['C010104', 'watermelon'],
  ['C010105', 'persimmon'],
  ['C010106', 'grapes'],
  ['C010201', 'banana'],
  ['C010202', 'mango'],
  ['C010203', 'orange'],
  ['C010204', 'cherry'],
  ['C0103', 'mixed-nuts'],
  ['C01', 'apple'],
  ['C020101', 'potato'],
  ['C020102', 'onion'],
  ['C020103', 'napa-cabbage'],
  ['C020104', 'carrot'],
  ['C0202', 'salad'],
  ['C020301', 'shiitake'],
  ['C02', 'herbs'],
  ['C0301', 'mackerel'],
  ['C030201', 'clam'],
  ['C030202', 'shrimp'],
  ['C030302', 'laver'],
  ['C03', 'anchovy'],
  ['C0401', 'beef'],
  ['C0402', 'pork'],
  ['C0403', 'chicken'],
  ['C0404', 'egg'],
  ['C04', 'beef'],
  ['C0501', 'rice'],
  ['C0502', 'grains'],
  ['C0503', 'rice-cake'],
  ['C05', 'rice'],
  ['C0601', 'noodles'],
  ['C0602', 'gochujang'],
  ['C0603', 'granola'],
  ['C0604', 'sausage'],
  ['C06', 'gochujang'],
  ['C0701', 'red-ginseng'],
  ['C0702', 'honey'],
  ['C07', 'red-ginseng'],
  ['C0801', 'water'],
  ['C0802', 'coffee'],
  ['C08', 'water'],
  ['C0901', 'kimchi'],
  ['C0903', 'tofu'],
  ['C09', 'kimchi'],
  ['C1002', 'cheese'],
  ['C10', 'milk'],
];

export const FALLBACK_KIND: Kind = { id: 'basket', keywords: [], art: e('basket') };

const kindById = new Map<string, Kind>([...KINDS, ...CONTAINERS].map((kind) => [kind.id, kind]));

interface Match {
  kind: Kind;
  /** Where the keyword starts and ends in the name. */
  start: number;
  end: number;
  length: number;
}

/** The kind whose keyword ends last in `text` (the longer keyword on a tie), among `kinds`. */
function lastMatch(text: string, kinds: readonly Kind[]): Match | undefined {
  let best: Match | undefined;
  for (const kind of kinds) {
    for (const keyword of kind.keywords) {
      const start = text.lastIndexOf(keyword);
      if (start < 0) continue;
      const end = start + keyword.length;
      if (!best || end > best.end || (end === best.end && keyword.length > best.length)) {
        best = { kind, start, end, length: keyword.length };
      }
    }
  }
  return best;
}

export interface Resolved {
  /** `kind` or `container+ingredient` (the art's identity: the same key is the same picture). */
  key: string;
  art: Art;
  /** False when nothing in the name matched and the category (or the basket) chose. */
  named: boolean;
}

const containerIds = new Set(CONTAINERS.map((kind) => kind.id));
const isContainer = (kind: Kind): kind is Kind & { art: ContainerArt } => containerIds.has(kind.id);

/** Words that contain a keyword without meaning it (무가당 is not a radish, 오리지널 not a duck). */
const NOT_KINDS = /무가당|무항생제|무첨가|무농약|무염|오리지널/g;

/** The picture for a product, from its name and category code. */
export function resolveKind(productName: string, categoryCode: string): Resolved {
  const name = productName.replace(NOT_KINDS, (word) => ' '.repeat(word.length));
  const head = lastMatch(name, [...KINDS, ...CONTAINERS]);
  if (head && isContainer(head.kind)) {
    const ingredient = lastMatch(name.slice(0, head.start), KINDS);
    if (ingredient && !('container' in ingredient.kind.art)) {
      return {
        key: `${head.kind.id}+${ingredient.kind.id}`,
        art: { ...head.kind.art, inside: ingredient.kind.art as EmojiArt | DrawnArt },
        named: true,
      };
    }
    return { key: head.kind.id, art: head.kind.art, named: true };
  }
  if (head) return { key: head.kind.id, art: head.kind.art, named: true };
  const byCategory = CATEGORY_FALLBACK.find(([prefix]) => categoryCode.startsWith(prefix))?.[1];
  const kind = (byCategory && kindById.get(byCategory)) || FALLBACK_KIND;
  return { key: kind.id, art: kind.art, named: false };
}

/** Every Twemoji a picture may use (media.emoji.ts keeps only these). */
export function twemojiNames(): Set<string> {
  const names = new Set<string>();
  const add = (art: Art | undefined) => {
    if (!art) return;
    if ('emoji' in art)
      for (const name of typeof art.emoji === 'string' ? [art.emoji] : art.emoji) names.add(name);
    if ('container' in art) add(art.inside);
  };
  for (const kind of [...KINDS, ...CONTAINERS, FALLBACK_KIND]) add(kind.art);
  return names;
}
