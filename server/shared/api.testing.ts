/**
 * Test support for the browsing modules (season, local, best, category, exhibition, short links,
 * previews, likes): error assertions, and members signed in through the real dev identity provider.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { appleIdToken, bearer, signedIn, signInNaver, signInRequest } from '../modules/auth/auth.testing.ts';

export function expectError(response: LightMyRequestResponse, status: number, code: number): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: number; name: string; message: string };
  expect(body.code, response.body).toBe(code);
  // Every error is something a Korean shopper can read.
  expect(body.message).toMatch(/[가-힣]/);
}

export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json() as T;
}

/** Two different members (a Naver and an Apple sign-up), as Authorization headers. */
export async function signInTwoMembers(
  app: FastifyInstance,
): Promise<[Record<string, string>, Record<string, string>]> {
  const naver = await signInNaver(app, 'naver-full');
  const nonce = 'nonce-browse-apple';
  const { idToken } = await appleIdToken(app, 'apple-first', nonce);
  const apple = await signedIn(
    app,
    await signInRequest(app, { channelType: 1002, providerToken: idToken, state: nonce, name: '홍길동' }),
  );
  return [bearer(naver.accessToken), bearer(apple.accessToken)];
}
