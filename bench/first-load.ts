/**
 * Measures the first load of one page of an existing build, without building and without the rest of
 * the benchmark: `node --import tsx bench/first-load.ts`. `SPA_DIR` is the build (default
 * `dist/client`, e.g. after `npx vite build --outDir /tmp/x`), `PAGE` the path (default `/`),
 * `FIRST_LOAD_PORT` the server's port (default 4197). The real server runs as in `npm run bench`
 * (production mode, fresh embedded database at /tmp/first-load.db); the figures and their definition
 * are those of bench/bundle.ts, printed as the report's Markdown section.
 */
import { resolve } from 'node:path';
import { startServer } from '../tests/support/server-process.ts';
import { firstLoadMarkdown, measureFirstLoad } from './bundle.ts';

const spaDir = resolve(process.env.SPA_DIR || 'dist/client');
const page = process.env.PAGE || '/';
const port = Number(process.env.FIRST_LOAD_PORT || 4197);

const server = await startServer({
  port,
  sqlitePath: '/tmp/first-load.db',
  env: {
    SPA_DIR: spaDir,
    DEV_STAND_INS: 'off',
    JWT_SECRET: `first-load-${port}-${Date.now()}-secret-at-least-32-characters`,
  },
});
try {
  console.error(`first-load: ${page} of ${spaDir} …`);
  console.log(firstLoadMarkdown(await measureFirstLoad(server.baseUrl, page)).join('\n'));
} finally {
  await server.stop();
}
