import type { FastifyInstance } from 'fastify';
import { getLastNotice, getNoticeDetail, getNoticeList } from '#contract/notice.ts';
import { registerEndpoint } from '../../http/register.ts';
import { lastNotice, noticeDetail, noticeList } from './notice.service.ts';

/** GET /api/v1/notice/view, /view/:noticeId and /last (contract/notice.ts). */
export async function noticeModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getNoticeList, async ({ query }) => noticeList(app.database.db, query));
  registerEndpoint(app, getNoticeDetail, async ({ params }) =>
    noticeDetail(app.database.db, params.noticeId),
  );
  registerEndpoint(app, getLastNotice, async () => lastNotice(app.database.db));
}
