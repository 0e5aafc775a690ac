import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Where Apple posts its answer: the redirect_uri the SPA's authorize URL names (src/features/session/api/sign-in.ts). */
export const APPLE_FORM_POST_PATH = '/api/v2/auth/social/apple/callback';
/** The SPA's Apple landing page (spec section 2), which reads the answer from its fragment. */
export const APPLE_LANDING_PATH = '/login-landing-apple';

/** Generous bounds: Apple's values are far shorter; anything longer is not from Apple. */
const FORM_BODY_LIMIT = 32 * 1024;

const printable = /^[\x21-\x7e]+$/;

const appleUser = z
  .string()
  .max(4000)
  .refine((value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  });

/** The fields Apple posts (`response_mode=form_post`); others are ignored, a repeated one is refused. */
const applePost = z.object({
  code: z
    .string()
    .max(1000)
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
  id_token: z
    .string()
    .max(10_000)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    .optional(),
  state: z.string().max(500).regex(printable).optional(),
  user: appleUser.optional(),
  error: z
    .string()
    .max(64)
    .regex(/^[a-z_]+$/)
    .optional(),
});

type ApplePost = z.infer<typeof applePost>;

/**
 * What the SPA's landing page reads from its fragment (src/features/session/components/login-landing.tsx):
 * the same fields Apple's fragment mode would carry. A post that is not a whole answer becomes
 * `error=invalid_request`, which the landing page reports as a failed Apple sign-in.
 */
function landingFragment(post: ApplePost | undefined): URLSearchParams {
  if (post?.error) return fields({ error: post.error, state: post.state });
  if (!post?.id_token || !post.state) return fields({ error: 'invalid_request' });
  return fields({ code: post.code, id_token: post.id_token, state: post.state, user: post.user });
}

function fields(values: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, value);
  return params;
}

/**
 * Apple with the name and email scopes answers only by `response_mode=form_post`: the browser POSTs
 * `application/x-www-form-urlencoded` fields to the redirect URI. This route takes that POST and sends
 * the browser on (303) to the SPA's landing page with the fields in the fragment, where the SPA checks
 * the state and exchanges the id_token as before. Nothing is stored or verified here; the fragment
 * keeps the token out of server logs and Referer headers from then on. It lives under /api/ so a
 * development server that proxies the API (vite) passes it on; the landing is on the same origin.
 */
export async function appleLandingRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // This route alone reads form bodies, and only those: JSON or text here answers 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const form: Record<string, string | string[]> = {};
        for (const [name, value] of new URLSearchParams(String(body))) {
          const previous = form[name];
          form[name] = previous === undefined ? value : [previous, value].flat();
        }
        done(null, form);
      },
    );
    scope.post(APPLE_FORM_POST_PATH, { schema: { hide: true } }, async (request, reply) => {
      const post = applePost.safeParse(request.body ?? {});
      const fragment = landingFragment(post.success ? post.data : undefined);
      if (!post.success) request.log.warn({ issues: post.error.issues.length }, 'malformed Apple form post');
      return reply.header('cache-control', 'no-store').redirect(`${APPLE_LANDING_PATH}#${fragment}`, 303);
    });
  });
}
