import { z } from 'zod';

/**
 * The native app's messages to the web view (spec section 2), in one place. The app posts
 * `{ type, data? }` (an object or its JSON text) to the window; each message is checked against its
 * schema and handed to exactly one handler. A malformed or unknown message is logged and ignored:
 * nothing the app sends can throw into the page, and other frames' messages are not listened to.
 *
 * This module carries zod, so it is loaded lazily after the first screen (app/native-app/bridge.tsx),
 * never in the first load.
 */

const tokenContext = z.object({
  /** The app's own user token (stored as userToken, spec section 3). */
  userToken: z.string().min(1).max(8192).optional(),
  accessToken: z.string().min(1).max(8192).optional(),
  refreshToken: z.string().min(1).max(8192).optional(),
  expireDt: z.string().max(64).optional(),
  uid: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/)
    .optional(),
});

/** x.y.z, as the app names its version (contract/account.ts versionSchema's form). */
const appVersion = z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/);
const appOs = z.enum(['android', 'ios']);

/**
 * What the app tells about itself (spec section 3 "deviceInfo (includes uid)"): in getDevicePush's
 * answer and in the appDeviceInfo message. Every field is optional: an older app sends fewer.
 */
export const deviceInfoSchema = z.object({
  uid: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/)
    .optional(),
  appVersion: appVersion.optional(),
  os: appOs.optional(),
  /** The push / analytics SDK's user id (PUT /api/v1/app/user/id). */
  appUserId: z.string().trim().min(1).max(200).optional(),
  /** ADID / IDFA (PUT /api/v1/app/ad/id); the all-zero id means tracking is limited. */
  adId: z
    .string()
    .regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/)
    .optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** 'Y' when the value is true or 'true' (spec section 3, pushYNFromDevice); 'Y'/'N' are taken too. */
const devicePushFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'Y', 'N'])])
  .transform((on) => on === true || on === 'true' || on === 'Y');

const scalar = z.union([z.string().max(2048), z.number().finite()]);

export const bridgeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('moveRoute'), data: z.object({ url: z.string().min(1).max(2048) }) }),
  z.object({ type: z.literal('appLogin'), data: tokenContext.optional() }),
  z.object({ type: z.literal('appTokenRefresh'), data: tokenContext }),
  z.object({ type: z.literal('appClose') }),
  z.object({ type: z.literal('appLogout') }),
  z.object({
    type: z.literal('appRecentProduct'),
    data: z.object({
      productNo: z.number().int().nonnegative(),
      isLike: z.boolean().optional(),
      name: z.string().max(2048).optional(),
      imageUrl: z.string().max(2048).optional(),
      salePrice: z.number().int().optional(),
      shopUrl: z.string().max(2048).optional(),
    }),
  }),
  z.object({
    type: z.literal('setDevicePush'),
    // Spec section 3: the app sends the switch as a boolean or as its text ('true' means on), or as
    // 'Y'/'N' as getDevicePush answers it: one reading for both.
    data: z.object({ pushYN: devicePushFlag }),
  }),
  z.object({
    type: z.literal('appProductLike'),
    data: z.object({
      productNo: z.number().int().nonnegative(),
      likeMode: z.string().max(32),
      pre_page_name: z.string().max(256).optional(),
      pre_list_component: z.string().max(256).optional(),
      category_id: scalar.optional(),
    }),
  }),
  // The app's identifiers for the server (docs/native-bridge.md): posted whenever one changes.
  z.object({ type: z.literal('appDeviceInfo'), data: deviceInfoSchema }),
  z.object({
    type: z.literal('appLoadUrl'),
    data: z.object({ mode: z.string().max(32).optional() }).optional(),
  }),
]);

export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;
export type BridgeMessageType = BridgeMessage['type'];

/** One handler per message type, each receiving exactly its message. */
export type BridgeHandlers = {
  [T in BridgeMessageType]: (message: Extract<BridgeMessage, { type: T }>) => void;
};

/** The message, or undefined for anything that is not one (never throws). */
export function parseBridgeMessage(raw: unknown): BridgeMessage | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const parsed = bridgeMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export interface BridgeLogger {
  warn(message: string, detail?: unknown): void;
}

/** Validates one incoming message and runs its handler; a malformed message or a failing handler is logged. */
export function dispatchBridgeMessage(
  raw: unknown,
  handlers: BridgeHandlers,
  logger: BridgeLogger = console,
): boolean {
  const message = parseBridgeMessage(raw);
  if (!message) {
    logger.warn('[bridge] 알 수 없는 앱 메시지를 무시합니다.', raw);
    return false;
  }
  try {
    (handlers[message.type] as (message: BridgeMessage) => void)(message);
    return true;
  } catch (error) {
    logger.warn(`[bridge] ${message.type} 처리 중 오류가 발생했습니다.`, error);
    return false;
  }
}

/** Listens for the app's messages on `target` until the returned function is called. */
export function installBridge(
  handlers: BridgeHandlers,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  logger: BridgeLogger = console,
): () => void {
  const onMessage = (event: Event) => {
    const { source, data } = event as MessageEvent;
    // The app posts into this page itself (source is this window) or dispatches the event from injected
    // script (no source). A message from any other window, an embedded frame or an opener, is not the app.
    if (source && source !== globalThis.window) return;
    dispatchBridgeMessage(data, handlers, logger);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

/**
 * The web's calls into the native app (spec section 4's bridge handlers). The app registers JavaScript
 * handlers on its web view and the web calls `window.flutter_inappwebview.callHandler(name, args?)`,
 * which resolves with the handler's answer. Every answer is untrusted: it is checked against the
 * handler's schema and anything else reads as no answer (`undefined`), as does a call outside the app
 * (no host), a handler that throws and one that does not answer within its timeout. The protocol,
 * with every name, argument, answer and timeout, is docs/native-bridge.md.
 */

const anyAnswer = z.unknown();

/** Bytes of one image the app may hand over (base64 of 10 MB plus room; the picker checks the limit). */
const IMAGE_BASE64_MAX = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 16;

const selectedImage = z.object({
  name: z.string().max(256).optional(),
  /** The image's MIME type, e.g. image/jpeg. */
  type: z.string().regex(/^image\/[a-z0-9.+-]{1,40}$/),
  /** The file's bytes, base64 (a `data:` URL prefix is tolerated). */
  base64: z
    .string()
    .max(IMAGE_BASE64_MAX + 64)
    .transform((value) => value.replace(/^data:[^,]{0,80},/, ''))
    .pipe(
      z
        .string()
        .min(4)
        .max(IMAGE_BASE64_MAX)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/),
    ),
});
export type SelectedImage = z.infer<typeof selectedImage>;

/** Each handler: its argument (`undefined` when it takes none), its answer's schema and its timeout. */
export const appHandlers = {
  /** After a sign-in or a token refresh in the app: the app keeps the pair for its own calls. */
  setToken: {
    args: {} as { accessToken: string; refreshToken: string; expireDt: string },
    answer: anyAnswer,
    timeoutMs: 5_000,
  },
  /** On logout in the app: the web view's cache and cookies go too. */
  clearCacheAndCookies: { args: undefined, answer: anyAnswer, timeoutMs: 5_000 },
  /** On start: the app answers its installed version; the web compares it with the minimums it sent. */
  checkAppUpdate: {
    args: {} as { androidMinVersion: string; iOSMinVersion: string },
    answer: z.object({ appVersion: appVersion.optional(), os: appOs.optional() }),
    timeoutMs: 5_000,
  },
  /** Closes the sub web view this page is in; `closed: false` when it is the app's main web view. */
  closeSubWebView: { args: undefined, answer: z.object({ closed: z.boolean() }), timeoutMs: 3_000 },
  /** The device's notification permission, with what the app knows about itself. */
  getDevicePush: {
    args: undefined,
    answer: z.object({ pushYN: devicePushFlag, deviceInfo: deviceInfoSchema.optional() }),
    timeoutMs: 5_000,
  },
  /** Asks the device for a permission (the system dialog); waits for the person's choice. */
  requestPermission: {
    args: {} as { permission: 'notification' },
    answer: z.object({ granted: z.boolean() }),
    timeoutMs: 60_000,
  },
  /** The app's photo picker; an empty list when the person cancelled. */
  getSelectedImage: {
    args: {} as { maxCount: number; types: readonly string[]; maxBytes: number },
    answer: z.object({ images: z.array(selectedImage).max(10) }),
    timeoutMs: 300_000,
  },
  /** Opens an outside page (the shop, an outside link) in a sub web view over this one. */
  moveToSubWebViewUrl: { args: {} as { url: string }, answer: anyAnswer, timeoutMs: 5_000 },
  /** Opens the app's page in the store (update, Kakao share failure). */
  moveToAppMarket: { args: undefined, answer: anyAnswer, timeoutMs: 5_000 },
  /**
   * Before an app sign-in: the platform's attestation (Play Integrity, App Attest) of the server's
   * challenge, which the app-login bonus needs (docs/app-attestation.md).
   */
  getAppAttestation: {
    args: {} as { nonce: string },
    answer: z.object({ token: z.string().regex(/^[A-Za-z0-9+/=_.-]{16,16384}$/), platform: appOs }),
    timeoutMs: 10_000,
  },
} satisfies Record<string, { args: unknown; answer: z.ZodType; timeoutMs: number }>;

export type AppHandlerName = keyof typeof appHandlers;
export type AppHandlerArgs<N extends AppHandlerName> = (typeof appHandlers)[N]['args'];
export type AppHandlerAnswer<N extends AppHandlerName> = z.output<(typeof appHandlers)[N]['answer']>;

export interface AppHandlerHost {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

/** The app's handler host, present only inside the app's web view. */
export function appHandlerHost(): AppHandlerHost | undefined {
  const host = (globalThis as { flutter_inappwebview?: Partial<AppHandlerHost> }).flutter_inappwebview;
  return typeof host?.callHandler === 'function' ? (host as AppHandlerHost) : undefined;
}

export interface CallAppOptions {
  host?: AppHandlerHost | undefined;
  logger?: BridgeLogger;
  /** Overrides the handler's timeout (tests). */
  timeoutMs?: number;
}

const NO_ANSWER = Symbol('no answer');

/**
 * Calls one of the app's handlers and resolves with its checked answer, or `undefined` for no usable
 * answer (outside the app, a throw, a timeout, a malformed answer). Never rejects.
 */
export async function callApp<N extends AppHandlerName>(
  name: N,
  ...[args, options = {}]: AppHandlerArgs<N> extends undefined
    ? [args?: undefined, options?: CallAppOptions]
    : [args: AppHandlerArgs<N>, options?: CallAppOptions]
): Promise<AppHandlerAnswer<N> | undefined> {
  const host = 'host' in options ? options.host : appHandlerHost();
  const logger = options.logger ?? console;
  if (!host) return undefined;
  const handler = appHandlers[name];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof NO_ANSWER>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), options.timeoutMs ?? handler.timeoutMs);
  });
  try {
    const call = args === undefined ? host.callHandler(name) : host.callHandler(name, args);
    const raw = await Promise.race([Promise.resolve(call), timeout]);
    if (raw === NO_ANSWER) {
      logger.warn(`[bridge] 앱 핸들러 ${name}이(가) 제때 답하지 않았습니다.`);
      return undefined;
    }
    const parsed = (handler.answer as z.ZodType).safeParse(raw);
    if (!parsed.success) {
      logger.warn(`[bridge] 앱 핸들러 ${name}의 답을 무시합니다.`, raw);
      return undefined;
    }
    return parsed.data as AppHandlerAnswer<N>;
  } catch (error) {
    logger.warn(`[bridge] 앱 핸들러 ${name} 호출 중 오류가 발생했습니다.`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one of the app's handlers that takes no argument, ignoring its answer (kept for its callers). */
export async function callAppHandler(
  name: 'moveToAppMarket' | 'clearCacheAndCookies',
  host: AppHandlerHost | undefined = appHandlerHost(),
  logger: BridgeLogger = console,
): Promise<void> {
  await callApp(name, undefined, { host, logger });
}

/** A picked image as a File, for the same checks and upload as one from the file input. */
export function imageFile(image: SelectedImage, index: number): File {
  const binary = atob(image.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const extension = image.type.split('/')[1]?.replace(/[^a-z0-9]/g, '') ?? 'img';
  return new File([bytes], image.name ?? `app-photo-${index + 1}.${extension}`, { type: image.type });
}
