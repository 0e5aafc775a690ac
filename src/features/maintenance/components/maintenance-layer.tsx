import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isLoggedIn } from '../../../../machines/session/session.machine.ts';
import { useSession, useSessionHost } from '../../session/use-session.ts';
import { maintenanceActor, startMaintenance } from '../maintenance.ts';

/** Starts the app profile poll once and tells it where the shopper is (the game page holds a reload). */
export function MaintenanceLayer() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const path = useLocation({ select: (location) => location.pathname });
  const host = useSessionHost();

  useEffect(() => {
    startMaintenance({
      revalidate: () => void router.invalidate(),
      queryClient,
      session: host,
      path: router.state.location.pathname,
    });
  }, [router, queryClient, host]);

  useEffect(() => {
    maintenanceActor()?.send({ type: 'route.changed', path });
  }, [path]);

  // Signing in or out changes the member facts the profile carries (terms, ban): fetch it now.
  const session = useSession();
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
