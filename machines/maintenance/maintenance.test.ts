import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_REFETCH_MS, WEB_VERSION } from '#contract/constants.ts';
import { describeModel } from '../testing/describe-model.ts';
import { flush, ModelHarness, type RecordedCall } from '../testing/model-test.ts';
import {
  type AppProfile,
  isGamePath,
  MAINTENANCE_PATH,
  maintenanceMachine,
  maintenanceTarget,
  reloadNeeded,
} from './maintenance.machine.ts';
import { AFTER_REFETCH, maintenanceModel, NORMAL } from './maintenance.paths.ts';

const names = (calls: RecordedCall[], kind: RecordedCall['kind']) =>
  calls.filter((c) => c.kind === kind).map((c) => c.name);

describeModel('maintenanceMachine', {
  ...maintenanceModel,
  check: ({ event, before, after, calls, harness }) => {
    const actions = names(calls, 'action');
    const started = names(calls, 'actor');
    if (after.matches({ polling: 'fetching' })) expect(harness.isRunning('fetchAppProfile')).toBe(true);
    if (event.type === 'xstate.init' || event.type === AFTER_REFETCH || event.type === 'profile.refetch') {
      expect(started).toEqual(['fetchAppProfile']);
    }
    const loaded: AppProfile | undefined =
      event.type === 'xstate.done.actor.fetchAppProfile'
        ? event.output
        : event.type === 'profile.loaded'
          ? event.profile
          : undefined;
    if (event.type === 'xstate.done.actor.fetchAppProfile') {
      expect(calls.find((c) => c.name === 'publishProfile')?.params).toEqual({ profile: loaded });
    }
    if (loaded) {
      expect(after.hasTag('inspection')).toBe(loaded.systemInspectionInfo.isProgress);
      const wasInspecting = before?.hasTag('inspection') ?? false;
      if (wasInspecting && !after.hasTag('inspection')) expect(actions).toContain('removeBypass');
      else expect(actions).not.toContain('removeBypass');
      if (wasInspecting !== after.hasTag('inspection')) expect(actions).toContain('revalidateRoute');
    }
    // A new release reloads, except on the game page, where it waits until the shopper leaves.
    const path = harness.snapshot.context.path;
    if (after.hasTag('reloading') && !before?.hasTag('reloading')) {
      expect(isGamePath(path)).toBe(false);
      expect(started).toContain('clearCaches');
    }
    if (loaded && loaded.appInfo.webVersion !== WEB_VERSION && before?.matches({ version: 'current' })) {
      expect(after.matches({ version: isGamePath(path) ? 'outdated' : 'reloading' })).toBe(true);
    }
    if (event.type === 'xstate.done.actor.clearCaches' || event.type === 'xstate.error.actor.clearCaches') {
      expect(actions).toEqual(['reload']);
    } else {
      expect(actions).not.toContain('reload');
    }
    if (event.type === 'route.changed') expect(path).toBe(event.path);
  },
});

describe('maintenanceMachine timing', () => {
  it('refetches the profile every 300000 ms, not before', async () => {
    const harness = new ModelHarness(maintenanceMachine, { path: '/' }, new Set());
    harness.start();
    harness.settle('fetchAppProfile', NORMAL);
    await flush();
    harness.advance(PROFILE_REFETCH_MS - 1);
    expect(harness.isRunning('fetchAppProfile')).toBe(false);
    harness.advance(1);
    expect(harness.isRunning('fetchAppProfile')).toBe(true);
    expect(harness.log.filter((c) => c.name === 'fetchAppProfile')).toHaveLength(2);
  });
});

const pathArb = fc.oneof(
  fc.constantFrom('/', MAINTENANCE_PATH, '/maintenance/', '/login', '/game', '/deal/3'),
  fc.webPath(),
);
const factsArb = fc.record({
  inProgress: fc.boolean(),
  bypass: fc.constantFrom('true', 'false', null, 'TRUE'),
});

describe('maintenanceTarget', () => {
  it('sends every navigation to /maintenance during an inspection, unless the bypass is "true"', () => {
    fc.assert(
      fc.property(pathArb, factsArb, (path, facts) => {
        const target = maintenanceTarget(path, facts);
        const onMaintenance = (path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/') === MAINTENANCE_PATH;
        if (facts.inProgress && facts.bypass !== 'true')
          expect(target).toBe(onMaintenance ? null : MAINTENANCE_PATH);
        else expect(target).toBe(onMaintenance ? '/' : null);
      }),
    );
  });

  it('redirects at most once: the target is always a place the rule lets through', () => {
    fc.assert(
      fc.property(pathArb, factsArb, (path, facts) => {
        const target = maintenanceTarget(path, facts);
        if (target !== null) expect(maintenanceTarget(target, facts)).toBeNull();
      }),
    );
  });

  it('keeps login pages reachable for staff with the bypass', () => {
    for (const path of ['/login', '/login-landing', '/login-landing-apple', '/login-action']) {
      expect(maintenanceTarget(path, { inProgress: true, bypass: 'true' })).toBeNull();
      expect(maintenanceTarget(path, { inProgress: true, bypass: null })).toBe(MAINTENANCE_PATH);
    }
  });
});

describe('reloadNeeded', () => {
  it('reloads on any version other than the client one, never on the game page', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(WEB_VERSION), fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/)),
        fc.oneof(fc.constantFrom('/game', '/game/', '/game?x=1', '/gamer', '/'), fc.webPath()),
        (version, path) => {
          expect(reloadNeeded(version, path)).toBe(version !== WEB_VERSION && !isGamePath(path));
          if (isGamePath(path)) expect(reloadNeeded(version, path)).toBe(false);
        },
      ),
    );
    expect(isGamePath('/gamer')).toBe(false);
  });
});
