import { choseongOf, compactText } from '../../search/korean-text.ts';

/**
 * The searchable forms of a post, written with the post (community_post.search_text / search_choseong):
 * the product search's Korean text rules, so spacing and 초성 work the same in both searches.
 */
export function searchColumns(
  title: string | null,
  body: string,
): { search_text: string; search_choseong: string } {
  const text = `${title ?? ''} ${body}`;
  return { search_text: compactText(text), search_choseong: choseongOf(compactText(text)) };
}
