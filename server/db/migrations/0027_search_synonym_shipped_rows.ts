/**
 * The shipped dictionary rows are brought up to server/modules/search/synonyms.tsv again, exactly as
 * 0017 does it (new terms inserted, shipped rows updated, an operator's rows left alone): the 14
 * everyday forms added after 0023 (촌닭, 전지, 쪽갈비, 아까시꿀 …) reached only databases created after
 * them, and 떡국떡 and 떡볶이떡 now read the names shops sell them by (떡국, 떡볶이) before 떡.
 */
export { down, up } from './0017_search_synonym_words.ts';

/**
 * The SHA-256 of synonyms.tsv this migration ships. A test compares it with the file: an edit of the
 * file needs a migration like this one, or databases that ran this one never see the edit.
 */
export const SHIPPED_TSV_SHA256 = 'cb90b783e4ef1c706ac3123679c79d0b8fc0ca667ccfe3f3be9b2bdae3f123e5';
