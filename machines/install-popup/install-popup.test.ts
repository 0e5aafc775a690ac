import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALL_POPUP } from '#contract/constants.ts';
import { describeModel } from '../testing/describe-model.ts';
import { ModelHarness } from '../testing/model-test.ts';
import { APP_WEB_VIEW_UA_MARKER, isMobileBrowser } from '../user-agent/user-agent.ts';
import {
  endOfDayInSeoul,
  installPopupEligible,
  installPopupMachine,
  isPromotedDetailUrl,
} from './install-popup.machine.ts';
import { FALLBACK, input, installPopupModel, SHOW, USER_AGENTS } from './install-popup.paths.ts';

describeModel('installPopupMachine', {
  ...installPopupModel,
  check: ({ event, after, calls, harness, input: started }) => {
    const context = harness.snapshot.context;
    const actions = calls.filter((c) => c.kind === 'action');
    if (event.type === 'xstate.init') {
      const cookie = {
        kind: 'action',
        name: 'setVisitedCookie',
        params: { expires: '2025-10-27T15:00:00.000Z' },
      };
      expect(actions).toEqual(started.firstVisit ? [cookie] : []);
      expect(after.matches('scheduled')).toBe(installPopupEligible(started));
    }
    if (after.hasTag('visible')) expect(context.eligible).toBe(true);
    if (event.type === SHOW) expect(actions.map((c) => c.name)).toEqual(['markShownThisSession']);
    if (event.type === 'installPopup.openApp') {
      expect(actions).toEqual([{ kind: 'action', name: 'openDeepLink', params: { url: context.url } }]);
    }
    if (event.type === FALLBACK) {
      const store = started.userAgent === USER_AGENTS.iphoneSafari ? 'appStore' : 'androidIntent';
      expect(actions).toEqual([{ kind: 'action', name: 'openStore', params: { store } }]);
    }
    if (event.type === 'page.hidden' || event.type === 'installPopup.dismiss') expect(actions).toEqual([]);
  },
});

describe('installPopupMachine timing', () => {
  it('shows about 1 s after load and falls back to the store 2.5 s after the deep link', () => {
    const harness = new ModelHarness(
      installPopupMachine,
      input({ userAgent: USER_AGENTS.androidChrome }),
      new Set(),
    );
    harness.start();
    harness.advance(INSTALL_POPUP.delayMs - 1);
    expect(harness.snapshot.hasTag('visible')).toBe(false);
    harness.advance(1);
    expect(harness.snapshot.hasTag('visible')).toBe(true);
    harness.send({ type: 'installPopup.openApp' });
    harness.advance(INSTALL_POPUP.fallbackMs - 1);
    expect(harness.log.some((c) => c.name === 'openStore')).toBe(false);
    harness.advance(1);
    expect(harness.log.filter((c) => c.name === 'openStore').map((c) => c.params)).toEqual([
      { store: 'androidIntent' },
    ]);
  });
});

const uaArb = fc.oneof(
  fc.constantFrom(...Object.values(USER_AGENTS)),
  fc.string().map((s) => `${s} ${APP_WEB_VIEW_UA_MARKER}`),
  fc.string(),
);
const urlArb = fc.oneof(
  fc.constantFrom(
    'https://jecheol.kr/event/12?type=coupon',
    '/period/433?type=meat&x=1',
    '/event/12',
    '/event/12?type=',
    '/event/abc?type=a',
    '/deal/12?type=a',
    '/admin-event/3?type=a',
  ),
  fc.webUrl({ withQueryParameters: true }),
);

describe('installPopupEligible', () => {
  it('holds exactly for a first, not yet shown visit, in a mobile browser, on a promoted detail URL', () => {
    fc.assert(
      fc.property(
        uaArb,
        urlArb,
        fc.boolean(),
        fc.boolean(),
        (userAgent, url, firstVisit, shownThisSession) => {
          const eligible = installPopupEligible({ userAgent, url, firstVisit, shownThisSession });
          expect(eligible).toBe(
            firstVisit && !shownThisSession && isMobileBrowser(userAgent) && isPromotedDetailUrl(url),
          );
          if (userAgent.includes(APP_WEB_VIEW_UA_MARKER)) expect(eligible).toBe(false);
        },
      ),
    );
  });

  it('recognises event and period detail URLs with a type query only', () => {
    expect(isPromotedDetailUrl('/event/12?type=coupon')).toBe(true);
    expect(isPromotedDetailUrl('https://jecheol.kr/period/421/?type=pick')).toBe(true);
    for (const url of [
      '/event/12',
      '/event/12?type=',
      '/event/x?type=a',
      '/deal/1?type=a',
      '/admin-period/1?type=a',
    ]) {
      expect(isPromotedDetailUrl(url)).toBe(false);
    }
  });
});

describe('endOfDayInSeoul', () => {
  const seoulDate = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' });
  const seoulTime = (d: Date) => d.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hourCycle: 'h23' });

  it('is the next midnight in Seoul: later than now, within a day, and still today one ms before', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const end = endOfDayInSeoul(now);
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
          expect(seoulTime(end)).toBe('00:00:00');
          expect(seoulDate(new Date(end.getTime() - 1))).toBe(seoulDate(now));
        },
      ),
    );
  });

  it('turns at midnight Seoul time, not UTC', () => {
    expect(endOfDayInSeoul(new Date('2025-10-27T14:59:59.999Z')).toISOString()).toBe(
      '2025-10-27T15:00:00.000Z',
    );
    expect(endOfDayInSeoul(new Date('2025-10-27T15:00:00.000Z')).toISOString()).toBe(
      '2025-10-28T15:00:00.000Z',
    );
  });
});
