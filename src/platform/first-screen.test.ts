import { beforeEach, describe, expect, it, vi } from 'vitest';

let firstScreen: typeof import('./first-screen.ts');

beforeEach(async () => {
  vi.resetModules();
  performance.clearMarks();
  firstScreen = await import('./first-screen.ts');
});

describe('first screen', () => {
  it('runs waiting work once, in order, when the first screen is marked', () => {
    const calls: string[] = [];
    firstScreen.afterFirstScreen(() => calls.push('fonts'));
    firstScreen.afterFirstScreen(() => calls.push('layers'));
    expect(calls).toEqual([]);
    firstScreen.markFirstScreen();
    firstScreen.markFirstScreen();
    expect(calls).toEqual(['fonts', 'layers']);
    expect(performance.getEntriesByName(firstScreen.FIRST_SCREEN_MARK)).toHaveLength(1);
  });

  it('runs work asked for after the first screen at once', () => {
    firstScreen.markFirstScreen();
    const callback = vi.fn();
    firstScreen.afterFirstScreen(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
