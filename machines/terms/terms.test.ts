import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientFallbackMessages } from '#contract/errors.ts';
import { describeModel } from '../testing/describe-model.ts';
import { isLoginPath, LOGIN_PATHS, termsAgreementNeeded, termsFailureMessage } from './terms.machine.ts';
import { serverRefusal, termsModel } from './terms.paths.ts';

describeModel('termsMachine', {
  ...termsModel,
  check: ({ event, before, after, calls, harness }) => {
    const actions = calls.filter((c) => c.kind === 'action');
    if (event.type === 'terms.check') {
      expect(after.hasTag('modal')).toBe(termsAgreementNeeded(event as never));
    }
    if (event.type === 'terms.agree') {
      expect(calls).toEqual([{ kind: 'actor', name: 'agreeToTerms', params: undefined }]);
      expect(harness.isRunning('agreeToTerms')).toBe(true);
    }
    if (event.type === 'terms.cancel') {
      expect(after.hasTag('confirm')).toBe(true);
      expect(actions).toEqual([]);
    }
    if (event.type === 'terms.leave') {
      expect(actions.map((c) => c.name)).toEqual(['logOut', 'goHome']);
      expect(after.hasTag('modal')).toBe(false);
    }
    if (event.type === 'terms.stay') expect(after.matches({ shown: 'asking' })).toBe(true);
    if (event.type === 'xstate.done.actor.agreeToTerms') {
      expect(actions.map((c) => c.name)).toEqual(['storeTermsCompleted']);
      expect(after.hasTag('modal')).toBe(false);
    }
    if (event.type === 'xstate.error.actor.agreeToTerms') {
      const expected =
        event.error === serverRefusal ? '이미 처리된 요청입니다.' : clientFallbackMessages.temporary;
      expect(actions).toEqual([{ kind: 'action', name: 'showFailure', params: { message: expected } }]);
      expect(after.matches({ shown: 'asking' })).toBe(true);
    }
    // Nothing but these flows ever logs the shopper out or stores the flag.
    if (event.type !== 'terms.leave') expect(actions.map((c) => c.name)).not.toContain('logOut');
    if (before?.hasTag('modal') === false && !after.hasTag('modal')) expect(calls).toEqual([]);
  },
});

const pathArb = fc.oneof(
  fc.constantFrom(...LOGIN_PATHS, '/', '/deal/12', '/my-page/main', '/login-landing-apple/'),
  fc.webPath(),
);

describe('termsAgreementNeeded', () => {
  it('asks exactly a logged-in shopper with the string flag "false", off the login pages', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('false', 'true', null, 'False', '', '0'),
        pathArb,
        (loggedIn, termsCompleted, path) => {
          const needed = termsAgreementNeeded({ loggedIn, termsCompleted, path });
          expect(needed).toBe(loggedIn && termsCompleted === 'false' && !isLoginPath(path));
          if (needed) expect(isLoginPath(path)).toBe(false);
        },
      ),
    );
  });

  it('knows the login pages, with or without query, hash or trailing slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOGIN_PATHS),
        fc.constantFrom('', '/', '?code=1', '#x', '/?a=b'),
        (path, tail) => {
          expect(isLoginPath(path + tail)).toBe(true);
        },
      ),
    );
    expect(isLoginPath('/login-actions')).toBe(false);
    expect(isLoginPath('/community/login')).toBe(false);
  });

  it("shows the server's message, else the temporary-error fallback", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((m) => m.trim() !== ''),
        (message) => {
          expect(termsFailureMessage({ data: { code: 5, name: 'X', message } })).toBe(message.trim());
        },
      ),
    );
    expect(termsFailureMessage(new Error('fetch failed'))).toBe(
      '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(termsFailureMessage({ data: { code: 5, name: 'X', message: ' ' } })).toBe(
      clientFallbackMessages.temporary,
    );
  });
});
