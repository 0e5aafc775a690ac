import sharp from 'sharp';
import type { Member } from './support/sign-in.ts';

/**
 * What tests/e2e/community.spec.ts needs besides the browser: the community API with a member's token
 * (members come from support/sign-in.ts), and small photos made on the spot.
 */

/** The community API (/api/v1/community) as `member` (or signed out): status and parsed body. */
export async function communityApi<T = Record<string, unknown>>(
  baseUrl: string,
  member: Member | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (member) {
    headers.Authorization = `Bearer ${member.accessToken}`;
    headers.deviceUuid = member.device;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1/community${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** A small JPEG of one colour with a stripe, so two photos are told apart on screen. */
export function jpegOf(red: number, green: number, blue: number): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect x="0" y="150" width="480" height="60" fill="white"/></svg>`,
  );
  return sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .composite([{ input: stripe }])
    .jpeg({ quality: 80 })
    .toBuffer();
}
