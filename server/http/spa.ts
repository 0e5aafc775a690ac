import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '#contract/errors.ts';
import type { RuntimeConfig } from '#contract/runtime-config.ts';
import { escapeHtml } from '../shared/html.ts';

/** Puts the runtime config into the built index.html, where the SPA reads it before it renders. */
export function injectRuntimeConfig(html: string, runtime: RuntimeConfig): string {
  const meta = `<meta name="app-config" content="${escapeHtml(JSON.stringify(runtime))}">`;
  return html.replace(/<meta name="app-config"[^>]*>/, meta);
}

// The development shop is never the SPA's, mounted or not (the SPA reloads /dev-shop paths from here).
const API_PREFIXES = ['/api/', '/media/', '/dev-idp/', '/dev-shop', '/healthz', '/readyz'];

/** The built SPA's directory, when SPA_DIR names one with an index.html. */
export function builtSpa(spaDir: string): { root: string; indexPath: string } | undefined {
  const root = resolve(spaDir);
  const indexPath = join(root, 'index.html');
  return spaDir !== '' && existsSync(indexPath) ? { root, indexPath } : undefined;
}

/**
 * The HTML for one SPA page: index.html, or with the page's own link preview. app.ts passes the
 * link-preview module's (server/modules/link-preview/), which reads the database; http/ stays below
 * the modules.
 */
export type PageHtml = (request: FastifyRequest, path: string, indexHtml: string) => Promise<string>;

/**
 * Serves the built SPA's pages: index.html for any other GET that wants HTML (history fallback), its
 * files through @fastify/static (server/plugins/external/static.ts). Unknown API paths answer JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  spa: ReturnType<typeof builtSpa>,
  runtime: RuntimeConfig,
  pageHtml: PageHtml,
): Promise<void> {
  const hasSpa = spa !== undefined;
  const indexHtml = spa ? injectRuntimeConfig(readFileSync(spa.indexPath, 'utf8'), runtime) : '';

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // An app URL may end in `.5` (`/deal/1.5`); a browser navigating there asks for HTML, while a
    // missing script or image does not, and those keep the JSON 404 instead of a page of HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    const acceptsHtml = /text\/html/i.test(request.headers.accept ?? '');
    if (
      !hasSpa ||
      !isGet ||
      API_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
      (looksLikeFile && (!acceptsHtml || path.startsWith('/assets/')))
    ) {
      return reply.status(404).send(apiError('UNSUPPORTED', '요청하신 주소를 찾을 수 없습니다.'));
    }
    // A deal, period, event, notice or post page carries its own link preview (pageHtml).
    return pageHtml(request, path, indexHtml).then((html) => sendIndex(reply, html));
  });

  if (hasSpa) {
    // Hidden: the SPA's pages are not part of the API document. /index.html is answered here too, as
    // the copy on disk lacks the runtime config the SPA reads before it renders.
    for (const path of ['/', '/index.html']) {
      app.get(path, { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    }
  }

  function sendIndex(reply: FastifyReply, html = indexHtml) {
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }
}
