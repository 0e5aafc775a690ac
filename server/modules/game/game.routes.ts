import type { FastifyInstance } from 'fastify';
import { getGameToday, playGame as playGameEndpoint } from '#contract/game.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf } from '../auth/auth.guard.ts';
import { type GameContext, gameToday, playGame } from './game.service.ts';

/** The daily game (contract/game.ts): today's state and the one play a day. */
export async function gameModule(app: FastifyInstance): Promise<void> {
  const ctx = (): GameContext => ({ db: app.database.db, now: app.now() });
  registerEndpoint(app, getGameToday, async ({ request }) => gameToday(ctx(), memberOf(request).memberId));
  registerEndpoint(app, playGameEndpoint, async ({ request }) => playGame(ctx(), memberOf(request)));
}
