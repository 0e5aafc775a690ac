import { intIn, searchSchema } from '../../platform/search-params.ts';

/**
 * `?reply=<replyId>` of a post's screen (/community/board-detail/:id, /community/qna/:id): the reply or
 * answer a notification is about (the server's alarm link, docs/alarms.md). The screen scrolls to it and
 * highlights it once the replies have loaded; a value that is not an id is ignored (the post as usual).
 */
export const validatePostDetailSearch = searchSchema({ reply: intIn(1, 2_147_483_647) });
