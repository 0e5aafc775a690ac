// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { installBrowserStubs } from '../test-support/render-app.tsx';
import styles from './scroll-top-button.module.css';
import { ScrollTopButton } from './scroll-top-button.tsx';

beforeEach(() => installBrowserStubs());

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  window.scrollY = 0;
});

/** The module's own rules, with its class names as the test build names them. */
function applyStyles() {
  const style = document.createElement('style');
  const css = readFileSync(`${import.meta.dirname}/scroll-top-button.module.css`, 'utf8');
  style.textContent = css.replace(/\.button\b/g, `.${styles.button}`);
  document.head.append(style);
}

// Toasts stack above the bottom bar, where the button sits: it steps aside while any shows, rather
// than cover the lowest one (toast-layer.tsx marks each toast with data-toast).
it('hides while a toast shows and comes back after', () => {
  applyStyles();
  window.scrollY = 1000;
  const toast = document.createElement('div');
  toast.dataset.toast = '';
  render(<ScrollTopButton aboveBottomNavi />);
  const button = screen.getByRole('button', { name: '맨 위로' });
  expect(getComputedStyle(button).visibility).toBe('visible');
  document.body.append(toast);
  expect(getComputedStyle(button).visibility).toBe('hidden');
  toast.remove();
  expect(getComputedStyle(button).visibility).toBe('visible');
});
