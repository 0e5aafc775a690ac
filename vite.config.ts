import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const mirrorFile = `${root}src/api/contract.gen.ts`;
const devApi = 'http://localhost:8787';

/**
 * Writes src/api/contract.gen.ts (see src/api/README.md): the contract's endpoints and plain data without
 * zod, so the SPA's first load stays small. It runs before the router plugin on every build and dev start,
 * and again when a contract file changes in dev; the file is only rewritten when its text changes.
 */
function contractMirror(): Plugin {
  async function generate(): Promise<void> {
    const { module } = await runnerImport<typeof import('./src/api/contract-mirror.codegen.ts')>(
      '/src/api/contract-mirror.codegen.ts',
      { root, configFile: false, logLevel: 'silent' },
    );
    const text = module.renderContractMirror(module.loadContractModules());
    let current = '';
    try {
      current = readFileSync(mirrorFile, 'utf8');
    } catch {
      // First run on a fresh clone: nothing to compare with.
    }
    if (current !== text) writeFileSync(mirrorFile, text);
  }
  return {
    name: 'contract-mirror',
    enforce: 'pre',
    async buildStart() {
      await generate();
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(`${root}contract/`)) return;
        generate().catch((error: unknown) =>
          server.config.logger.error(`contract.gen.ts 생성 실패: ${String(error)}`),
        );
      });
    },
  };
}

const proxy = Object.fromEntries(
  ['/api', '/media', '/dev-idp', '/healthz'].map((prefix) => [prefix, devApi]),
);

export default defineConfig({
  plugins: [
    contractMirror(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      addExtensions: true,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Every browser we support preloads modules natively (Safari from 17); older ones simply fetch
    // each chunk when it is imported. The polyfill would cost the first load about 300 bytes gzip.
    modulePreload: { polyfill: false },
  },
  server: { proxy },
  preview: { proxy },
});
