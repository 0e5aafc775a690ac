/**
 * Small search-text helpers both sides use: the SPA to decide when a keyword is worth sending and to
 * bold the matched part of a suggestion, the server to validate. No Node or DOM APIs.
 */

export const SEARCH_KEYWORD_MAX_LENGTH = 50;

const JAMO = /[ㄱ-ㆎ]/;
const CONSONANTS = /^[ㄱ-ㅎ]{2,}$/;

/**
 * False while a syllable is still being composed (`사ㄱ`, a lone `ㅅ`): the keyword ends in a jamo.
 * A word of two or more initial consonants (`ㅅㄱ`) counts as complete, it is a choseong search.
 */
export function isCompleteQuery(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  const last = trimmed[trimmed.length - 1]!;
  if (!JAMO.test(last)) return true;
  const lastWord = trimmed.split(/\s+/).pop() ?? '';
  return CONSONANTS.test(lastWord);
}

export interface HighlightRange {
  /** UTF-16 code-unit offset into the text, as `String.prototype.slice` counts. */
  start: number;
  length: number;
}

/** Splits a text into plain and matched parts, so a client can bold matches without building HTML. */
export function highlightParts(
  text: string,
  highlights: readonly HighlightRange[],
): { text: string; matched: boolean }[] {
  const parts: { text: string; matched: boolean }[] = [];
  let at = 0;
  for (const { start, length } of [...highlights].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(start + length, text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), matched: false });
    parts.push({ text: text.slice(from, to), matched: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), matched: false });
  return parts;
}
