import { z } from 'zod';
import { defineEndpoint, withToasts } from './endpoint.ts';

/** Short links: where a short code leads, an app path or an internal host's URL (server/modules/shortlink). */

export const shortLinkCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, '단축 링크 코드 형식이 올바르지 않습니다.');

export const getShortLink = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/shortlink',
  service: 'display',
  auth: 'none',
  summary: '단축 링크의 대상 (앱 경로 또는 내부 호스트 URL만; 모르는 코드는 코드 8)',
  query: z.object({ code: shortLinkCodeSchema }),
  response: withToasts({
    code: z.string(),
    /** `app`: navigate inside the SPA to `target`; `internal`: open the absolute URL `target`. */
    kind: z.enum(['app', 'internal']),
    target: z.string(),
  }),
});
