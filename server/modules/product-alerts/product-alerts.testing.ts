/**
 * Test support for the product alerts: the shop's signed webhook, members with marketing consent and
 * an app device, and the job run with the test's clock.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { runAlertJob } from './product-alerts.job.ts';
import type { PushMessage, PushSender } from './push.ts';
import { signWebhook } from './shop-webhook.ts';

export function webhookRequest(
  app: FastifyInstance,
  body: unknown,
  options: { secret?: string; at?: Date; signature?: string; timestamp?: string } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Math.floor((options.at ?? app.now()).getTime() / 1000));
  return app.inject({
    method: 'POST',
    url: '/api/v1/shop/webhook/products',
    headers: {
      'content-type': 'application/json',
      'x-shop-timestamp': timestamp,
      'x-shop-signature':
        options.signature ?? signWebhook(options.secret ?? app.config.SHOP_WEBHOOK_SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

/** A push sender that keeps what it was given. */
export function recordingPush(): PushSender & { sent: PushMessage[] } {
  const sent: PushMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return true;
    },
  };
}

export function runJob(
  db: Kysely<DB>,
  dialect: Dialect,
  now: Date,
  options: { push?: PushSender | null; batchSize?: number } = {},
) {
  return runAlertJob(db, { now, dialect, shopBaseUrl: '/dev-shop', push: options.push ?? null, ...options });
}

/** Marketing consent (member.ad_yn) and an app device with push on, the member signed in on it. */
export async function setConsents(
  db: Kysely<DB>,
  memberId: number,
  input: { marketing?: boolean; pushDevice?: string },
): Promise<void> {
  if (input.marketing !== undefined) {
    await db
      .updateTable('member')
      .set({ ad_yn: input.marketing ? 1 : 0 })
      .where('member_id', '=', memberId)
      .execute();
  }
  if (input.pushDevice) {
    const at = '2026-11-01T00:00:00.000Z';
    await db
      .insertInto('device')
      .values({
        device_uuid: input.pushDevice,
        member_id: memberId,
        device_type: 1003,
        app_version: '1.0.0',
        push_yn: 1,
        push_changed_at: at,
        ad_yn: 0,
        ad_changed_at: null,
        first_access_at: at,
        last_access_at: at,
        advertising_id: null,
        advertising_id_changed_at: null,
        app_user_id: null,
        app_os: 'android',
      })
      .execute();
    await db
      .insertInto('auth_session')
      .values({
        session_id: `push-session-${input.pushDevice}`,
        member_id: memberId,
        channel_type: 1001,
        device_uuid: input.pushDevice,
        device_type: 1003,
        created_at: at,
        last_refreshed_at: null,
        revoked_at: null,
        revoke_reason: null,
      })
      .execute();
  }
}
