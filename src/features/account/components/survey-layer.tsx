import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { cookieNames, cookies, localStore } from '../../../platform/storage.ts';
import { readTermsCompleted, subscribeTermsCompleted } from '../../../platform/terms-flag.ts';
import { useSurvey } from '../api/survey.ts';
import { isSurveyHidden, surveyHiddenCookie } from '../survey-rules.ts';

const SurveyDialog = lazy(() => import('./survey-dialog.tsx'));

/** Pages where a survey would be in the way: signing in or up, leaving, errors and maintenance. */
const QUIET_PATHS = /^\/(login|sign-up|welcome|withdraw|maintenance|404)/;

/** A member the session has validated and who is not banned (a ban blocks the survey's write anyway). */
function useActiveMember(session: SessionActor | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (!session) return () => {};
      const subscription = session.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => {
      const snapshot = session?.getSnapshot();
      return snapshot ? isLoggedIn(snapshot) && !snapshot.hasTag('banned') : false;
    },
  );
}

/**
 * Mounted once with the page-wide layers (app/root-layers.tsx): asks GET /api/v2/user/survey for a
 * member who has not completed it (survey-completed flag) and has not closed it in the last 12 hours
 * (survey-hidden cookie), and shows the dialog while the member owes it (spec sections 3, 4 and 9).
 * The dialog's code loads only then. The terms-change modal goes first.
 */
export function SurveyLayer({ session }: { session: SessionActor | undefined }) {
  const active = useActiveMember(session);
  const path = useLocation({ select: (location) => location.pathname });
  const termsOwed = useSyncExternalStore(subscribeTermsCompleted, readTermsCompleted, () => null) === 'false';
  const [completed, setCompleted] = useState(() => localStore.get('survey-completed') === true);
  const [hidden, setHidden] = useState(() =>
    isSurveyHidden(cookies.get(cookieNames.surveyHidden), Date.now()),
  );
  // The logout sequence clears the flag (spec section 4): the next member is asked afresh.
  useEffect(() => {
    if (active) setCompleted(localStore.get('survey-completed') === true);
  }, [active]);

  const eligible = active && !completed && !hidden && !termsOwed && !QUIET_PATHS.test(path);
  const survey = useSurvey(eligible);
  // Answered (here, in another tab or on another device): remembered, so it is not asked for again.
  // Not owed yet (a new member is asked from a few days after signing up) is no answer.
  const answered = survey.data !== undefined && survey.data.completedDt !== null;

  useEffect(() => {
    if (!answered) return;
    localStore.set('survey-completed', true);
    setCompleted(true);
  }, [answered]);

  if (!eligible || !survey.data?.isRequired) return null;

  function hide() {
    const cookie = surveyHiddenCookie(Date.now());
    cookies.set(cookieNames.surveyHidden, cookie.value, { expires: cookie.expires });
    setHidden(true);
  }

  function complete() {
    localStore.set('survey-completed', true);
    setCompleted(true);
  }

  return (
    <Suspense fallback={null}>
      <SurveyDialog survey={survey.data.survey} onClose={hide} onCompleted={complete} />
    </Suspense>
  );
}
