import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MY_PAGE_SHORTCUTS } from '#contract/my-page.ts';
import { standInsMounted } from '../../config.ts';
import type { MemberRow } from '../account/account.repository.ts';
import { mountDevShopAccounts } from './dev-shop.accounts.ts';
import {
  addToBasket,
  BASKET_COOKIE,
  type BasketLine,
  MAX_QUANTITY,
  readBasket,
  removeFromBasket,
  setQuantity,
  writeBasket,
} from './dev-shop.basket.ts';
import { DEV_SHOP_PATH } from './dev-shop.config.ts';
import {
  basketPage,
  type Chrome,
  errorPage,
  homePage,
  logoutPage,
  orderListPage,
  orderResultPage,
  PAGES,
  placeholderPage,
  productPage,
  signInNeededPage,
  stockPage,
} from './dev-shop.pages.ts';
import {
  basketView,
  csrfMatches,
  csrfTokenFor,
  findProduct,
  newOrderKey,
  ORDER_KEY,
  orderIdOf,
  ordersOf,
  placeOrder,
  popularProducts,
  readCookies,
  setCookie,
  shopperOf,
} from './dev-shop.service.ts';
import { reportToApp, soldOutProducts } from './dev-shop.stock.ts';

/**
 * The development shop (docs/dev-shop.md): the Cafe24 pages the app links to, on this server under
 * /dev-shop, so browse → product → basket → order works offline and in tests. Mounted only with the stand-ins (DEV_STAND_INS), never in
 * production. Pages are HTML without script; writes are form POSTs guarded by a form token.
 */
export async function devShopModule(app: FastifyInstance): Promise<void> {
  if (!standInsMounted(app.config)) return;
  await app.register(shopRoutes, { prefix: DEV_SHOP_PATH });
  mountDevShopAccounts(app, { db: () => app.database.db, now: () => app.now(), config: app.config });
}

const FORM_BODY_LIMIT = 4 * 1024;
const BASKET_MAX_AGE = 60 * 60 * 24 * 30;
const hidden = { schema: { hide: true } };

const productNoField = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'product_no')
  .transform(Number);
const quantityField = z
  .string()
  .regex(/^\d{1,3}$/, 'quantity')
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_QUANTITY, 'quantity');
const csrfField = z.string().max(100);

const productQuery = z.object({ product_no: productNoField });
const addForm = z.object({ csrf: csrfField, product_no: productNoField, quantity: quantityField });
const removeForm = z.object({ csrf: csrfField, product_no: productNoField });
const orderForm = z.object({ csrf: csrfField, order_key: z.string().regex(ORDER_KEY) });
const orderResultQuery = z.object({ order_id: z.string().regex(/^DEV-[A-Za-z0-9_-]{22}$/) });
const stockQuery = z.object({
  product_no: productNoField.optional(),
  result: z.enum(['updated', 'unchanged', 'unknown']).optional(),
});
const stockForm = z.discriminatedUnion('action', [
  z.object({ csrf: csrfField, product_no: productNoField, action: z.enum(['restock', 'sold-out']) }),
  z.object({
    csrf: csrfField,
    product_no: productNoField,
    action: z.literal('price'),
    sale_price: z
      .string()
      .regex(/^\d{1,9}$/, 'sale_price')
      .transform(Number)
      .refine((value) => value <= 100_000_000, 'sale_price'),
  }),
]);
const returnQuery = z.object({ returnUrl: z.string().max(2000).optional() });

/** Pages the app links to that the development shop has no content for (contract/my-page.ts and more). */
const PLACEHOLDERS: Record<string, string> = {
  [MY_PAGE_SHORTCUTS.coupons.path]: MY_PAGE_SHORTCUTS.coupons.label,
  [MY_PAGE_SHORTCUTS.addresses.path]: MY_PAGE_SHORTCUTS.addresses.label,
  [MY_PAGE_SHORTCUTS.reviews.path]: MY_PAGE_SHORTCUTS.reviews.label,
  // The shop's own wish list: my page's 관심 상품 now opens the app's list of likes instead.
  '/myshop/wish_list.html': '관심 상품',
  [MY_PAGE_SHORTCUTS.recentlyViewed.path]: MY_PAGE_SHORTCUTS.recentlyViewed.label,
  [MY_PAGE_SHORTCUTS.pointsHistory.path]: MY_PAGE_SHORTCUTS.pointsHistory.label,
  '/board/index.html': '고객센터',
};

class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (message: string) => new ShopError(400, '잘못된 요청이에요', message);

/** Our own paths only, like the SPA's return paths (src/features/session/return-path.ts). */
function safeReturnPath(value: string | undefined): string | undefined {
  if (value === undefined || [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) {
    return undefined;
  }
  return /^\/(?!\/)/.test(value) && !value.startsWith('/login') ? value : undefined;
}

async function shopRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope;
  const db = () => app.database.db;

  // The shop's forms post `application/x-www-form-urlencoded`, and these routes read nothing else.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // No prototype: a field named `constructor` or `__proto__` is just a field.
      const form: Record<string, string> = Object.create(null);
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (Object.hasOwn(form, name)) return done(badRequest('같은 항목이 두 번 보내졌어요.'), undefined);
        form[name] = value;
      }
      done(null, form);
    },
  );

  // The shopper is looked up once per request, however many times a page asks.
  const shoppers = new WeakMap<FastifyRequest, Promise<MemberRow | null>>();
  const memberOf = (request: FastifyRequest) => {
    let shopper = shoppers.get(request);
    if (!shopper) {
      shopper = shopperOf(app, request);
      shoppers.set(request, shopper);
    }
    return shopper;
  };

  const chromeOf = async (request: FastifyRequest): Promise<Chrome> => {
    const shopper = await memberOf(request);
    return {
      shopper: shopper && { nickname: shopper.nickname },
      basketCount: basketOf(request).length,
    };
  };

  const basketOf = (request: FastifyRequest) => readBasket(readCookies(request).get(BASKET_COOKIE));

  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  const saveBasket = (request: FastifyRequest, reply: FastifyReply, lines: readonly BasketLine[]) =>
    setCookie(request, reply, BASKET_COOKIE, writeBasket(lines), {
      maxAgeSeconds: lines.length === 0 ? 0 : BASKET_MAX_AGE,
      sameSite: 'Lax',
    });

  /** A form's fields, checked, after its form token. */
  function formOf<T extends z.ZodType>(request: FastifyRequest, schema: T): z.output<T> {
    const body = request.body;
    if (typeof body !== 'object' || body === null) throw badRequest('보낸 내용이 없어요.');
    const csrf = (body as Record<string, unknown>).csrf;
    if (typeof csrf !== 'string' || !csrfMatches(request, csrf)) {
      throw new ShopError(
        403,
        '요청을 확인할 수 없어요',
        '페이지가 오래되었거나 다른 사이트에서 보낸 요청이에요. 페이지를 새로 열고 다시 시도해 주세요.',
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw badRequest(fieldMessage(parsed.error));
    return parsed.data;
  }

  function queryOf<T extends z.ZodType>(request: FastifyRequest, schema: T): z.output<T> {
    const parsed = schema.safeParse(request.query);
    if (!parsed.success) throw badRequest(fieldMessage(parsed.error));
    return parsed.data;
  }

  scope.setErrorHandler(async (error: FastifyError | ShopError, request, reply) => {
    const chrome = await chromeOf(request).catch(() => ({ shopper: null, basketCount: 0 }));
    if (error instanceof ShopError)
      return send(reply, errorPage(chrome, error.title, error.message), error.status);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? '쇼핑몰의 양식으로만 보낼 수 있어요.'
          : status === 413
            ? '보낸 내용이 너무 커요.'
            : '요청을 처리할 수 없어요.';
      return send(reply, errorPage(chrome, '잘못된 요청이에요', message), status);
    }
    request.log.error({ err: error }, 'development shop failed');
    return send(reply, errorPage(chrome, '잠시 후 다시 시도해 주세요', '쇼핑몰에 문제가 생겼어요.'), 500);
  });

  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const chrome = await chromeOf(request).catch(() => ({ shopper: null, basketCount: 0 }));
    return send(reply, errorPage(chrome, '페이지를 찾을 수 없어요', '개발용 쇼핑몰에 없는 페이지예요.'), 404);
  };
  scope.setNotFoundHandler(notFound);
  // With a built SPA, @fastify/static's wildcard route would answer an unknown shop page (its JSON
  // 404) before the scope's not-found handler is asked: the shop's own wildcard is more specific.
  scope.get('/*', hidden, notFound);

  for (const path of ['/', '/index.html']) {
    scope.get(path, hidden, async (request, reply) =>
      send(reply, homePage(await chromeOf(request), await popularProducts(db(), 12))),
    );
  }

  scope.get('/product/detail.html', hidden, async (request, reply) => {
    const { product_no: productNo } = queryOf(request, productQuery);
    const chrome = await chromeOf(request);
    const product = await findProduct(db(), productNo);
    if (!product) {
      return send(
        reply,
        errorPage(chrome, '상품을 찾을 수 없어요', `상품번호 ${productNo}은(는) 없는 상품이에요.`),
        404,
      );
    }
    return send(reply, productPage(chrome, product, csrfTokenFor(request, reply)));
  });

  // The shop's admin: restock, sold out and price, reported to the app through the signed webhook.
  scope.get('/admin/products.html', hidden, async (request, reply) => {
    const query = queryOf(request, stockQuery);
    const product = query.product_no === undefined ? undefined : await findProduct(db(), query.product_no);
    if (query.product_no !== undefined && !product) {
      throw new ShopError(
        404,
        '상품을 찾을 수 없어요',
        `상품번호 ${query.product_no}은(는) 없는 상품이에요.`,
      );
    }
    return send(
      reply,
      stockPage({
        chrome: await chromeOf(request),
        csrf: csrfTokenFor(request, reply),
        product,
        soldOut: product ? [] : await soldOutProducts(db(), 20),
        result: query.result,
      }),
    );
  });

  scope.post('/admin/products/change', hidden, async (request, reply) => {
    const form = formOf(request, stockForm);
    const change =
      form.action === 'price'
        ? { productNo: form.product_no, salePrice: form.sale_price }
        : { productNo: form.product_no, soldOut: form.action === 'sold-out' };
    const answer = await reportToApp(app, change);
    if (!answer.ok) {
      throw new ShopError(502, '제철장터에 알리지 못했어요', `웹훅이 ${answer.status}(으)로 답했어요.`);
    }
    return reply.redirect(`${PAGES.stock(form.product_no)}&result=${answer.status}`, 303);
  });

  scope.get('/order/basket.html', hidden, async (request, reply) => {
    const lines = await basketView(db(), basketOf(request));
    return send(
      reply,
      basketPage(await chromeOf(request), lines, csrfTokenFor(request, reply), newOrderKey()),
    );
  });

  scope.post('/order/basket/add', hidden, async (request, reply) => {
    const form = formOf(request, addForm);
    const product = await findProduct(db(), form.product_no);
    if (!product)
      throw new ShopError(404, '상품을 찾을 수 없어요', `상품번호 ${form.product_no}은(는) 없는 상품이에요.`);
    if (product.soldOut)
      throw new ShopError(409, '품절된 상품이에요', '품절된 상품은 장바구니에 담을 수 없어요.');
    const change = addToBasket(basketOf(request), form.product_no, form.quantity);
    if (!change.ok) {
      throw badRequest(
        change.reason === 'full'
          ? '장바구니에는 상품을 20종까지 담을 수 있어요.'
          : `한 상품은 ${MAX_QUANTITY}개까지 담을 수 있어요.`,
      );
    }
    saveBasket(request, reply, change.lines);
    return reply.redirect(PAGES.basket, 303);
  });

  scope.post('/order/basket/update', hidden, async (request, reply) => {
    const form = formOf(request, addForm);
    const lines = basketOf(request);
    if (!lines.some((line) => line.productNo === form.product_no)) {
      throw badRequest('장바구니에 없는 상품이에요.');
    }
    saveBasket(request, reply, setQuantity(lines, form.product_no, form.quantity));
    return reply.redirect(PAGES.basket, 303);
  });

  scope.post('/order/basket/remove', hidden, async (request, reply) => {
    const form = formOf(request, removeForm);
    saveBasket(request, reply, removeFromBasket(basketOf(request), form.product_no));
    return reply.redirect(PAGES.basket, 303);
  });

  // Ordering needs a signed-in member: anyone else goes to the login with the basket as return path.
  scope.post('/order/orderform', hidden, async (request, reply) => {
    const form = formOf(request, orderForm);
    const member = await memberOf(request);
    if (!member) return reply.redirect(loginHref(app.config.SHOP_LOGIN_URL, PAGES.basket), 303);
    const orderId = orderIdOf(form.order_key);
    const lines = await basketView(db(), basketOf(request));
    if (lines.length === 0) {
      // The same form sent again after its order emptied the basket: show that order.
      const [placed] = await ordersOf(db(), member, { orderId, limit: 1 });
      if (placed) return reply.redirect(PAGES.orderResult(orderId), 303);
      throw badRequest('장바구니가 비어 있어요.');
    }
    const soldOut = lines.find((line) => line.product.soldOut);
    if (soldOut) {
      throw new ShopError(
        409,
        '주문할 수 없어요',
        `${soldOut.product.name}은(는) 품절이에요. 장바구니에서 빼고 다시 주문해 주세요.`,
      );
    }
    const result = await placeOrder(db(), {
      orderId,
      member,
      now: app.now(),
      lines: lines.map((line) => ({
        productNo: line.product.productNo,
        quantity: line.quantity,
        unitPrice: line.product.salePrice,
      })),
    });
    if (result === 'not-yours')
      throw new ShopError(409, '주문할 수 없어요', '이미 사용된 주문서예요. 장바구니를 새로 열어 주세요.');
    saveBasket(request, reply, []);
    return reply.redirect(PAGES.orderResult(orderId), 303);
  });

  scope.get('/order/order_result.html', hidden, async (request, reply) => {
    const { order_id: orderId } = queryOf(request, orderResultQuery);
    const chrome = await chromeOf(request);
    const member = await memberOf(request);
    if (!member)
      return send(
        reply,
        signInNeededPage(chrome, '주문 완료', loginHref(app.config.SHOP_LOGIN_URL, PAGES.orders)),
        401,
      );
    const [order] = await ordersOf(db(), member, { orderId, limit: 1 });
    if (!order)
      return send(
        reply,
        errorPage(chrome, '주문을 찾을 수 없어요', '이 계정의 주문이 아니거나 없는 주문이에요.'),
        404,
      );
    return send(reply, orderResultPage(chrome, order));
  });

  scope.get('/myshop/order/list.html', hidden, async (request, reply) => {
    const chrome = await chromeOf(request);
    const member = await memberOf(request);
    if (!member)
      return send(
        reply,
        signInNeededPage(chrome, '주문 내역', loginHref(app.config.SHOP_LOGIN_URL, PAGES.orders)),
      );
    return send(reply, orderListPage(chrome, await ordersOf(db(), member, { limit: 20 })));
  });

  // The shop's login page: the app's own sign-in, back to where the shopper was headed.
  scope.get('/member/login.html', hidden, async (request, reply) => {
    const { returnUrl } = queryOf(request, returnQuery);
    return reply.redirect(loginHref(app.config.SHOP_LOGIN_URL, safeReturnPath(returnUrl) ?? PAGES.home), 303);
  });

  // The shop's login result: it sends the shopper back to the app's /login-action with the return path.
  scope.get('/member/login_result.html', hidden, async (request, reply) => {
    const { returnUrl } = queryOf(request, returnQuery);
    const path = safeReturnPath(returnUrl);
    return reply.redirect(
      path ? `/login-action?returnUrl=${encodeURIComponent(path)}` : '/login-action',
      303,
    );
  });

  // The shop's logout page (src/features/session/session.ts SHOP_LOGOUT_PATH). The shop has no
  // session of its own: the app has already cleared the token cookies it reads.
  scope.get('/exec/front/Member/logout/', hidden, async (request, reply) =>
    send(reply, logoutPage(await chromeOf(request))),
  );

  for (const [path, title] of Object.entries(PLACEHOLDERS)) {
    scope.get(path, hidden, async (request, reply) =>
      send(reply, placeholderPage(await chromeOf(request), title)),
    );
  }
}

/** SHOP_LOGIN_URL with the return path, as the SPA's route guard builds it (src/app/auth-guard.ts). */
function loginHref(loginUrl: string, returnPath: string): string {
  const base = loginUrl || '/login';
  return `${base}${base.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnPath)}`;
}

function fieldMessage(error: z.ZodError): string {
  const field = error.issues[0]?.path[0];
  if (field === 'product_no') return '상품번호가 올바르지 않아요.';
  if (field === 'quantity') return `수량은 1개부터 ${MAX_QUANTITY}개까지 고를 수 있어요.`;
  if (field === 'sale_price') return '판매가는 0원부터 1억 원까지 숫자로 적어 주세요.';
  if (field === 'action') return '바꿀 내용을 고르세요.';
  if (field === 'order_key' || field === 'order_id')
    return '주문서가 올바르지 않아요. 장바구니를 새로 열어 주세요.';
  return '요청 내용이 올바르지 않아요.';
}
