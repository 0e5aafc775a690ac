import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { SessionActor } from '#machines/session/session.machine.ts';
import type { SessionHost } from '../session-host.ts';

const noHost: SessionHost = {
  current: () => undefined,
  start: () => new Promise<never>(() => {}),
  subscribe: () => () => {},
};

/** The session host from the router context (main.tsx puts it there; component tests may not). */
export function useSessionHost(): SessionHost {
  return useRouter().options.context?.session ?? noHost;
}

/** The running session actor, starting it if needed; undefined until it runs (or without a host). */
export function useSession(): SessionActor | undefined {
  const host = useSessionHost();
  useEffect(() => {
    void host.start();
  }, [host]);
  return useSyncExternalStore(host.subscribe, host.current);
}
