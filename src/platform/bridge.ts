import { z } from 'zod';

/**
 * The native app's messages to the web view (spec section 2), in one place. The app posts
 * `{ type, data? }` (an object or its JSON text) to the window; each message is checked against its
 * schema and handed to exactly one handler. A malformed or unknown message is logged and ignored:
 * nothing the app sends can throw into the page, and other frames' messages are not listened to.
 *
 * This module carries zod, so it is loaded lazily after the first screen (app/native-bridge.tsx),
 * never in the first load.
 */

const tokenContext = z.object({
  accessToken: z.string().min(1).max(8192).optional(),
  refreshToken: z.string().min(1).max(8192).optional(),
  expireDt: z.string().max(64).optional(),
  uid: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/)
    .optional(),
});

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
    // Spec section 3: the app sends the switch as a boolean or as its text ('true' means on).
    data: z.object({
      pushYN: z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .transform((on) => on === true || on === 'true'),
    }),
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
 * The web's calls into the native app (spec section 4's bridge handlers), by name. The app registers
 * JavaScript handlers on its web view (`window.flutter_inappwebview.callHandler(name, ...args)`);
 * outside the app there is no host and a call does nothing.
 */
export type AppHandlerName = 'moveToAppMarket';

export interface AppHandlerHost {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

function appHandlerHost(): AppHandlerHost | undefined {
  const host = (globalThis as { flutter_inappwebview?: Partial<AppHandlerHost> }).flutter_inappwebview;
  return typeof host?.callHandler === 'function' ? (host as AppHandlerHost) : undefined;
}

/** Runs one of the app's handlers; a no-op outside the app, and a failing handler is logged, never thrown. */
export async function callAppHandler(
  name: AppHandlerName,
  host: AppHandlerHost | undefined = appHandlerHost(),
  logger: BridgeLogger = console,
): Promise<void> {
  if (!host) return;
  try {
    await host.callHandler(name);
  } catch (error) {
    logger.warn(`[bridge] 앱 핸들러 ${name} 호출 중 오류가 발생했습니다.`, error);
  }
}
