// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  type BridgeHandlers,
  type BridgeMessage,
  callApp,
  dispatchBridgeMessage,
  imageFile,
  installBridge,
} from './bridge.ts';

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
      { type: 'setDevicePush', data: { pushYN: 'yes' } },
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

  it("takes setDevicePush's switch as a boolean, its text or 'Y'/'N', as getDevicePush's", () => {
    const { handlers, seen } = recordingHandlers();
    for (const pushYN of [true, 'true', 'Y', false, 'false', 'N'])
      expect(dispatchBridgeMessage({ type: 'setDevicePush', data: { pushYN } }, handlers, silent)).toBe(true);
    expect(seen.map((message) => message.type === 'setDevicePush' && message.data.pushYN)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    for (const pushYN of ['y', 'TRUE', 1, null])
      expect(dispatchBridgeMessage({ type: 'setDevicePush', data: { pushYN } }, handlers, silent)).toBe(
        false,
      );
  });
});

describe("the web's calls into the app (callApp)", () => {
  function host(answer: (name: string, args: unknown) => unknown) {
    const calls: Array<[string, unknown[]]> = [];
    return {
      calls,
      host: {
        callHandler: async (name: string, ...args: unknown[]) => {
          calls.push([name, args]);
          return answer(name, args[0]);
        },
      },
    };
  }

  it('answers undefined outside the app, without a host', async () => {
    expect(await callApp('getDevicePush', undefined, { host: undefined })).toBeUndefined();
    expect(await callApp('closeSubWebView')).toBeUndefined();
  });

  it('passes the argument and returns the checked answer', async () => {
    const app = host(() => ({ appVersion: '2.31.0', os: 'ios' }));
    const minimums = { androidMinVersion: '2.30.0', iOSMinVersion: '2.30.0' };
    expect(await callApp('checkAppUpdate', minimums, { host: app.host })).toEqual({
      appVersion: '2.31.0',
      os: 'ios',
    });
    expect(app.calls).toEqual([['checkAppUpdate', [minimums]]]);
    const none = host(() => null);
    await callApp('closeSubWebView', undefined, { host: none.host, logger: silent });
    expect(none.calls).toEqual([['closeSubWebView', []]]);
  });

  it("reads the device's push flag as the spec says ('Y' when true or 'true')", async () => {
    for (const [pushYN, on] of [
      [true, true],
      ['true', true],
      ['Y', true],
      [false, false],
      ['false', false],
      ['N', false],
    ] as const) {
      const app = host(() => ({ pushYN, deviceInfo: { uid: 'a-1' } }));
      expect(await callApp('getDevicePush', undefined, { host: app.host })).toEqual({
        pushYN: on,
        deviceInfo: { uid: 'a-1' },
      });
    }
  });

  it('ignores any malformed answer safely, whatever the app sends', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (answer) => {
        const logger = { warn: vi.fn() };
        const app = host(() => answer);
        const result = await callApp(
          'requestPermission',
          { permission: 'notification' },
          {
            host: app.host,
            logger,
          },
        );
        if (result === undefined) return;
        expect(typeof result.granted).toBe('boolean');
      }),
      { numRuns: 200 },
    );
    for (const bad of [
      { closed: 'yes' },
      'true',
      null,
      { images: [{ type: 'text/html', base64: 'PGh0bWw+' }] },
      { images: [{ type: 'image/png', base64: 'not base64!' }] },
    ]) {
      const logger = { warn: vi.fn() };
      const app = host(() => bad);
      expect(await callApp('closeSubWebView', undefined, { host: app.host, logger })).toBeUndefined();
      expect(
        await callApp(
          'getSelectedImage',
          { maxCount: 1, types: ['image/png'], maxBytes: 10 },
          {
            host: app.host,
            logger,
          },
        ),
      ).toBeUndefined();
      expect(logger.warn).toHaveBeenCalled();
    }
  });

  it('a throwing, rejecting or silent handler is no answer, never an exception', async () => {
    const logger = { warn: vi.fn() };
    const throwing = {
      callHandler: () => {
        throw new Error('no such handler');
      },
    };
    const rejecting = { callHandler: () => Promise.reject(new Error('boom')) };
    const silentHost = { callHandler: () => new Promise<unknown>(() => {}) };
    expect(await callApp('closeSubWebView', undefined, { host: throwing, logger })).toBeUndefined();
    expect(await callApp('closeSubWebView', undefined, { host: rejecting, logger })).toBeUndefined();
    expect(
      await callApp('closeSubWebView', undefined, { host: silentHost, logger, timeoutMs: 20 }),
    ).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it("turns the picker's image into a File with its type and bytes (a data: prefix tolerated)", async () => {
    const app = host(() => ({
      images: [{ name: 'tomato.png', type: 'image/png', base64: 'data:image/png;base64,iVBORw0KGgo=' }],
    }));
    const answer = await callApp(
      'getSelectedImage',
      { maxCount: 10, types: ['image/png'], maxBytes: 1000 },
      { host: app.host },
    );
    const image = answer?.images[0];
    expect(image).toBeDefined();
    if (!image) return;
    const file = imageFile(image, 0);
    expect(file.name).toBe('tomato.png');
    expect(file.type).toBe('image/png');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    expect([...new Uint8Array(bytes)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('takes the appDeviceInfo message and refuses a malformed ad id', () => {
    const { handlers, seen } = recordingHandlers();
    const info = { uid: 'app-1', appVersion: '2.31.0', os: 'android', appUserId: 'u-7', adId: ZERO };
    expect(dispatchBridgeMessage({ type: 'appDeviceInfo', data: info }, handlers, silent)).toBe(true);
    expect(
      dispatchBridgeMessage({ type: 'appDeviceInfo', data: { adId: 'not-an-id' } }, handlers, silent),
    ).toBe(false);
    expect(seen).toEqual([{ type: 'appDeviceInfo', data: info }]);
  });
});

const ZERO = '00000000-0000-0000-0000-000000000000';
