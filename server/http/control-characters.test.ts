/**
 * Every text input of the contract refuses control characters with 400 NOT_MATCHED (code 12), on both
 * databases. The fields are found by walking the contract's endpoints and schemas, so a new endpoint
 * or field is tested without anyone listing it; a new endpoint with required inputs needs an entry in
 * `examples` (the test says so).
 */
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_HEADER } from '#contract/auth.ts';
import { apiErrorSchema, type Endpoint, isEndpoint } from '#contract/endpoint.ts';
import { buildPath } from '#contract/rules/path.ts';
import { createTestApp, dialectCases, type TestApp } from '../../tests/support/databases.ts';
import { appleIdToken, bearer, signInNaver } from '../modules/auth/auth.testing.ts';
import { refuseControlCharacters } from './control-characters.ts';

const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../contract/*.ts', '!../../contract/*.test.ts'],
  { eager: true },
);

const endpoints = Object.values(contractModules)
  .flatMap((module) => Object.entries(module))
  .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));

type Part = 'params' | 'query' | 'body';
interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const DEVICE = 'w-test-device-0001';

/** A request each endpoint answers without a 400 (a 404 or 401 is fine): only the control character differs. */
const examples: Record<string, (app: FastifyInstance) => Promise<Example> | Example> = {
  getLocalStores: () => ({ params: { localCode: '11' } }),
  getLocalStore: () => ({ params: { localCode: '11', shopId: '1' } }),
  getPreview: () => ({ params: { kind: 'deal', id: '1' }, query: { token: 'not-a-token' } }),
  getDealDetail: () => ({ params: { dealId: '1' } }),
  getCategoryProducts: () => ({ query: { categoryCode: 'C01' } }),
  getPeriodDetail: () => ({ query: { periodId: '1' } }),
  getCustomEvent: () => ({ query: { eventId: '1' } }),
  getEventApplyStatus: () => ({ query: { eventId: '1' } }),
  checkShopLike: () => ({ query: { shopId: '1' } }),
  checkProductLikes: () => ({ query: { productNos: '1,2' } }),
  getShortLink: () => ({ query: { code: 'abc' } }),
  searchProducts: () => ({ query: { keyword: '사과' } }),
  searchStores: () => ({ query: { keyword: '사과' } }),
  getAutoKeywords: () => ({ query: { keyword: '사' } }),
  getSearchRecommendation: () => ({ query: { keyword: '사과' } }),
  applyEvent: () => ({ body: { eventId: 1 } }),
  likeShop: () => ({ body: { shopId: 1, isLike: true } }),
  // Cancelling a request never made changes nothing: 200 whether the product is sold out or not.
  setRestockAlert: () => ({ body: { productNo: 1, subscribe: false } }),
  setOpeningAlert: () => ({ body: { dealId: 1, subscribe: false } }),
  likeProduct: async (app) => {
    const product = await app.database.db
      .selectFrom('product')
      .select('product_no')
      .executeTakeFirstOrThrow();
    return {
      body: {
        productNo: product.product_no,
        likeMode: true,
        prePageName: 'home',
        preListComponent: 'deal',
        categoryId: 'C01',
      },
    };
  },
  recordAppAccess: () => ({ body: { deviceType: 1002, appVersion: '1.0.0' } }),
  updateAppPush: () => ({ body: { pushYN: true } }),
  updateUserProfile: () => ({ body: { gender: 'M', birthYear: 1990 } }),
  updateAdConsent: () => ({ body: { emailYN: 'Y', smsYN: 'N' } }),
  agreeSignUp: () => ({ body: { termsYN: 'Y', privacyYN: 'Y', ageYN: 'Y' } }),
  updateCellphone: () => ({ body: { cellphone: '010-2345-6789' } }),
  findEmailByCellphone: () => ({ query: { cellphone: '010-2345-6789' } }),
  validateNickname: () => ({ query: { nickName: '봄딸기' } }),
  updateNickname: () => ({ body: { nickName: '봄딸기' } }),
  updateAppAd: () => ({ body: { adYN: 'Y' } }),
  // The photo itself is the body (bytes, not JSON; community/photos/photos.routes.ts).
  uploadCommunityPhoto: async () => ({
    headers: { 'content-type': 'image/png' },
    body: (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c87828' } })
      .png()
      .toBuffer()) as unknown as Record<string, unknown>,
  }),
  updateAppAdId: () => ({ body: { adId: '38400000-8cf0-11bd-b23e-10b96e40000d' } }),
  updateAppUserId: () => ({ body: { appUserId: 'fcm-user-1' } }),
  updateAppVersion: () => ({ body: { appVersion: '3.4.0', os: 'android' } }),
  submitSurvey: () => ({
    body: {
      surveyId: 'taste-2026',
      answers: [
        { questionId: 'interests', optionIds: ['fruit'] },
        { questionId: 'household', optionIds: ['two'] },
        { questionId: 'frequency', optionIds: ['weekly'] },
        { questionId: 'wish', text: '제철 과일' },
      ],
    },
  }),
  // The signed-in member's welcome stars cover 100; the request key makes every later call a replay
  // of the first exchange, so the examples never run out of stars.
  exchangePoints: () => ({ body: { stars: 100, requestKey: 'control-characters-exchange' } }),
  completeExchange: () => ({ body: { exchangeId: 1 } }),
  updateAutoExchange: () => ({ body: { enabled: true, stars: 100 } }),
  // Community posts: an unknown post id answers 404, which is not a 400; writes are real.
  createDashboardPost: () => ({ body: { body: '오늘 저녁은 냉이 된장국', photoIds: [], productNos: [] } }),
  createQnaPost: () => ({ body: { title: '참외 고르는 법', body: '꼭지가 싱싱한 게 좋은가요?' } }),
  getDashboardPost: () => ({ params: { id: '1' } }),
  // An unknown notification answers 404, which is not a 400.
  readAlarm: () => ({ params: { alarmId: '1' } }),
  getQnaPost: () => ({ params: { id: '1' } }),
  updateDashboardPost: () => ({ params: { id: '1' }, body: { body: '수정한 글' } }),
  updateQnaPost: () => ({ params: { id: '1' }, body: { title: '수정한 질문', body: '수정한 글' } }),
  deleteDashboardPost: () => ({ params: { id: '1' } }),
  deleteQnaPost: () => ({ params: { id: '1' } }),
  likeDashboardPost: () => ({ params: { id: '1' }, body: { isLike: true } }),
  likeQnaPost: () => ({ params: { id: '1' }, body: { isLike: true } }),
  clipDashboardPost: () => ({ params: { id: '1' }, body: { isClipped: true } }),
  clipQnaPost: () => ({ params: { id: '1' }, body: { isClipped: true } }),
  countPostView: () => ({ body: { communityType: 'dashboard', postId: 1 } }),
  listDashboardReplies: () => ({ params: { id: '1' } }),
  listQnaReplies: () => ({ params: { id: '1' } }),
  createDashboardReply: () => ({ params: { id: '1' }, body: { body: '맛있겠어요' } }),
  createQnaReply: () => ({ params: { id: '1' }, body: { body: '소금물에 담가 보세요' } }),
  updateDashboardReply: () => ({ params: { id: '1', replyId: '1' }, body: { body: '고친 댓글' } }),
  updateQnaReply: () => ({ params: { id: '1', replyId: '1' }, body: { body: '고친 답변' } }),
  deleteDashboardReply: () => ({ params: { id: '1', replyId: '1' } }),
  deleteQnaReply: () => ({ params: { id: '1', replyId: '1' } }),
  likeDashboardReply: () => ({ params: { id: '1', replyId: '1' }, body: { isLike: true } }),
  likeQnaReply: () => ({ params: { id: '1', replyId: '1' }, body: { isLike: true } }),
  acceptQnaReply: () => ({ params: { id: '1', replyId: '1' } }),
  voteSurvey: () => ({ params: { id: '1', replyId: '1' } }),
  reportContent: () => ({ body: { targetType: 'post', targetId: 1, reason: 'SPAM', detail: '광고' } }),
  sharePost: () => ({ body: { communityType: 'dashboard', postId: 1 } }),
  searchCommunity: () => ({ query: { keyword: '김치' } }),
  validateBannedWords: () => ({ query: { text: '오늘 저녁은 김치찌개' } }),
  // Another person: a withdrawal ends every session of its member, the one the other calls use too.
  withdrawMember: async (app) => {
    const session = await signInNaver(app, 'naver-banned');
    return {
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: { reasonCode: 'OTHER', reason: '그냥' },
    };
  },
  // A session of their own: logging out or rotating must not end the one the other calls use.
  deleteToken: tokenCall,
  refreshToken: tokenCall,
  // A real Apple sign-in, so the name would reach the database: the 500 of issue 10 on PostgreSQL.
  socialSignIn: async (app) => {
    const state = `state-${Math.random().toString(36).slice(2, 12)}`;
    const { idToken } = await appleIdToken(app, 'apple-first', state);
    return {
      headers: { providertoken: idToken, clickkey: 'evt-2026-11' },
      body: {
        channelType: 1002,
        redirectUri: '/login-landing-apple',
        state,
        deviceType: 1002,
        name: '김제철',
      },
    };
  },
};

async function tokenCall(app: FastifyInstance): Promise<Example> {
  const session = await signInNaver(app);
  return {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      accesstoken: session.accessToken,
      refreshtoken: session.refreshToken,
    },
  };
}

interface ZodDefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;

/** Paths of the body fields a client fills with a string (in nested objects and arrays too). */
function stringPaths(schema: z.ZodType, path: string[] = []): string[][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return def.type === 'string' || def.values?.some((value) => typeof value === 'string') ? [path] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return stringPaths(def.innerType as z.ZodType, path);
    case 'pipe': {
      // z.preprocess is a pipe from a transform: what it accepts is what its output schema accepts.
      const from = def.in as z.ZodType;
      return stringPaths(defOf(from).type === 'transform' ? (def.out as z.ZodType) : from, path);
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key]));
    case 'array':
      return stringPaths(def.element as z.ZodType, [...path, '0']);
    case 'union':
      return (def.options ?? []).flatMap((option) => stringPaths(option, path));
    default:
      return [];
  }
}

/** Params and query arrive as strings whatever the schema makes of them, so every field counts. */
const wireFields = (schema: z.ZodType | undefined) => Object.keys(schema ? (defOf(schema).shape ?? {}) : {});

interface FieldCase {
  name: string;
  endpoint: Endpoint;
  part: Part;
  path: string[];
}

const fieldCases: FieldCase[] = endpoints.flatMap(([name, endpoint]) => [
  ...wireFields(endpoint.params).map((key) => ({ name, endpoint, part: 'params' as const, path: [key] })),
  ...wireFields(endpoint.query).map((key) => ({ name, endpoint, part: 'query' as const, path: [key] })),
  ...(endpoint.body ? stringPaths(endpoint.body) : []).map((path) => ({
    name,
    endpoint,
    part: 'body' as const,
    path,
  })),
]);

/** NUL, which PostgreSQL cannot store, and ESC, DEL and a C1 control, which nobody types. */
const CONTROLS = ['\u0000', '\u001b', '\u007f', '\u0085'];

function withValue(target: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...target, [head]: value };
  const inner = target[head];
  if (Array.isArray(inner) || /^\d+$/.test(rest[0] as string)) {
    const list = [...((inner as unknown[] | undefined) ?? [{}])];
    const index = Number(rest[0]);
    list[index] =
      rest.length === 1
        ? value
        : withValue((list[index] ?? {}) as Record<string, unknown>, rest.slice(1), value);
    return { ...target, [head]: list };
  }
  return { ...target, [head]: withValue((inner ?? {}) as Record<string, unknown>, rest, value) };
}

function valueAt(target: Record<string, unknown> | undefined, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], target);
}

function send(app: FastifyInstance, endpoint: Endpoint, example: Example, token: string) {
  const query = new URLSearchParams(example.query ?? {}).toString();
  // A path segment cannot be empty, so an optional parameter without a value is left out.
  const path = buildPath(endpoint.path, example.params ?? {});
  return app.inject({
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    headers: { deviceuuid: DEVICE, ...bearer(token), ...example.headers },
    ...(example.body ? { payload: example.body } : {}),
  });
}

function expectRefused(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect(body, what).toMatchObject({ code: 12, name: 'NOT_MATCHED' });
  expect(body.message, what).toMatch(/[가-힣]/);
}

const describeLabel = (c: FieldCase) =>
  `${c.endpoint.method} ${c.endpoint.path} ${c.part}.${c.path.join('.')}`;

it('finds the text fields of the contract, the sign-in name and the like source among them', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(45);
  const labels = fieldCases.map(describeLabel);
  expect(labels).toContain('POST /api/v2/auth/social/signin-and-up body.name');
  expect(labels).toContain('PUT /api/v1/user/like/product body.prePageName');
  expect(labels).toContain('GET /api/v1/search query.keyword');
  expect(labels).toContain('GET /api/v2/display/local/:localCode/store/:shopId params.shopId');
  expect(fieldCases.length).toBeGreaterThan(70);
});

describe.each(dialectCases())('control characters on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, {
      env: {
        WRITE_RATE_LIMIT: '100000',
        SEARCH_RATE_LIMIT: '100000',
        AUTH_SIGNIN_RATE_LIMIT: '100000',
      },
    });
    token = (await signInNaver(t.app)).accessToken;
  });
  afterAll(() => t?.cleanup());

  it.skipIf(!available)(
    'answers every endpoint example without a 400, so only the character differs',
    async () => {
      for (const [name, endpoint] of endpoints) {
        const example = await (examples[name]?.(t.app) ?? {});
        const response = await send(t.app, endpoint, example, token);
        // Soft, so one run names every endpoint that still needs an example.
        expect
          .soft(
            response.statusCode !== 400 && response.statusCode < 500,
            `${name}: ${response.statusCode} ${response.body} (give it a valid request in examples)`,
          )
          .toBe(true);
      }
    },
  );

  it.skipIf(!available)(
    'refuses a control character in every text field with code 12, never a 500',
    async () => {
      for (const field of fieldCases) {
        for (const control of CONTROLS) {
          const example = await (examples[field.name]?.(t.app) ?? {});
          const current = valueAt(example[field.part], field.path);
          const text = `${typeof current === 'string' ? current : 'a'}${control}`;
          const mutated = {
            ...example,
            [field.part]: withValue(example[field.part] ?? {}, field.path, text),
          };
          const response = await send(t.app, field.endpoint, mutated, token);
          expectRefused(
            response,
            `${describeLabel(field)} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
          );
        }
      }
    },
  );

  it.skipIf(!available)(
    'refuses one in the middle of a value too, and in the headers the contract reads',
    async () => {
      const signIn = endpoints.find(([name]) => name === 'socialSignIn') as [string, Endpoint];
      const example = await (examples.socialSignIn as (app: FastifyInstance) => Promise<Example>)(t.app);
      const named = { ...example, body: { ...example.body, name: '김\u0000제철' } };
      expectRefused(await send(t.app, signIn[1], named, token), 'name 김\\0제철');

      for (const header of Object.values(AUTH_HEADER)) {
        if (header === AUTH_HEADER.authorization) continue;
        const fresh = await (examples.socialSignIn as (app: FastifyInstance) => Promise<Example>)(t.app);
        const headers = { ...fresh.headers, [header.toLowerCase()]: 'value\u0000' };
        expectRefused(await send(t.app, signIn[1], { ...fresh, headers }, token), `header ${header}`);
      }
    },
  );

  it.skipIf(!available)('lets tabs and line breaks through in body text, and only there', async () => {
    const like = endpoints.find(([name]) => name === 'likeProduct') as [string, Endpoint];
    const example = await (examples.likeProduct as (app: FastifyInstance) => Promise<Example>)(t.app);
    const multiLine = { ...example, body: { ...example.body, prePageName: '홈\t추천\r\n딜' } };
    expect((await send(t.app, like[1], multiLine, token)).statusCode).toBe(200);

    const search = endpoints.find(([name]) => name === 'searchProducts') as [string, Endpoint];
    expectRefused(await send(t.app, search[1], { query: { keyword: '사과\n' } }, token), 'keyword with \\n');
  });
});

it('leaves a raw body (a photo upload) alone: bytes are not text, and are not walked key by key', async () => {
  const photo = Buffer.alloc(4 * 1024 * 1024, 0);
  const request = { params: {}, query: {}, headers: {}, body: photo } as unknown as FastifyRequest;
  const started = performance.now();
  await expect(refuseControlCharacters(request)).resolves.toBeUndefined();
  // Walking 4 million indices took seconds; skipping them takes nothing.
  expect(performance.now() - started).toBeLessThan(200);
  const text = {
    params: {},
    query: {},
    headers: {},
    body: { body: 'a\u0000b' },
  } as unknown as FastifyRequest;
  await expect(refuseControlCharacters(text)).rejects.toThrow();
});
