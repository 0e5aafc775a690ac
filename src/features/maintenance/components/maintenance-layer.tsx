import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { maintenanceActor, startMaintenance } from '../maintenance.ts';

interface MaintenanceLayerProps {
  /** The running session, once it runs: signing in or out refetches the profile. */
  session: SessionActor | undefined;
  /** Starts the session if needed: the profile's user info goes there. */
  startSession: () => Promise<SessionActor>;
}

/** Starts the app profile poll once and tells it where the shopper is (the game page holds a reload). */
export function MaintenanceLayer({ session, startSession }: MaintenanceLayerProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const path = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    startMaintenance({
      revalidate: () => void router.invalidate(),
      queryClient,
      startSession,
      path: router.state.location.pathname,
    });
  }, [router, queryClient, startSession]);

  useEffect(() => {
    maintenanceActor()?.send({ type: 'route.changed', path });
  }, [path]);

  // Signing in or out changes the member facts the profile carries (terms, ban): fetch it now.
  useEffect(() => {
    if (!session) return;
    let loggedIn = isLoggedIn(session.getSnapshot());
    const subscription = session.subscribe((snapshot) => {
      if (isLoggedIn(snapshot) === loggedIn) return;
      loggedIn = !loggedIn;
      maintenanceActor()?.send({ type: 'profile.refetch' });
    });
    return () => subscription.unsubscribe();
  }, [session]);

  return null;
}
