// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type BridgeHandlers, type BridgeMessage, dispatchBridgeMessage, installBridge } from './bridge.ts';

function recordingHandlers() {
  const seen: BridgeMessage[] = [];
  const record = (message: BridgeMessage) => void seen.push(message);
  const handlers: BridgeHandlers = {
    close: record,
    moveRoute: record,
    appLogin: record,
    appTokenRefresh: record,
    appClose: record,
    appLogout: record,
    appRecentProduct: record,
    setDevicePush: record,
    appProductLike: record,
    appLoadUrl: record,
    appDeviceInfo: record,
  };
  return { handlers, seen };
}

const silent = { warn: vi.fn() };

/** One valid message of every kind the spec names (section 2). */
const validMessage: fc.Arbitrary<BridgeMessage> = fc.oneof(
  fc.constant({ type: 'close' as const }),
  fc.record({
    type: fc.constant('moveRoute' as const),
    data: fc.record({ url: fc.string({ minLength: 1, maxLength: 50 }) }),
  }),
  fc.record(
    {
      type: fc.constant('appLogin' as const),
      data: fc.record(
        {
          accessToken: fc.string({ minLength: 1, maxLength: 40 }),
          refreshToken: fc.string({ minLength: 1, maxLength: 40 }),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant('appTokenRefresh' as const),
    data: fc.record({ accessToken: fc.string({ minLength: 1, maxLength: 40 }) }, { requiredKeys: [] }),
  }),
  fc.constant({ type: 'appClose' as const }),
  fc.constant({ type: 'appLogout' as const }),
  fc.record({ type: fc.constant('appRecentProduct' as const), data: fc.record({ productNo: fc.nat() }) }),
  fc.record({ type: fc.constant('setDevicePush' as const), data: fc.record({ pushYN: fc.boolean() }) }),
  fc.record({
    type: fc.constant('appProductLike' as const),
    data: fc.record({ productNo: fc.nat(), likeMode: fc.constantFrom('like', 'unlike') }),
  }),
  fc.record(
    {
      type: fc.constant('appLoadUrl' as const),
      data: fc.record({ mode: fc.constantFrom('reload', 'home') }),
    },
    { requiredKeys: ['type'] },
  ),
);

describe('native app bridge', () => {
  it('never throws on arbitrary input, as an object or as JSON text', () => {
    const { handlers } = recordingHandlers();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (raw) => {
        expect(() => dispatchBridgeMessage(raw, handlers, silent)).not.toThrow();
      }),
    );
  });

  it('dispatches each valid message to its own handler exactly once, as object or JSON text', () => {
    fc.assert(
      fc.property(validMessage, fc.boolean(), (message, asText) => {
        const { handlers, seen } = recordingHandlers();
        const handled = dispatchBridgeMessage(asText ? JSON.stringify(message) : message, handlers, silent);
        expect(handled).toBe(true);
        expect(seen).toEqual([message]);
      }),
    );
  });

  it('logs and ignores malformed and unknown messages without calling any handler', () => {
    const { handlers, seen } = recordingHandlers();
    const logger = { warn: vi.fn() };
    for (const raw of [
      '{not json',
      { type: 'unknown' },
      { type: 'moveRoute' },
      { type: 'setDevicePush', data: { pushYN: 'Y' } },
      { type: 'appRecentProduct', data: { productNo: -1 } },
      null,
    ])
      expect(dispatchBridgeMessage(raw, handlers, logger)).toBe(false);
    expect(seen).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(6);
  });

  it('a throwing handler is logged, not thrown into the page', () => {
    const { handlers } = recordingHandlers();
    const logger = { warn: vi.fn() };
    handlers.appLogout = () => {
      throw new Error('boom');
    };
    expect(dispatchBridgeMessage({ type: 'appLogout' }, handlers, logger)).toBe(false);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('listens to window messages until uninstalled', () => {
    const { handlers, seen } = recordingHandlers();
    const target = new EventTarget();
    const uninstall = installBridge(handlers, target as unknown as Window, silent);
    target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'appClose' }) }));
    uninstall();
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'appClose' } }));
    expect(seen).toEqual([{ type: 'appClose' }]);
  });

  it("ignores messages from other frames, takes the page's own and the app's injected ones", () => {
    const { handlers, seen } = recordingHandlers();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const uninstall = installBridge(handlers, window, silent);
    try {
      const other = frame.contentWindow;
      expect(other).toBeTruthy();
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'appLogout' }, source: other }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'appClose' }, source: window }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'close' } }));
    } finally {
      uninstall();
      frame.remove();
    }
    expect(seen).toEqual([{ type: 'appClose' }, { type: 'close' }]);
  });

  it("takes setDevicePush's switch as a boolean or its text", () => {
    const { handlers, seen } = recordingHandlers();
    for (const pushYN of [true, 'true', false, 'false'])
      expect(dispatchBridgeMessage({ type: 'setDevicePush', data: { pushYN } }, handlers, silent)).toBe(true);
    expect(seen.map((message) => message.type === 'setDevicePush' && message.data.pushYN)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    for (const pushYN of ['Y', 'TRUE', 1, null])
      expect(dispatchBridgeMessage({ type: 'setDevicePush', data: { pushYN } }, handlers, silent)).toBe(
        false,
      );
  });
});
