/**
 * The app push adapter (docs/product-alerts.md, "Push"): one call per push to the push service
 * (`POST {PUSH_URL}` with `Authorization: Bearer {PUSH_API_KEY}`), or, with the development stand-ins,
 * a stand-in that only records what would have been sent (listed at GET /dev-push/sent).
 */
export interface PushMessage {
  pushId: number;
  memberId: number;
  deviceUuid: string;
  title: string;
  body: string;
  link: string;
}

export interface PushSender {
  /** Whether the push service took it. */
  send(message: PushMessage): Promise<boolean>;
}

export interface SentPush extends PushMessage {
  sentAt: string;
}

/** The stand-in's record, newest last, capped so a long development session stays small. */
const DEV_SENT_MAX = 500;
const devSent: SentPush[] = [];

export function devPushSender(now: () => Date): PushSender {
  return {
    async send(message) {
      devSent.push({ ...message, sentAt: now().toISOString() });
      if (devSent.length > DEV_SENT_MAX) devSent.splice(0, devSent.length - DEV_SENT_MAX);
      return true;
    },
  };
}

export function devPushesSent(): readonly SentPush[] {
  return devSent;
}

/** The real push service: a JSON POST per push, bounded by the timeout. */
export function httpPushSender(options: { url: string; apiKey: string; timeoutMs: number }): PushSender {
  return {
    async send(message) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            deviceUuid: message.deviceUuid,
            title: message.title,
            body: message.body,
            link: message.link,
            id: `push-${message.pushId}`,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
