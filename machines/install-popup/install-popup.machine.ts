import { type ActorRefFrom, type SnapshotFrom, setup } from 'xstate';
import { INSTALL_POPUP, SEOUL_TIME_ZONE } from '#contract/constants.ts';
import { isMobileBrowser, type StoreTarget, storeTargetOf } from '../user-agent/user-agent.ts';

/**
 * The app-install popup (spec sections 2 and 4): once per session, about 1 s after load, only in a
 * mobile browser outside the app web view, on the shopper's first visit of the day, on an event or
 * period detail URL carrying a `type` query. "Open the app" tries the deep link; if the page has not
 * lost focus 2.5 s later the app is not installed, so the store opens instead. The first-visit cookie
 * (expiring at the end of the day in Seoul) is set here too, eligible or not.
 */

export interface InstallPopupFacts {
  userAgent: string;
  /** The page URL (absolute, or a path with its query). */
  url: string;
  /** No visited cookie: the shopper's first visit today. */
  firstVisit: boolean;
  /** Session storage `appLaunchedPop` is set: the popup already showed in this session. */
  shownThisSession: boolean;
}

export interface InstallPopupInput extends InstallPopupFacts {
  /** Epoch milliseconds at load, for the visited cookie's expiry. */
  now: number;
}

export interface InstallPopupContext {
  eligible: boolean;
  firstVisit: boolean;
  url: string;
  store: StoreTarget;
  /** ISO instant the visited cookie expires at. */
  visitedUntil: string;
}

export type InstallPopupEvent =
  | { type: 'installPopup.openApp' }
  | { type: 'installPopup.dismiss' }
  /** The page was hidden or lost focus: the native app took over. */
  | { type: 'page.hidden' };

const DETAIL_PATH = /^\/(event|period)\/\d+\/?$/;

/** Event or period detail URL with a non-empty `type` query. */
export function isPromotedDetailUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return false;
  }
  return DETAIL_PATH.test(parsed.pathname) && (parsed.searchParams.get('type') ?? '') !== '';
}

/** The eligibility rule of spec section 4. */
export function installPopupEligible(facts: InstallPopupFacts): boolean {
  return (
    !facts.shownThisSession &&
    facts.firstVisit &&
    isMobileBrowser(facts.userAgent) &&
    isPromotedDetailUrl(facts.url)
  );
}

const seoulClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function seoulParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    seoulClock.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Seoul's offset from UTC at `at`, in milliseconds (no hard-coded +9: the zone database decides). */
function seoulOffsetMs(at: Date): number {
  const p = seoulParts(at);
  const wallClock = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallClock - (at.getTime() - at.getUTCMilliseconds());
}

/** The end of the current day in Seoul: the next midnight there, as an instant. */
export function endOfDayInSeoul(now: Date): Date {
  const p = seoulParts(now);
  const nextMidnightWallClock = Date.UTC(p.year, p.month - 1, p.day + 1);
  return new Date(nextMidnightWallClock - seoulOffsetMs(now));
}

function notProvided(name: string): never {
  throw new Error(`installPopupMachine: '${name}' must be provided with .provide()`);
}

export const installPopupMachine = setup({
  types: {
    context: {} as InstallPopupContext,
    events: {} as InstallPopupEvent,
    input: {} as InstallPopupInput,
  },
  actions: {
    /** Sets the visited cookie, expiring at `expires`. */
    setVisitedCookie: (_, _params: { expires: string }) => notProvided('setVisitedCookie'),
    /** Sets session storage `appLaunchedPop` so the popup shows once per session. */
    markShownThisSession: () => notProvided('markShownThisSession'),
    /** Navigates to the app's deep link for this page. */
    openDeepLink: (_, _params: { url: string }) => notProvided('openDeepLink'),
    openStore: (_, _params: { store: StoreTarget }) => notProvided('openStore'),
  },
  guards: {
    eligible: ({ context }) => context.eligible,
    firstVisit: ({ context }) => context.firstVisit,
  },
}).createMachine({
  id: 'installPopup',
  context: ({ input }) => ({
    eligible: installPopupEligible(input),
    firstVisit: input.firstVisit,
    url: input.url,
    store: storeTargetOf(input.userAgent),
    visitedUntil: endOfDayInSeoul(new Date(input.now)).toISOString(),
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        {
          guard: 'eligible',
          target: 'scheduled',
          actions: { type: 'setVisitedCookie', params: ({ context }) => ({ expires: context.visitedUntil }) },
        },
        {
          guard: 'firstVisit',
          target: 'inactive',
          actions: { type: 'setVisitedCookie', params: ({ context }) => ({ expires: context.visitedUntil }) },
        },
        { target: 'inactive' },
      ],
    },
    scheduled: {
      after: { [INSTALL_POPUP.delayMs]: { target: 'open' } },
    },
    open: {
      tags: ['visible'],
      entry: 'markShownThisSession',
      on: {
        'installPopup.openApp': { target: 'launching' },
        'installPopup.dismiss': { target: 'dismissed' },
      },
    },
    launching: {
      description: 'Trying the deep link; losing focus means the app opened.',
      tags: ['visible', 'pending'],
      entry: { type: 'openDeepLink', params: ({ context }) => ({ url: context.url }) },
      on: { 'page.hidden': { target: 'launched' } },
      after: {
        [INSTALL_POPUP.fallbackMs]: {
          target: 'storeOpened',
          actions: { type: 'openStore', params: ({ context }) => ({ store: context.store }) },
        },
      },
    },
    inactive: { type: 'final' },
    dismissed: { type: 'final' },
    launched: { type: 'final' },
    storeOpened: { type: 'final' },
  },
});

export type InstallPopupMachine = typeof installPopupMachine;
export type InstallPopupActor = ActorRefFrom<InstallPopupMachine>;
export type InstallPopupSnapshot = SnapshotFrom<InstallPopupMachine>;
