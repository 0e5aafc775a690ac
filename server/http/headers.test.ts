import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectCases, type TestApp } from '../../tests/support/databases.ts';
import { fakeSpa } from '../../tests/support/fake-spa.ts';
import { bearer, signInNaver } from '../modules/auth/auth.testing.ts';

describe.each(dialectCases())('response headers on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { env: { SPA_DIR: fakeSpa() } });
    token = (await signInNaver(t.app)).accessToken;
  });
  afterAll(() => t?.cleanup());

  const device = { deviceuuid: 'w-test-device-0001' };

  it.skipIf(!available)('a member answer is never stored by a cache, nor is its refusal', async () => {
    for (const url of ['/api/v2/user/profile', '/api/v1/user/like/product', '/api/v1/token/jwt/validation']) {
      const answer = await t.app.inject({ url, headers: bearer(token) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(token),
      payload: { gender: 'F' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers['cache-control']).toBe('no-store');
  });

  it.skipIf(!available)('an endpoint open to guests is no-store only when a token came with it', async () => {
    const signedIn = await t.app.inject({
      url: '/api/v1/app/settings',
      headers: { ...device, ...bearer(token) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const guest = await t.app.inject({ url: '/api/v1/app/settings', headers: device });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBeUndefined();
  });

  it.skipIf(!available)('public answers keep their caching, with or without a token', async () => {
    for (const headers of [{}, bearer(token)]) {
      const best = await t.app.inject({ url: '/api/v1/display/home/best', headers });
      expect(best.statusCode).toBe(200);
      expect(best.headers['cache-control']).toBeUndefined();
    }
    const product = await t.database.db.selectFrom('product').select('product_no').executeTakeFirstOrThrow();
    const picture = await t.app.inject(`/media/products/${product.product_no}.svg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.skipIf(!available)('every answer, API or SPA, carries a Permissions-Policy', async () => {
    for (const url of [
      '/api/v1/display/home/best',
      '/api/v2/user/profile',
      '/api/v1/no-such-thing',
      '/',
      '/deal/12',
      '/assets/index-abc123.js',
      '/healthz',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      const policy = String(response.headers['permissions-policy'] ?? '');
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('payment=()');
      // Sharing a deal still works on our own pages.
      expect(policy, url).toContain('web-share=(self)');
    }
  });
});
