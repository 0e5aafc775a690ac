// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../../contract/display.ts';
import { installBrowserStubs } from '../../../test-support/render-app.tsx';

/**
 * keen-slider measures and animates in a real browser only (jsdom has no layout), so a stand-in records
 * when the module is loaded and moves between slides the way the carousel reads them.
 */
const keen = { loads: 0, instances: 0 };

function fakeKeenSlider() {
  keen.loads += 1;
  class FakeKeenSlider {
    track = { details: { rel: 0 } };
    constructor(
      private container: HTMLElement,
      private options: { slideChanged?: (slider: FakeKeenSlider) => void },
    ) {
      keen.instances += 1;
    }
    moveToIdx(index: number) {
      const count = this.container.children.length;
      this.track.details.rel = ((index % count) + count) % count;
      this.options.slideChanged?.(this);
    }
    next() {
      this.moveToIdx(this.track.details.rel + 1);
    }
    prev() {
      this.moveToIdx(this.track.details.rel - 1);
    }
    destroy() {}
  }
  return { default: FakeKeenSlider };
}

// The banner links go through the router; a plain link is enough here.
vi.mock('../../../ui/smart-link.tsx', () => ({
  SmartLink: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={href} {...rest} />,
}));

function banner(id: number): Banner {
  return {
    bannerId: id,
    title: `배너 ${id}`,
    subtitle: '',
    imageUrl: `/media/banners/${id}.svg`,
    linkUrl: `/deal/${id}`,
    backgroundColor: '#336699',
  };
}

async function renderCarousel(count: number) {
  const { BannerCarousel } = await import('./banner-carousel.tsx');
  const banners = Array.from({ length: count }, (_, index) => banner(index + 1));
  return render(<BannerCarousel banners={banners} />);
}

const slides = () => screen.getAllByRole('group');
const visibleSlide = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));
const currentBullet = () =>
  screen
    .getAllByRole('button', { name: /번째 배너 보기$/ })
    .findIndex((bullet) => bullet.getAttribute('aria-current') === 'true');

/** Lets the dynamic import of keen-slider settle (it resolves outside the fake clock). */
async function settle() {
  await act(() => vi.dynamicImportSettled());
}

beforeEach(() => {
  installBrowserStubs();
  // A fresh stand-in each test (doMock), so `keen.loads` counts this test's import of keen-slider.
  vi.resetModules();
  vi.doMock('keen-slider', fakeKeenSlider);
  keen.loads = 0;
  keen.instances = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('banner carousel', () => {
  it('shows the first slide and all its controls before keen-slider loads', async () => {
    await renderCarousel(3);
    await settle();
    expect(keen.loads).toBe(0);
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(visibleSlide()).toBe(0);
    expect(slides().filter((slide) => slide.hasAttribute('inert'))).toHaveLength(2);
    expect(currentBullet()).toBe(0);
    for (const name of ['이전 배너', '다음 배너', '자동 넘김 멈춤', '1번째 배너 보기', '3번째 배너 보기']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('loads keen-slider on the first click and still makes that click move', async () => {
    await renderCarousel(3);
    const next = screen.getByRole('button', { name: '다음 배너' });
    fireEvent.pointerDown(next);
    fireEvent.click(next);
    expect(visibleSlide()).toBe(0);
    await settle();
    expect(keen.loads).toBe(1);
    expect(visibleSlide()).toBe(1);
    expect(currentBullet()).toBe(1);

    // Once loaded, every control moves at once.
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(visibleSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '3번째 배너 보기' }));
    expect(visibleSlide()).toBe(2);
    expect(keen.instances).toBe(1);
  });

  it('loads keen-slider a second before the first autoplay advance, which comes on time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderCarousel(3);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(keen.loads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await settle();
    expect(keen.loads).toBe(1);
    expect(visibleSlide()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(visibleSlide()).toBe(1);
  });

  it('never loads keen-slider for a single banner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderCarousel(1);
    const slide = slides()[0]!;
    fireEvent.pointerDown(slide);
    fireEvent.touchStart(slide);
    act(() => screen.getByRole('link').focus());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await settle();
    expect(keen.loads).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not load keen-slider for a shopper who prefers reduced motion until they use it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    await renderCarousel(3);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await settle();
    expect(keen.loads).toBe(0);
    expect(screen.getByRole('button', { name: '자동 넘김 재생' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: '다음 배너' }).focus());
    await settle();
    expect(keen.loads).toBe(1);
  });
});
