import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';

export interface Chunk {
  url: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  path: string;
  chunks: Chunk[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * What a phone really downloads to show a page: every JS and CSS file Chromium requests until the
 * network is idle, each gzipped at the level the server's compression uses (zlib default).
 */
export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const chunks: Chunk[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : undefined;
      if (!kind || url.origin !== new URL(baseUrl).origin) return;
      const body = await response.body().catch(() => undefined);
      if (!body) return;
      chunks.push({ url: url.pathname, kind, rawBytes: body.length, gzipBytes: gzipSync(body).length });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (kind: Chunk['kind']) =>
      chunks.filter((c) => c.kind === kind).reduce((n, c) => n + c.gzipBytes, 0);
    return { path, chunks, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
  } finally {
    await browser.close();
  }
}
