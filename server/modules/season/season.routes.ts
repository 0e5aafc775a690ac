import type { FastifyInstance } from 'fastify';
import { seoulMonth } from '#contract/rules/seoul-time.ts';
import { getHomeSeason, getSeasonDelicacy, getSeasonRecommendation } from '#contract/season.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { homeSeason, seasonDelicacy, seasonRecommendation } from './season.service.ts';

export async function seasonModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);
  const monthOf = (month: number | undefined) => month ?? seoulMonth(app.now());

  registerEndpoint(app, getHomeSeason, async ({ query }) =>
    homeSeason(ctx(), monthOf(query.month), query.size),
  );

  registerEndpoint(app, getSeasonDelicacy, async ({ query }) =>
    seasonDelicacy(ctx(), { ...query, month: monthOf(query.month) }),
  );

  registerEndpoint(app, getSeasonRecommendation, async ({ query }) =>
    seasonRecommendation(ctx(), { ...query, month: monthOf(query.month) }),
  );
}
