import { alertDialogMachine } from './alert-dialog/alert-dialog.machine.ts';
import { communityPostFormMachine } from './community-post-form/community-post-form.machine.ts';
import { confirmDialogMachine } from './confirm-dialog/confirm-dialog.machine.ts';
import type { MachineDocEntry } from './diagram/mermaid.ts';
import { installPopupMachine } from './install-popup/install-popup.machine.ts';
import { maintenanceMachine } from './maintenance/maintenance.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { termsMachine } from './terms/terms.machine.ts';
import { toastQueueMachine } from './toast-queue/toast-queue.machine.ts';

/** Every machine of the app, for the diagram generator and its up-to-date check. */
export const machineCatalog: MachineDocEntry[] = [
  {
    name: 'session',
    exportName: 'sessionMachine',
    sourceFile: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    purpose:
      'The shopper\'s session: a stored token only marks the shopper as logged in until the validation call answers 200; one token refresh at a time; the "login expired" dialog once on REFRESH_TOKEN_EXPIRED; ban alert and blocked actions; retrySignIn and the full logout sequence of spec section 4; legacy storage wipe; another tab changing the token.',
  },
  {
    name: 'terms',
    exportName: 'termsMachine',
    sourceFile: 'machines/terms/terms.machine.ts',
    machine: termsMachine,
    purpose:
      "The full-screen terms-change modal: shown to a logged-in shopper whose terms-completed flag is the string 'false', never on login pages; agree calls terms-change and sets the flag; cancel asks \"Leave without finishing?\", where leaving logs out to '/'.",
  },
  {
    name: 'maintenance',
    exportName: 'maintenanceMachine',
    sourceFile: 'machines/maintenance/maintenance.machine.ts',
    machine: maintenanceMachine,
    purpose:
      'Polls the app profile every 300000 ms: system inspection (every navigation to /maintenance unless the staff bypass is set; the bypass key is removed when it ends), web version mismatch (clear caches and reload, once per release in a tab, except on the game page), and the user info it hands to the session.',
  },
  {
    name: 'install-popup',
    exportName: 'installPopupMachine',
    sourceFile: 'machines/install-popup/install-popup.machine.ts',
    machine: installPopupMachine,
    purpose:
      'The app-install popup: once per session, about 1 s after load, in a mobile browser outside the app, on the first visit of the day, on event or period detail URLs with a `type` query; tries the deep link and falls back to the store after 2.5 s without losing focus. Sets the first-visit cookie until the end of the day in Seoul.',
  },
  {
    name: 'toast-queue',
    exportName: 'toastQueueMachine',
    sourceFile: 'machines/toast-queue/toast-queue.machine.ts',
    machine: toastQueueMachine,
    purpose:
      "Toasts stacked above the bottom bar, each gone 2000 ms after it appeared; phrase toasts and point toasts (icon and three phrases), fed from any response's `toastItems` except the product view count call.",
  },
  {
    name: 'alert-dialog',
    exportName: 'alertDialogMachine',
    sourceFile: 'machines/alert-dialog/alert-dialog.machine.ts',
    machine: alertDialogMachine,
    purpose:
      'The non-dismissable alert: confirming closes it, clears the content and runs its callback once; alerts opened meanwhile wait their turn.',
  },
  {
    name: 'confirm-dialog',
    exportName: 'confirmDialogMachine',
    sourceFile: 'machines/confirm-dialog/confirm-dialog.machine.ts',
    machine: confirmDialogMachine,
    purpose:
      'The generic confirm: optionally persistent; after a click the confirm button stays disabled until the dialog closes, which happens when the confirm callback has finished.',
  },
  {
    name: 'community-post-form',
    exportName: 'communityPostFormMachine',
    sourceFile: 'machines/community-post-form/community-post-form.machine.ts',
    machine: communityPostFormMachine,
    purpose:
      'Writing or editing a community post: a stored draft offered first; editing while photos upload (progress, retry, remove); submit checks the text as the server counts it, waits for the last uploads, sends once (a second tap does nothing), then opens the post, or goes back to editing with the text kept and the refusal beside its field (banned word 12, too long 13) or in the alert (rate limit 19, ban 403).',
  },
];
