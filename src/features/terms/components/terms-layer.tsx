import { useLocation, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { termsMachine } from '#machines/terms/terms.machine.ts';
import {
  readTermsCompleted,
  subscribeTermsCompleted,
  writeTermsCompleted,
} from '../../../platform/terms-flag.ts';
import { alert, confirm, textToHtml } from '../../../ui/overlays/feedback.ts';
import { agreeTermsChange } from '../api/agree-terms-change.ts';
import { TermsModal } from './terms-modal.tsx';

export const LEAVE_CONFIRM = {
  content: '완료하지 않고 나가시겠어요?',
  confirmLabel: '나가기',
  cancelLabel: '동의하기',
} as const;

function useLoggedIn(session: SessionActor | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (!session) return () => {};
      const subscription = session.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => (session ? isLoggedIn(session.getSnapshot()) : false),
  );
}

/**
 * Mounted once in the root route: runs the terms machine (spec sections 2 and 4) with the app's side
 * effects, feeds it the facts it decides on (session, stored flag, path) and shows the modal.
 */
export function TermsLayer({ session }: { session: SessionActor | undefined }) {
  const router = useRouter();
  const loggedIn = useLoggedIn(session);
  const path = useLocation({ select: (location) => location.pathname });
  const termsCompleted = useSyncExternalStore(subscribeTermsCompleted, readTermsCompleted, () => null);

  const terms = useActorRef(
    termsMachine.provide({
      actors: { agreeToTerms: fromPromise(agreeTermsChange) },
      actions: {
        storeTermsCompleted: () => writeTermsCompleted(true),
        showFailure: (_, { message }) => void alert({ html: textToHtml(message) }),
        logOut: () => session?.send({ type: 'session.logout' }),
        goHome: () => void router.navigate({ to: '/', replace: true }),
      },
    }),
  );

  useEffect(() => {
    terms.send({ type: 'terms.check', loggedIn, termsCompleted, path });
  }, [terms, loggedIn, termsCompleted, path]);

  const shown = useSelector(terms, (snapshot) => snapshot.hasTag('modal'));
  const asking = useSelector(terms, (snapshot) => snapshot.hasTag('confirm'));
  const pending = useSelector(terms, (snapshot) => snapshot.hasTag('pending'));

  useEffect(() => {
    if (!asking) return;
    let current = true;
    void confirm(LEAVE_CONFIRM).then((leave) => {
      if (current) terms.send({ type: leave ? 'terms.leave' : 'terms.stay' });
    });
    return () => {
      current = false;
    };
  }, [asking, terms]);

  if (!shown) return null;
  return (
    <TermsModal
      pending={pending}
      hidden={asking}
      onAgree={() => terms.send({ type: 'terms.agree' })}
      onCancel={() => terms.send({ type: 'terms.cancel' })}
    />
  );
}
