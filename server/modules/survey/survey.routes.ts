import type { FastifyInstance } from 'fastify';
import { getSurvey, submitSurvey } from '#contract/survey.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { memberOf } from '../auth/auth.guard.ts';
import * as survey from './survey.service.ts';

/** The member survey of spec sections 3, 4 and 9 (contract/survey.ts). */
export async function surveyModule(app: FastifyInstance): Promise<void> {
  const context = () => serviceContext(app);

  registerEndpoint(app, getSurvey, async ({ request }) => survey.memberSurvey(context(), memberOf(request)));

  registerEndpoint(app, submitSurvey, async ({ request, body }) =>
    survey.submitSurvey(context(), memberOf(request), body),
  );
}
