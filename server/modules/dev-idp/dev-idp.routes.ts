import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAND_IN_NOTICE } from '#contract/runtime-config.ts';
import { standInsMounted } from '../../config.ts';
import { bareToken, headerValue } from '../../http/bearer.ts';
import { escapeHtml } from '../../shared/html.ts';
import { APPLE_FORM_POST_PATH, APPLE_LANDING_PATH } from '../auth/auth.apple-landing.ts';
import { providerEndpoints } from '../auth/auth.providers.ts';
import {
  appleIdentities,
  type DevIdentity,
  findAppleIdentity,
  findNaverIdentity,
  naverIdentities,
} from './dev-idp.identities.ts';
import { createAppleSigner, createNaverTokens, ensureDevFixtures } from './dev-idp.service.ts';

/**
 * The development identity provider (docs/dev-idp.md): Naver- and Apple-style sign-in pages with
 * pickable test people, Naver's profile endpoint and Apple's JWKS. It speaks the providers' protocols,
 * so the server's real verification code runs against it. Mounted only with the stand-ins (DEV_STAND_INS), never in production.
 */
export async function devIdpModule(app: FastifyInstance): Promise<void> {
  if (!standInsMounted(app.config)) return;

  const endpoints = providerEndpoints(app.config);
  const naverTokens = createNaverTokens(app.config.JWT_SECRET);
  const apple = await createAppleSigner(endpoints);
  app.addHook('onReady', async () => {
    await ensureDevFixtures(app.database.db, app.now());
  });

  const hidden = { schema: { hide: true } };

  app.get('/dev-idp/naver/oauth2.0/authorize', hidden, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query).data;
    if (!query) return errorPage(reply, '잘못된 요청입니다.');
    if (query.client_id !== endpoints.naverClientId)
      return errorPage(reply, '등록되지 않은 client_id 입니다.');
    if (query.response_type !== 'token') {
      return errorPage(reply, '개발용 네이버 로그인은 response_type=token (implicit grant)만 지원합니다.');
    }
    const redirect = allowedRedirect(app, request, query.redirect_uri, '/login-landing');
    if (!redirect) return errorPage(reply, '허용되지 않은 redirect_uri 입니다.');
    return signInPage(
      reply,
      '네이버',
      naverIdentities,
      (identity) =>
        withQuery('/dev-idp/naver/oauth2.0/authorize/approve', { ...query, identity: identity.key }),
      withFragment(redirect, {
        error: 'access_denied',
        error_description: 'Canceled By User',
        state: query.state,
      }),
    );
  });

  app.get('/dev-idp/naver/oauth2.0/authorize/approve', hidden, async (request, reply) => {
    const query = approveQuery.safeParse(request.query).data;
    if (!query) return errorPage(reply, '잘못된 요청입니다.');
    const redirect = allowedRedirect(app, request, query.redirect_uri, '/login-landing');
    const identity = findNaverIdentity(query.identity);
    if (!redirect || !identity || query.client_id !== endpoints.naverClientId) {
      return errorPage(reply, '잘못된 요청입니다.');
    }
    return reply.redirect(
      withFragment(redirect, {
        access_token: naverTokens.issue(identity, app.now()),
        state: query.state,
        token_type: 'bearer',
        expires_in: '3600',
      }),
    );
  });

  // Naver's profile API (`GET https://openapi.naver.com/v1/nid/me`), same shape and error codes.
  app.get('/dev-idp/naver/v1/nid/me', hidden, async (request, reply) => {
    const token = bareToken(headerValue(request, 'authorization'));
    const identity = token === undefined ? undefined : naverTokens.read(token, app.now());
    if (!identity) {
      return reply
        .status(401)
        .send({ resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' });
    }
    return {
      resultcode: '00',
      message: 'success',
      response: { id: identity.subject, ...identity.profile(app.now()) },
    };
  });

  app.get('/dev-idp/apple/auth/authorize', hidden, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query).data;
    if (!query) return errorPage(reply, '잘못된 요청입니다.');
    if (query.client_id !== endpoints.appleClientId)
      return errorPage(reply, '등록되지 않은 client_id 입니다.');
    const formPost = query.response_mode === 'form_post';
    // Apple's own rule: asking for the name or e-mail address requires the answer by form post.
    if (!formPost && query.scope?.trim()) {
      return errorPage(reply, 'scope(name, email)를 요청할 때는 response_mode=form_post 여야 합니다.');
    }
    const redirect = appleRedirect(app, request, query);
    if (!redirect) return errorPage(reply, '허용되지 않은 redirect_uri 입니다.');
    return signInPage(
      reply,
      'Apple',
      appleIdentities,
      (identity) => withQuery('/dev-idp/apple/auth/authorize/approve', { ...query, identity: identity.key }),
      formPost
        ? withQuery('/dev-idp/apple/auth/authorize/cancel', query)
        : withFragment(redirect, { error: 'user_cancelled_authorize', state: query.state }),
    );
  });

  app.get('/dev-idp/apple/auth/authorize/approve', hidden, async (request, reply) => {
    const query = approveQuery.safeParse(request.query).data;
    if (!query) return errorPage(reply, '잘못된 요청입니다.');
    const redirect = appleRedirect(app, request, query);
    const identity = findAppleIdentity(query.identity);
    if (!redirect || !identity || query.client_id !== endpoints.appleClientId) {
      return errorPage(reply, '잘못된 요청입니다.');
    }
    const idToken = await apple.idToken(identity, query.nonce, app.now());
    // Apple sends `user` (the name) only on the first authorization; this identity stands for that one.
    const user = identity.firstSignInName
      ? JSON.stringify({ name: identity.firstSignInName, email: identity.email })
      : undefined;
    const answer = { code: 'dev-code', id_token: idToken, state: query.state, user };
    if (query.response_mode === 'form_post') return formPostPage(reply, request, redirect, answer);
    return reply.redirect(withFragment(redirect, answer));
  });

  // Cancel with form_post: Apple posts the error to the redirect URI as well.
  app.get('/dev-idp/apple/auth/authorize/cancel', hidden, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query).data;
    const redirect = query && appleRedirect(app, request, query);
    if (!query || !redirect || query.response_mode !== 'form_post') {
      return errorPage(reply, '잘못된 요청입니다.');
    }
    return formPostPage(reply, request, redirect, { error: 'user_cancelled_authorize', state: query.state });
  });

  // The form post page's only script, served from this origin because the CSP allows no inline script.
  app.get('/dev-idp/apple/auth/form-post.js', hidden, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send("document.getElementById('apple-form-post').submit();\n"),
  );

  app.get('/dev-idp/apple/auth/keys', hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(apple.jwks),
  );
}

const authorizeQuery = z.object({
  client_id: z.string().default(''),
  response_type: z.string().default(''),
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(500).default(''),
  nonce: z.string().max(500).optional(),
  response_mode: z.string().optional(),
  scope: z.string().optional(),
});

const approveQuery = authorizeQuery.extend({ identity: z.string().max(40) });

/** Apple answers by form post to our server endpoint, or (without scopes) in the landing page's fragment. */
function appleRedirect(
  app: FastifyInstance,
  request: FastifyRequest,
  query: z.infer<typeof authorizeQuery>,
): string | null {
  const target = query.response_mode === 'form_post' ? APPLE_FORM_POST_PATH : APPLE_LANDING_PATH;
  return allowedRedirect(app, request, query.redirect_uri, target);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Tokens go only to our own landing pages: a path on this server, or that path on a local address,
 * on the host the page was requested from or on PUBLIC_BASE_URL. Anything else could leak a token.
 */
function allowedRedirect(
  app: FastifyInstance,
  request: FastifyRequest,
  raw: string | undefined,
  landingPath: string,
): string | null {
  if (raw === undefined || raw === '') return landingPath;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    const url = new URL(raw, 'http://relative.invalid');
    return url.pathname === landingPath ? `${url.pathname}${url.search}` : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== landingPath) return null;
  const publicHost = app.config.PUBLIC_BASE_URL ? new URL(app.config.PUBLIC_BASE_URL).host : undefined;
  const trusted =
    LOCAL_HOSTS.has(url.hostname) || url.host === request.headers.host || url.host === publicHost;
  if (!trusted) return null;
  url.hash = '';
  return url.toString();
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  return `${path}?${search}`;
}

function withFragment(url: string, params: Record<string, string | undefined>): string {
  const fragment = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) fragment.set(name, value);
  return `${url}#${fragment}`;
}

// Inline styles only (the CSP allows them); no script at all.
const STYLE = `body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#F6F6F6;color:#222}
main{max-width:480px;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:20px;margin:0 0 4px}p{font-size:14px;color:#555;margin:0 0 16px}ul{list-style:none;padding:0;margin:0}
li{margin:0 0 8px}a.who{display:block;padding:12px 16px;border:1px solid #EEE;border-radius:8px;color:#222;text-decoration:none;min-height:44px;box-sizing:border-box}
a.who:focus,a.who:hover{border-color:#FF6400}a.who strong{display:block;font-size:16px}a.who span{font-size:13px;color:#555}
a.cancel{display:inline-block;margin-top:16px;font-size:14px;color:#555}
button{min-height:44px;padding:0 24px;border:0;border-radius:8px;background:#FF6400;color:#fff;font-size:16px}
.dev{position:sticky;top:0;margin:0;padding:4px 16px;background:#222;color:#fff;font-size:12px;text-align:center}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><p class="dev" role="note">${STAND_IN_NOTICE}</p><main>${body}</main></body></html>`;
}

function signInPage(
  reply: FastifyReply,
  providerName: string,
  identities: DevIdentity[],
  approveUrl: (identity: DevIdentity) => string,
  cancelUrl: string,
) {
  const items = identities
    .map(
      (identity) =>
        `<li><a class="who" href="${escapeHtml(approveUrl(identity))}"><strong>${escapeHtml(identity.label)}</strong><span>${escapeHtml(identity.description)}</span></a></li>`,
    )
    .join('');
  const html = page(
    `개발용 ${providerName} 로그인`,
    `<h1>개발용 ${escapeHtml(providerName)} 로그인</h1><p>개발·테스트 전용 로그인입니다. 로그인할 테스트 계정을 고르세요.</p>
<ul>${items}</ul><a class="cancel" href="${escapeHtml(cancelUrl)}">취소</a>`,
  );
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * What Apple does with `response_mode=form_post`: a page that POSTs the answer to the redirect URI at
 * once (application/x-www-form-urlencoded). The button is for a browser without script.
 */
function formPostPage(
  reply: FastifyReply,
  request: FastifyRequest,
  action: string,
  fields: Record<string, string | undefined>,
) {
  const inputs = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = page(
    'Apple 로그인',
    `<h1>Apple 로그인 중입니다</h1><p>자동으로 넘어가지 않으면 계속을 누르세요.</p>
<form id="apple-form-post" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">계속</button></form>
<script src="/dev-idp/apple/auth/form-post.js"></script>`,
  );
  // The app's CSP allows forms to post to this origin only; an allowed local redirect elsewhere is added.
  const csp = reply.getHeader('content-security-policy');
  const target = new URL(action, `http://${request.headers.host ?? 'localhost'}`);
  if (typeof csp === 'string' && target.host !== request.headers.host) {
    reply.header(
      'content-security-policy',
      csp.replace("form-action 'self'", `form-action 'self' ${target.origin}`),
    );
  }
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function errorPage(reply: FastifyReply, message: string) {
  return reply
    .status(400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page('개발용 로그인 오류', `<h1>로그인할 수 없습니다</h1><p>${escapeHtml(message)}</p>`));
}
