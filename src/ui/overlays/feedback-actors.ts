import { createActor } from 'xstate';
import { alertDialogMachine } from '#machines/alert-dialog/alert-dialog.machine.ts';
import { confirmDialogMachine } from '#machines/confirm-dialog/confirm-dialog.machine.ts';
import { toastQueueMachine } from '#machines/toast-queue/toast-queue.machine.ts';

/**
 * One actor of each feedback machine for the whole page (a dialog is a page-wide fact, like the URL).
 * This module brings XState with it, so only `feedback.ts` (on the first call) and the lazily mounted
 * `FeedbackLayer` import it; features call `feedback.ts` instead.
 */
export const toastQueue = createActor(toastQueueMachine).start();
export const alertDialog = createActor(alertDialogMachine).start();
export const confirmDialog = createActor(confirmDialogMachine).start();
