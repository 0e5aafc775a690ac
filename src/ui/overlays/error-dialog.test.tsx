// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFallbackMessages, TIMEOUT_MESSAGE } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../../api/http.ts';
import { installBrowserStubs } from '../../test-support/render-app.tsx';
import AlertDialog from './alert-dialog.tsx';
import {
  ERROR_DIALOG_TITLE,
  isUnexpectedError,
  openErrorDialogIfUnexpected,
  showErrorDialog,
} from './error-dialog.ts';
import { alert } from './feedback.ts';
import { alertDialog } from './feedback-actors.ts';
import { loadFeedbackActors } from './feedback-loader.ts';

const apiError = (status: number, message: string, name = 'UNEXPECTED_ERROR') =>
  new ApiRequestError(status, { code: status === 0 ? 0 : 5, name, message }, 'POST /api/x');

beforeAll(async () => {
  await loadFeedbackActors();
});
beforeEach(() => {
  installBrowserStubs();
  while (alertDialog.getSnapshot().hasTag('visible')) alertDialog.send({ type: 'alert.confirm' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('which failures open the error dialog', () => {
  it('no answer, a timeout, the server’s own failure and bugs do', () => {
    expect(isUnexpectedError(apiError(0, clientFallbackMessages.network, 'NETWORK_ERROR'))).toBe(true);
    expect(isUnexpectedError(apiError(0, TIMEOUT_MESSAGE, 'TIMEOUT'))).toBe(true);
    expect(isUnexpectedError(apiError(500, '일시적인 오류입니다.'))).toBe(true);
    expect(isUnexpectedError(apiError(503, '점검 중이에요.'))).toBe(true);
    expect(isUnexpectedError(new TypeError('x is undefined'))).toBe(true);
  });

  it('a refusal (a field’s validation error, a ban, a limit) and a cancellation do not', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(isUnexpectedError(apiError(status, '거절'))).toBe(false);
    expect(isUnexpectedError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('the error dialog', () => {
  it('is an alert dialog named by its heading, with the Korean message and one 확인', async () => {
    render(<AlertDialog />);
    const closed = vi.fn();
    const done = showErrorDialog(apiError(0, TIMEOUT_MESSAGE, 'TIMEOUT'), {
      onConfirm: closed,
    });
    const dialog = await screen.findByRole('alertdialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog.textContent).toContain(TIMEOUT_MESSAGE);
    expect(screen.getByRole('heading', { name: ERROR_DIALOG_TITLE })).toBeTruthy();
    // Not dismissable: Escape leaves it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await done;
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the spec’s fallback for a bug, never its internals, and the server’s text as text', async () => {
    render(<AlertDialog />);
    void showErrorDialog(new TypeError('Cannot read properties of undefined'));
    const dialog = await screen.findByRole('alertdialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog.textContent).toContain(clientFallbackMessages.temporary);
    expect(dialog.textContent).not.toContain('undefined');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    void showErrorDialog(apiError(500, '<b>서버</b> 오류'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('<b>서버</b> 오류');
  });

  it('opens only for an unexpected failure, and waits behind an open alert', async () => {
    render(<AlertDialog />);
    expect(
      openErrorDialogIfUnexpected(apiError(400, '닉네임을 입력해 주세요.', 'REQUIRED_VALUE_MISSING')),
    ).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    void alert({ html: '먼저 열린 알림' });
    expect(openErrorDialogIfUnexpected(apiError(502, '일시적인 오류입니다.'))).toBe(true);
    expect((await screen.findByRole('alertdialog', { name: '알림' })).textContent).toContain(
      '먼저 열린 알림',
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alertdialog', { name: ERROR_DIALOG_TITLE })).textContent).toContain(
      '일시적인 오류입니다.',
    );
  });
});
