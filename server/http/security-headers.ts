import type { FastifyInstance } from 'fastify';

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
export function installPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
