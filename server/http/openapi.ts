/**
 * What the OpenAPI document says of each contract endpoint beyond its schemas (served at
 * /api/docs/openapi.json, plugins/external/swagger.ts): its operationId (the contract's name for it),
 * who may call it (the bearer scheme on member operations) and the errors it can answer, in the
 * contract's one error shape with the codes each status carries (contract/errors.ts,
 * docs/api-errors.md). Documentation only: the route's own validation and serialisation are
 * unchanged.
 */

import * as account from '#contract/account.ts';
import * as accountApp from '#contract/account-app.ts';
import * as alarm from '#contract/alarm.ts';
import * as auth from '#contract/auth.ts';
import * as best from '#contract/best.ts';
import * as category from '#contract/category.ts';
import * as communityModeration from '#contract/community-moderation.ts';
import * as communityPhotos from '#contract/community-photos.ts';
import * as communityPosts from '#contract/community-posts.ts';
import * as communityReplies from '#contract/community-replies.ts';
import * as communitySearch from '#contract/community-search.ts';
import * as communitySurvey from '#contract/community-survey.ts';
import * as display from '#contract/display.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { type ErrorName, errorCatalogue } from '#contract/errors.ts';
import * as exhibition from '#contract/exhibition.ts';
import * as game from '#contract/game.ts';
import * as home from '#contract/home.ts';
import * as like from '#contract/like.ts';
import * as local from '#contract/local.ts';
import * as myPage from '#contract/my-page.ts';
import * as notice from '#contract/notice.ts';
import * as point from '#contract/point.ts';
import * as preview from '#contract/preview.ts';
import * as productAlerts from '#contract/product-alerts.ts';
import * as search from '#contract/search.ts';
import * as season from '#contract/season.ts';
import * as shortlink from '#contract/shortlink.ts';
import * as survey from '#contract/survey.ts';

const contractModules = [
  accountApp,
  account,
  alarm,
  auth,
  best,
  category,
  communityModeration,
  communityPhotos,
  communityPosts,
  communityReplies,
  communitySearch,
  communitySurvey,
  display,
  exhibition,
  game,
  home,
  like,
  local,
  myPage,
  notice,
  point,
  preview,
  productAlerts,
  search,
  season,
  shortlink,
  survey,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Each endpoint by the name the contract exports it under (its operationId). */
export const operationNames: ReadonlyMap<Endpoint, string> = new Map(
  contractModules.flatMap((module) =>
    Object.entries(module as Record<string, unknown>).flatMap(([name, value]) =>
      isEndpoint(value) ? [[value, name] as const] : [],
    ),
  ),
);

export const BEARER_SCHEME = 'bearerAuth';

/** OpenAPI's security requirement: anyone, a member's bearer token, or either. */
export function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  if (endpoint.auth === 'member') return [{ [BEARER_SCHEME]: [] }];
  if (endpoint.auth === 'optional') return [{}, { [BEARER_SCHEME]: [] }];
  return [];
}

/**
 * The errors an endpoint can answer, from what every route of its kind does (http/register.ts, the
 * error handler, the auth guard, the rate limits): a request that fails its schemas, a token that is
 * missing, expired or dead, an agreement not given yet, a path naming nothing, a limit reached, a
 * database out of reach, the search engine failing, and the unexpected.
 */
export function errorsOf(endpoint: Endpoint, options: { rateLimited: boolean }): ErrorName[] {
  const names: ErrorName[] = [];
  if (endpoint.params || endpoint.query || endpoint.body)
    names.push('REQUIRED_VALUE_MISSING', 'UNDEFINED', 'NOT_MATCHED', 'OUT_OF_RANGE');
  if (endpoint.auth === 'member') names.push('TOKEN_NULL_OR_EMPTY');
  if (endpoint.auth !== 'none') names.push('ACCESS_TOKEN_EXPIRED', 'REFRESH_TOKEN_EXPIRED');
  if (endpoint.auth === 'member' && !endpoint.beforeSignUp) names.push('SIGN_UP_REQUIRED');
  if (endpoint.params) names.push('NO_DATA');
  if (options.rateLimited) names.push('TOO_MANY_REQUESTS');
  if (endpoint.service === 'search') names.push('SEARCH_ENGINE_ERROR');
  names.push('UNEXPECTED_ERROR', 'SERVICE_UNAVAILABLE');
  return names;
}

/** The JSON schema of the error body at one status, with the codes it can carry there. */
function errorBody(names: readonly ErrorName[]) {
  const codes = [...new Set(names.map((name) => errorCatalogue[name].code))];
  return {
    description: names.map((name) => `${errorCatalogue[name].code} ${name}`).join(', '),
    type: 'object',
    required: ['code', 'name', 'message'],
    properties: {
      code: { type: 'integer', enum: codes },
      name: { type: 'string', enum: [...new Set(names)] },
      message: { type: 'string', description: '한국어 안내 문구' },
    },
  };
}

/** The error responses by status, as a route schema's `response` entries for the document. */
export function errorResponsesOf(names: readonly ErrorName[]): Record<string, ReturnType<typeof errorBody>> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of names) {
    const status = errorCatalogue[name].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  return Object.fromEntries([...byStatus].map(([status, atStatus]) => [String(status), errorBody(atStatus)]));
}
