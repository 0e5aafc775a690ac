// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLoading, withLoading } from './loading.ts';
import { useLoadingHold } from './loading-hold.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

afterEach(cleanup);

describe('loading overlay', () => {
  it('shows while any caller holds it and leaves when the last one lets go', async () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status', { name: '불러오는 중' })).toBeNull();
    let first: () => void = () => {};
    let second: () => void = () => {};
    act(() => {
      first = showLoading();
      second = showLoading();
    });
    expect(await screen.findByRole('status', { name: '불러오는 중' })).toBeTruthy();
    act(() => first());
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeTruthy();
    act(() => second());
    await waitFor(() => expect(screen.queryByRole('status', { name: '불러오는 중' })).toBeNull());
  });
});

describe('the overlay always comes down', () => {
  const overlay = () => screen.queryByRole('status', { name: '불러오는 중' });

  it('when the work fails', async () => {
    render(<LoadingOverlay />);
    let fail: (error: Error) => void = () => {};
    const work = withLoading(new Promise((_, reject) => (fail = reject)));
    expect(await screen.findByRole('status', { name: '불러오는 중' })).toBeTruthy();
    act(() => fail(new Error('no answer')));
    await expect(work).rejects.toThrow('no answer');
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('when the screen that holds it unmounts, while its work is still out', async () => {
    let start: (() => Promise<unknown>) | undefined;
    function Screen() {
      const hold = useLoadingHold();
      start = () => hold(new Promise(() => {}));
      return null;
    }
    const { rerender } = render(
      <>
        <LoadingOverlay />
        <Screen />
      </>,
    );
    act(() => void start?.());
    expect(await screen.findByRole('status', { name: '불러오는 중' })).toBeTruthy();
    rerender(<LoadingOverlay />);
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('on navigation, even when the work never answers', async () => {
    const root = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <LoadingOverlay />
        </>
      ),
    });
    const page = (path: string) =>
      createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> });
    const router = createRouter({
      routeTree: root.addChildren([page('/withdraw'), page('/')]),
      history: createMemoryHistory({ initialEntries: ['/withdraw'] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('/withdraw');
    act(() => void withLoading(new Promise(() => {})));
    expect(await screen.findByRole('status', { name: '불러오는 중' })).toBeTruthy();
    // The router reloading in place (a session change) is no navigation: the wait goes on.
    await act(() => router.invalidate());
    expect(overlay()).not.toBeNull();
    await act(() => router.navigate({ to: '/' }));
    await screen.findByText('/');
    await waitFor(() => expect(overlay()).toBeNull());
    // A later hold shows it again: navigation let go of the old holds, it did not break the overlay.
    let hide: () => void = () => {};
    act(() => {
      hide = showLoading();
    });
    expect(await screen.findByRole('status', { name: '불러오는 중' })).toBeTruthy();
    act(() => hide());
    await waitFor(() => expect(overlay()).toBeNull());
  });
});
