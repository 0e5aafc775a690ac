/**
 * The dictionary gained the forms shoppers type (short forms and clipped compounds such as 초장, shop
 * respellings such as 케찹 and 바게뜨, dialect, trade and market names, dish-name misspellings): the
 * shipped rows are brought up to server/modules/search/synonyms.tsv as it is when this migration runs,
 * exactly as 0017 does it (new terms inserted, shipped rows updated, an operator's rows left alone).
 */
export { down, up } from './0017_search_synonym_words.ts';
