// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '#contract/display.ts';
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

/** jsdom has no PointerEvent; the carousel reads a mouse event's position and the pointer id. */
class PointerEventStub extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

beforeEach(() => {
  installBrowserStubs();
  if (typeof window.PointerEvent === 'undefined') vi.stubGlobal('PointerEvent', PointerEventStub);
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

  it('finishes the first swipe itself, which keen-slider never saw begin, without opening the banner', async () => {
    await renderCarousel(3);
    const link = slides()[0]?.querySelector('a');
    if (!link) throw new Error('no banner link');
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', opened);

    // Right to left: the next banner; keen-slider arrives during the swipe.
    fireEvent.pointerDown(link, { pointerId: 1, clientX: 300, clientY: 100 });
    await settle();
    fireEvent.pointerUp(link, { pointerId: 1, clientX: 180, clientY: 110 });
    fireEvent.click(link);
    await settle();
    expect(keen.loads).toBe(1);
    expect(visibleSlide()).toBe(1);
    expect(opened).not.toHaveBeenCalled();

    // A tap is still a tap, and a mostly vertical move (scrolling the page) is not a swipe.
    fireEvent.pointerDown(link, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(link, { pointerId: 2, clientX: 102, clientY: 101 });
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(visibleSlide()).toBe(1);
  });

  it.each([
    { move: 'a short move', dx: -30, dy: 0, shown: 0 },
    { move: 'a mostly vertical move (scrolling the page)', dx: -60, dy: 120, shown: 0 },
    { move: 'a swipe from left to right on the first banner', dx: 60, dy: 10, shown: 2 },
  ])('as the first gesture, $move shows banner index $shown', async ({ dx, dy, shown }) => {
    await renderCarousel(3);
    const slide = slides()[0];
    if (!slide) throw new Error('no slide');
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 200, clientY: 100 });
    fireEvent.pointerUp(slide, { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy });
    await settle();
    expect(visibleSlide()).toBe(shown);
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
