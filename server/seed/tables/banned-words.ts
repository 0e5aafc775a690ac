import type { BannedWordEntry } from '../../../contract/banned-words.ts';

/**
 * The banned words a new database starts with (migration 0012_banned_words writes them, once, into
 * `banned_word`; operators edit the list with `npm run admin -- community words ...`). Profanity, sexual
 * words and slurs commonly filtered on Korean boards, in their usual spellings: the matcher
 * (contract/banned-words.ts) already sees through spaces, symbols, digits, Latin letters and jamo put
 * between the letters, so variants made that way need no entry of their own.
 *
 * `wholeWord` where the letters also occur inside innocent words, which must still pass:
 * 시발 (시발점, 시발역, 시발택시), 시바 (시바견), 씨바/씨빨/씨벌 (아저씨바지, 아저씨빨래, 아저씨벌써),
 * 씨팔 (씨팔아요), 강간 (생강간장), 등신 (등신대), shit (shitake), sex (Sussex), cunt (Scunthorpe).
 * Left out on purpose, because everyday grocery talk uses them: 새끼 (새끼 돼지), 씹 (꼭꼭 씹어),
 * 보지/자지 (맛보지 마세요, 자지 마), 꺼져 (불이 꺼져), 졸라 (엄마를 졸라), 닥치 (닥치는 대로),
 * 개년 (5개년), 미친 (미친 맛), 엿 (호박엿).
 */
export const DEFAULT_BANNED_WORDS: readonly BannedWordEntry[] = [
  // 씨발 and its spellings
  { word: '씨발', wholeWord: false },
  { word: '씨부랄', wholeWord: false },
  { word: '씨부럴', wholeWord: false },
  { word: '씨바', wholeWord: true },
  { word: '씨빨', wholeWord: true },
  { word: '씨벌', wholeWord: true },
  { word: '씨팔', wholeWord: true },
  { word: '시발', wholeWord: true },
  { word: '시바', wholeWord: true },
  { word: '시팔', wholeWord: true },
  { word: '싸발', wholeWord: false },
  { word: 'ㅆㅂ', wholeWord: false },
  { word: 'ㅅㅂ', wholeWord: false },
  { word: 'sibal', wholeWord: true },
  { word: 'ssibal', wholeWord: false },
  /** 씨발 typed with the keyboard in English mode. */
  { word: 'tlqkf', wholeWord: false },
  // 병신
  { word: '병신', wholeWord: false },
  { word: '븅신', wholeWord: false },
  { word: '빙신', wholeWord: false },
  { word: '병쉰', wholeWord: false },
  { word: 'ㅂㅅ', wholeWord: true },
  { word: 'ㅄ', wholeWord: false },
  { word: 'qudtls', wholeWord: false },
  // 좆, 존나
  { word: '좆', wholeWord: false },
  { word: '좃까', wholeWord: false },
  { word: '좃같', wholeWord: false },
  { word: '존나', wholeWord: false },
  { word: '존내', wholeWord: true },
  // 지랄, 염병
  { word: '지랄', wholeWord: false },
  { word: 'ㅈㄹ', wholeWord: true },
  { word: 'wlfkf', wholeWord: false },
  { word: '염병', wholeWord: false },
  { word: '옘병', wholeWord: false },
  // 개새끼 and the like
  { word: '개새끼', wholeWord: false },
  { word: '개새기', wholeWord: false },
  { word: '개색기', wholeWord: false },
  { word: '개색히', wholeWord: false },
  { word: '개세끼', wholeWord: false },
  { word: '개섀끼', wholeWord: false },
  { word: '개쉐이', wholeWord: false },
  { word: '개쌔끼', wholeWord: false },
  { word: '씹새끼', wholeWord: false },
  { word: '씹새', wholeWord: false },
  { word: '씹년', wholeWord: false },
  { word: '씹할', wholeWord: false },
  { word: '씹창', wholeWord: false },
  { word: '호로새끼', wholeWord: false },
  { word: '후레자식', wholeWord: false },
  { word: '미친놈', wholeWord: false },
  { word: '미친년', wholeWord: false },
  { word: '미친새끼', wholeWord: false },
  { word: '쌍놈', wholeWord: false },
  { word: '쌍년', wholeWord: false },
  { word: '썅', wholeWord: false },
  { word: '닥쳐', wholeWord: false },
  { word: '등신', wholeWord: true },
  // Insults to a parent
  { word: '엠창', wholeWord: false },
  { word: '느금마', wholeWord: false },
  { word: '니애미', wholeWord: false },
  { word: '느그애미', wholeWord: false },
  { word: '니기미', wholeWord: false },
  { word: '니미럴', wholeWord: false },
  { word: '애미뒤진', wholeWord: false },
  { word: '애비뒤진', wholeWord: false },
  // Slurs
  { word: '한남충', wholeWord: false },
  { word: '김치녀', wholeWord: true },
  { word: '맘충', wholeWord: false },
  { word: '급식충', wholeWord: false },
  { word: '틀딱', wholeWord: false },
  { word: '짱깨', wholeWord: false },
  { word: '쪽바리', wholeWord: false },
  { word: '장애새끼', wholeWord: false },
  // Sexual
  { word: '섹스', wholeWord: false },
  { word: '강간', wholeWord: true },
  { word: '보짓', wholeWord: false },
  { word: '자짓', wholeWord: false },
  // English
  { word: 'fuck', wholeWord: false },
  { word: 'shit', wholeWord: true },
  { word: 'bitch', wholeWord: false },
  { word: 'sex', wholeWord: true },
  { word: 'cunt', wholeWord: true },
  { word: 'nigger', wholeWord: false },
  { word: 'nigga', wholeWord: false },
  { word: 'whore', wholeWord: false },
];
