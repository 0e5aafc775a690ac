// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLoading } from './loading.ts';
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
