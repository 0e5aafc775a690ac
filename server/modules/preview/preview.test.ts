import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewKind, PreviewResponse } from '#contract/preview.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../tests/support/databases.ts';
import { expectError, signInTwoMembers } from '../../shared/api.testing.ts';
import { createPreviewLink } from './preview.service.ts';
import { previewKey, signPreviewToken, verifyPreviewToken } from './preview.tokens.ts';

const HOUR = 3600;

describe('preview tokens', () => {
  const key = previewKey({ JWT_SECRET: 'x'.repeat(32) });
  const target = { kind: 'deal', id: 12 } as const;

  it('verify only for the content they name, until they expire', async () => {
    const { token, expiresAt } = await signPreviewToken(key, target, TEST_NOW, HOUR);
    expect(expiresAt.getTime() - TEST_NOW.getTime()).toBe(HOUR * 1000);
    expect(await verifyPreviewToken(key, token, target, TEST_NOW)).toEqual(expiresAt);
    expect(await verifyPreviewToken(key, token, { kind: 'deal', id: 13 }, TEST_NOW)).toBeNull();
    expect(await verifyPreviewToken(key, token, { kind: 'period', id: 12 }, TEST_NOW)).toBeNull();
    const later = new Date(expiresAt.getTime() + 1000);
    expect(await verifyPreviewToken(key, token, target, later)).toBeNull();
  });

  it('refuse another key, a dedicated secret, a tampered payload and alg none', async () => {
    const { token } = await signPreviewToken(key, target, TEST_NOW, HOUR);
    expect(
      await verifyPreviewToken(previewKey({ JWT_SECRET: 'y'.repeat(32) }), token, target, TEST_NOW),
    ).toBeNull();
    const dedicated = previewKey({ JWT_SECRET: 'x'.repeat(32), PREVIEW_TOKEN_SECRET: 'z'.repeat(32) });
    expect(await verifyPreviewToken(dedicated, token, target, TEST_NOW)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'deal:13' })).toString('base64url');
    expect(
      await verifyPreviewToken(key, `${header}.${forged}.${signature}`, { kind: 'deal', id: 13 }, TEST_NOW),
    ).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'preview+jwt' })).toString('base64url');
    expect(await verifyPreviewToken(key, `${none}.${payload}.`, target, TEST_NOW)).toBeNull();
    expect(await verifyPreviewToken(key, 'garbage', target, TEST_NOW)).toBeNull();
  });

  it('are not the JWT_SECRET itself, so an access token cannot pass as one', async () => {
    const secret = 'x'.repeat(32);
    const signedWithSecret = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'preview+jwt' })
      .setIssuer('jecheol-jangteo')
      .setAudience('jecheol-jangteo-preview')
      .setSubject('deal:12')
      .setIssuedAt(Math.floor(TEST_NOW.getTime() / 1000))
      .setExpirationTime(Math.floor(TEST_NOW.getTime() / 1000) + HOUR)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyPreviewToken(key, signedWithSecret, target, TEST_NOW)).toBeNull();
  });
});

describe.each(dialectCases())('admin previews on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let key: Uint8Array;

  const link = async (
    kind: PreviewKind,
    id: number,
    options: { now?: Date; ttl?: number; as?: PreviewKind } = {},
  ) => {
    const { url } = await createPreviewLink(key, { kind, id }, options.now ?? TEST_NOW, options.ttl ?? HOUR);
    const token = new URL(url, 'https://x.invalid').searchParams.get('token')!;
    return `/api/v1/display/preview/${options.as ?? kind}/${id}?token=${encodeURIComponent(token)}`;
  };

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect);
    key = previewKey(t.app.config);
    // The seed has no unpublished period or event; make one of each for the previews.
    await t.database.db.updateTable('period').set({ published: 0 }).where('period_id', '=', 437).execute();
    await t.database.db.updateTable('event').set({ published: 0 }).where('event_id', '=', 56).execute();
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  async function unpublishedDealId(): Promise<number> {
    const row = await t.database.db
      .selectFrom('deal')
      .select('deal_id')
      .where('published', '=', 0)
      .executeTakeFirstOrThrow();
    return row.deal_id;
  }

  it.skipIf(!available)('shows an unpublished deal to a valid link, and nobody else', async () => {
    const dealId = await unpublishedDealId();
    expectError(await t.app.inject(`/api/v1/display/deal/${dealId}`), 404, 8);
    const response = await t.app.inject(await link('deal', dealId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as PreviewResponse;
    expect(body.kind).toBe('deal');
    if (body.kind === 'deal') {
      expect(body.deal.dealId).toBe(dealId);
      expect(body.deal.products.length).toBeGreaterThan(0);
    }
    expect(body.published).toBe(false);
    expect(body.expiresAt).toBe(new Date(TEST_NOW.getTime() + HOUR * 1000).toISOString());
  });

  it.skipIf(!available)('previews unpublished periods, events and notices', async () => {
    const period = (await t.app.inject(await link('period', 437))).json() as PreviewResponse;
    expect(period).toMatchObject({ kind: 'period', published: false, period: { periodId: 437 } });
    if (period.kind === 'period') expect(period.products.length).toBe(period.period.productCount);
    expectError(await t.app.inject('/api/v2/display/deal/period/detail?periodId=437'), 404, 8);

    const event = (await t.app.inject(await link('event', 56))).json() as PreviewResponse;
    expect(event).toMatchObject({ kind: 'event', published: false, event: { eventId: 56 } });
    expectError(await t.app.inject('/api/v2/display/deal/custom-event?eventId=56'), 404, 8);

    const notice = await t.database.db
      .selectFrom('notice')
      .select('notice_id')
      .where('published', '=', 0)
      .executeTakeFirstOrThrow();
    const body = (await t.app.inject(await link('notice', notice.notice_id))).json() as PreviewResponse;
    expect(body).toMatchObject({ kind: 'notice', published: false, notice: { noticeId: notice.notice_id } });
  });

  it.skipIf(!available)('refuses with 403 "권한이 없습니다" whatever is wrong with the token', async () => {
    const dealId = await unpublishedDealId();
    const refusals = [
      `/api/v1/display/preview/deal/${dealId}`,
      `/api/v1/display/preview/deal/${dealId}?token=`,
      `/api/v1/display/preview/deal/${dealId}?token=garbage`,
      await link('deal', dealId + 1).then((url) => url.replace(`/${dealId + 1}?`, `/${dealId}?`)),
      await link('notice', dealId, { as: 'deal' }),
      await link('deal', dealId, { now: new Date(TEST_NOW.getTime() - 2 * HOUR * 1000) }),
    ];
    for (const url of refusals) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ code: 20, name: 'FORBIDDEN', message: '권한이 없습니다.' });
      expect(response.body).not.toContain('products');
    }
    // A member's access token is no preview token.
    const [member] = await signInTwoMembers(t.app);
    const accessToken = member.authorization!.replace('Bearer ', '');
    const withAccess = await t.app.inject(`/api/v1/display/preview/deal/${dealId}?token=${accessToken}`);
    expect(withAccess.statusCode).toBe(403);
  });

  it.skipIf(!available)('a link lives as long as it was made for', async () => {
    const dealId = await unpublishedDealId();
    const shortLived = await link('deal', dealId, { now: new Date(TEST_NOW.getTime() - 59_000), ttl: 60 });
    expect((await t.app.inject(shortLived)).statusCode).toBe(200);
    const justExpired = await link('deal', dealId, { now: new Date(TEST_NOW.getTime() - 61_000), ttl: 60 });
    expect((await t.app.inject(justExpired)).statusCode).toBe(403);
  });

  it.skipIf(!available)(
    'a valid link to missing content is 8; unknown kinds are 11, bad ids 12',
    async () => {
      expectError(await t.app.inject(await link('deal', 999_999)), 404, 8);
      expectError(await t.app.inject(await link('period', 999_999)), 404, 8);
      expectError(await t.app.inject(await link('event', 999_999)), 404, 8);
      expectError(await t.app.inject(await link('notice', 999_999)), 404, 8);
      expectError(await t.app.inject('/api/v1/display/preview/banner/1?token=x'), 400, 11);
      expectError(await t.app.inject('/api/v1/display/preview/deal/1a?token=x'), 400, 12);
    },
  );
});
