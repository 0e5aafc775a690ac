import type { FastifyInstance } from 'fastify';
import {
  applyEvent,
  getCustomEvent,
  getEventApplyStatus,
  getPeriodDetail,
  getPeriods,
} from '#contract/exhibition.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { refuseBanned } from '../account/account.service.ts';
import { memberOf } from '../auth/auth.guard.ts';
import {
  applyToEvent,
  customEvent,
  eventApplyStatus,
  livePeriods,
  periodDetail,
} from './exhibition.service.ts';

export async function exhibitionModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);

  registerEndpoint(app, getPeriods, async ({ query }) => livePeriods(ctx(), query));
  registerEndpoint(app, getPeriodDetail, async ({ query }) => periodDetail(ctx(), query));
  registerEndpoint(app, getCustomEvent, async ({ query }) => customEvent(ctx(), query.eventId));
  registerEndpoint(app, applyEvent, async ({ body, request }) => {
    // An application is an action: a banned or force-withdrawn member is refused (code 20).
    const member = memberOf(request);
    refuseBanned(member);
    return applyToEvent(ctx(), body.eventId, member.memberId);
  });
  registerEndpoint(app, getEventApplyStatus, async ({ query, request }) =>
    eventApplyStatus(ctx(), query.eventId, memberOf(request).memberId),
  );
}
