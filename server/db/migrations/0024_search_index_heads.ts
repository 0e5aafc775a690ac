/**
 * The index's match qualities changed again: a short word before the word naming the product (꿀 in
 * 해남 꿀 고구마) scores below the products it names, and a half-typed word completes a name's head
 * before a brand or a place (docs/search.md, "Ranking"). The index is derived data: emptied as 0018
 * empties it, it is rebuilt from the catalogue by prepareDatabase on the next start.
 */
export { down, up } from './0018_search_index_rescore.ts';
