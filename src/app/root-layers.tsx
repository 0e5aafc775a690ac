import { useEffect } from 'react';
import { SurveyLayer } from '../features/account/components/survey-layer.tsx';
import { AlarmBadgeLayer } from '../features/alarm/components/alarm-badge-layer.tsx';
import { InstallPopup } from '../features/install-popup/components/install-popup.tsx';
import { MaintenanceLayer } from '../features/maintenance/components/maintenance-layer.tsx';
import { LoginDialogLayer } from '../features/session/components/login-dialog-layer.tsx';
import { useSession, useSessionHost } from '../features/session/hooks/use-session.ts';
import { noteReferrer } from '../features/session/referrer.ts';
import { TermsLayer } from '../features/terms/components/terms-layer.tsx';
import { CommunityBadgeLayer } from '../ui/community-badge-layer.tsx';
import { NativeBridge } from './native-app/bridge.tsx';
import { useMemberGate } from './use-member-gate.ts';

/**
 * The page-wide layers the first screen does not need: the app profile poll (maintenance), the terms
 * modal, the member survey (its dialog loads only when owed), the install popup, the native bridge
 * and the login dialog it opens, with the session they all read. They and XState load right after
 * the first screen (routes/__root.tsx), so a phone paints and answers taps sooner.
 */
export default function RootLayers() {
  const session = useSession();
  const host = useSessionHost();
  const member = useMemberGate().membership === 'member';
  useEffect(noteReferrer, []);
  return (
    <>
      <MaintenanceLayer session={session} startSession={host.start} />
      <TermsLayer session={session} />
      <SurveyLayer session={session} />
      <AlarmBadgeLayer member={member} />
      <CommunityBadgeLayer />
      <InstallPopup />
      <NativeBridge />
      <LoginDialogLayer />
    </>
  );
}
