import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';

export interface LighthouseFigures {
  path: string;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's default (mobile) preset, `runs` times in a fresh Chromium each, median of each figure. */
export async function runLighthouse(baseUrl: string, path: string, runs = 3): Promise<LighthouseFigures> {
  const samples: Omit<LighthouseFigures, 'path' | 'runs'>[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    path,
    runs,
    performance: median(samples.map((s) => s.performance)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    fcpMs: median(samples.map((s) => s.fcpMs)),
  };
}
