import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../contract/errors.ts';
import type { RuntimeConfig } from '../../contract/runtime-config.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts the runtime config into the built index.html, where the SPA reads it before it renders. */
export function injectRuntimeConfig(html: string, runtime: RuntimeConfig): string {
  const meta = `<meta name="app-config" content="${escapeAttribute(JSON.stringify(runtime))}">`;
  return html.replace(/<meta name="app-config"[^>]*>/, meta);
}

const API_PREFIXES = ['/api/', '/media/', '/dev-idp/', '/healthz', '/readyz'];

/**
 * Serves the built SPA: hashed assets immutable for a year, everything else revalidated, and
 * index.html for any other GET that wants HTML (history fallback). Unknown API paths answer JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  spaDir: string,
  runtime: RuntimeConfig,
): Promise<void> {
  const root = resolve(spaDir);
  const indexPath = join(root, 'index.html');
  const hasSpa = spaDir !== '' && existsSync(indexPath);
  const indexHtml = hasSpa ? injectRuntimeConfig(readFileSync(indexPath, 'utf8'), runtime) : '';

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(root, 'assets')}/`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (
      !hasSpa ||
      !wantsHtml ||
      API_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
      /\.[a-z0-9]+$/i.test(path)
    ) {
      return reply.status(404).send(apiError('UNSUPPORTED', '요청하신 주소를 찾을 수 없습니다.'));
    }
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  if (hasSpa) {
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
    );
  }
}
