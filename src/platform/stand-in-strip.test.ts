// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STAND_IN_NOTICE } from '#contract/runtime-config.ts';
import { showStandInStrip } from './stand-in-strip.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the stand-ins strip', () => {
  it('says so on a page served with the stand-ins, once however often it is asked', () => {
    showStandInStrip({ standIns: true }, STAND_IN_NOTICE);
    showStandInStrip({ standIns: true }, STAND_IN_NOTICE);
    const strips = document.querySelectorAll('[role="complementary"][aria-label="개발용 환경"]');
    expect(strips).toHaveLength(1);
    expect(strips[0]?.textContent).toBe('개발용 환경 · 테스트 계정');
    expect(strips[0]?.textContent).toBe(STAND_IN_NOTICE);
  });

  it('is absent from a deployment without them', () => {
    showStandInStrip({ standIns: false }, STAND_IN_NOTICE);
    expect(document.body.textContent).not.toContain(STAND_IN_NOTICE);
  });
});
