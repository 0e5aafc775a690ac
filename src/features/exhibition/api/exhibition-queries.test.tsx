// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';
import { useApplyEvent, useEventApplyStatus } from './exhibition-queries.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applying to an event', () => {
  it('stays applied when a status read that began before the apply answers after it', async () => {
    installBrowserStubs();
    // The page's status read is slow: it left before the tap and answers, "not applied", after it.
    let answerStatus: (() => void) | undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost/');
      if (url.pathname !== '/api/v2/display/deal/event/apply') throw new Error(`unexpected ${url}`);
      if ((init?.method ?? 'GET') === 'GET') {
        await new Promise<void>((resolve) => {
          answerStatus = resolve;
        });
        return json({ eventId: 54, applied: false, appliedAt: null });
      }
      return json({ eventId: 54, applied: true, appliedAt: '2026-12-01T00:00:00.000Z' });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ status: useEventApplyStatus(54), apply: useApplyEvent(54) }), {
      wrapper,
    });
    await waitFor(() => expect(answerStatus).toBeDefined());

    await act(() => result.current.apply.mutateAsync());
    answerStatus?.();

    await waitFor(() => expect(result.current.status.isFetching).toBe(false));
    expect(result.current.status.data?.applied).toBe(true);
  });
});
