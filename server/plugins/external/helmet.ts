import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/helmet's security headers on every answer, API and SPA alike. The content security policy
 * lets pages load only our own scripts, styles (inline ones too), pictures, fonts and calls.
 */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  installPermissionsPolicy(app);
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

/** On every answer, API and SPA alike, next to helmet's headers. */
function installPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
