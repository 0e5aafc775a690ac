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
  /** Each run's performance score, in run order: the spread shows how much one median can be trusted. */
  scores: number[];
  /** Lighthouse's benchmark index of this machine (median): its CPU speed, which TBT scales with. */
  benchmarkIndex: number;
}

type Sample = Omit<LighthouseFigures, 'path' | 'runs' | 'scores'>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A run that ends in a Lighthouse runtime error (NO_NAVSTART now and then) is run again, this often. */
const ATTEMPTS_PER_RUN = 3;

async function runOnce(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    // A failed run still has a report, with a score of 0 and no metrics: never count it.
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's default (mobile) preset, `runs` times in a fresh Chromium each, median of each figure. */
export async function runLighthouse(baseUrl: string, path: string, runs = 3): Promise<LighthouseFigures> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        samples.push(await runOnce(`${baseUrl}${path}`));
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS_PER_RUN) throw error;
        console.warn(`bench: ${path} run ${i + 1} failed (${(error as Error).message}); running it again`);
      }
    }
  }
  const medianOf = (pick: (sample: Sample) => number) => median(samples.map(pick));
  return {
    path,
    runs,
    performance: medianOf((s) => s.performance),
    lcpMs: medianOf((s) => s.lcpMs),
    tbtMs: medianOf((s) => s.tbtMs),
    cls: medianOf((s) => s.cls),
    fcpMs: medianOf((s) => s.fcpMs),
    scores: samples.map((s) => s.performance),
    benchmarkIndex: Math.round(medianOf((s) => s.benchmarkIndex)),
  };
}
