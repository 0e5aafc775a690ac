import type { AnyEventObject } from 'xstate';
import { INSTALL_POPUP } from '#contract/constants.ts';
import { type EventExecutor, execute, type ModelSpec } from '../testing/model-test.ts';
import { APP_WEB_VIEW_UA_MARKER } from '../user-agent/user-agent.ts';
import {
  type InstallPopupEvent,
  type InstallPopupInput,
  installPopupMachine,
} from './install-popup.machine.ts';

/**
 * The install popup's model: the inputs (device, page, visit), the sample events and how the real
 * actor takes each. The unit model test (install-popup.test.ts) and the browser paths
 * (tests/e2e/machines/) both walk the paths this generates.
 */

export const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  appWebView: `Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 ${APP_WEB_VIEW_UA_MARKER}/2.29.0`,
} as const;

export const NOW = Date.parse('2025-10-27T14:30:00Z'); // 23:30 in Seoul
export const input = (overrides: Partial<InstallPopupInput>): InstallPopupInput => ({
  userAgent: USER_AGENTS.iphoneSafari,
  url: 'https://jecheol.kr/event/12?type=coupon',
  firstVisit: true,
  shownThisSession: false,
  now: NOW,
  ...overrides,
});

export const SHOW = `xstate.after.${INSTALL_POPUP.delayMs}.installPopup.scheduled`;
export const FALLBACK = `xstate.after.${INSTALL_POPUP.fallbackMs}.installPopup.launching`;
type ModelEventType = InstallPopupEvent['type'] | typeof SHOW | typeof FALLBACK;

const executors = {
  'installPopup.openApp': execute.send,
  'installPopup.dismiss': execute.send,
  'page.hidden': execute.send,
  [SHOW]: execute.elapse,
  [FALLBACK]: execute.elapse,
} satisfies Record<ModelEventType, EventExecutor<typeof installPopupMachine>>;

const events: AnyEventObject[] = [
  { type: 'installPopup.openApp' },
  { type: 'installPopup.dismiss' },
  { type: 'page.hidden' },
  { type: SHOW },
  { type: FALLBACK },
];

export const installPopupModel: ModelSpec<typeof installPopupMachine> = {
  machine: installPopupMachine,
  inputs: [
    input({}),
    input({ userAgent: USER_AGENTS.androidChrome, url: '/period/421?type=pick' }),
    input({ userAgent: USER_AGENTS.desktopChrome }),
    input({ firstVisit: false }),
  ],
  events,
  executors,
};
