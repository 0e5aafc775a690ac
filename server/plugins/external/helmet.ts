import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, API and SPA alike. The content security policy lets
 * pages load only our own scripts, styles (inline ones too), pictures, fonts and calls.
 *
 * None of them depends on the request, so helmet's middleware runs once, here, and every answer gets
 * the headers it set. @fastify/helmet built the middleware again for every request (parsing and
 * re-serialising the policy each time): about a tenth of the server's CPU time on a cached read under
 * load (docs/performance.md, "Server reads").
 */
const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers a middleware sets on an answer (helmet's only remove one we never send: X-Powered-By). */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export function registerHelmet(app: FastifyInstance): void {
  const headers = { ...headersSetBy(helmetMiddleware), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Browser features no page of ours uses, switched off for our pages and anything they embed (helmet
 * has no option for this header). Sharing (`navigator.share`, clipboard fallback) and fullscreen stay
 * with our own origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'web-share=(self)',
].join(', ');
