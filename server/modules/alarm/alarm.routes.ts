import type { FastifyInstance } from 'fastify';
import { getAlarmCount, listAlarms, readAlarm, readAllAlarms } from '#contract/alarm.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { memberOf } from '../auth/auth.guard.ts';
import { alarmCount, alarmList, readAll, readOne } from './alarm.service.ts';

/** GET /api/v1/alarm/count, /view; PUT /view/:alarmId/read, /read-all (contract/alarm.ts). */
export async function alarmModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);
  registerEndpoint(app, getAlarmCount, async ({ request }) => alarmCount(ctx(), memberOf(request).memberId));
  registerEndpoint(app, listAlarms, async ({ request, query }) =>
    alarmList(ctx(), memberOf(request).memberId, query),
  );
  registerEndpoint(app, readAlarm, async ({ request, params }) =>
    readOne(ctx(), memberOf(request).memberId, params.alarmId),
  );
  registerEndpoint(app, readAllAlarms, async ({ request }) => readAll(ctx(), memberOf(request).memberId));
}
