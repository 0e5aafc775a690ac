import type { ProductSummary } from '#contract/display.ts';
import { STAND_IN_NOTICE } from '#contract/runtime-config.ts';
import { escapeHtml } from '../../shared/html.ts';
import { DEV_SHOP_PATH } from './dev-shop.config.ts';

/**
 * The development shop's pages (docs/dev-shop.md): server-rendered Korean HTML, mobile first, with
 * no script at all and only inline styles, so the app's CSP (server/plugins/external/helmet.ts) holds.
 * Every value from the catalogue, the request or a cookie goes through `escapeHtml`.
 */

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export const shopPath = (path: string) => `${DEV_SHOP_PATH}${path}`;

export const PAGES = {
  home: shopPath('/'),
  basket: shopPath('/order/basket.html'),
  orders: shopPath('/myshop/order/list.html'),
  product: (productNo: number) => shopPath(`/product/detail.html?product_no=${productNo}`),
  stock: (productNo?: number) =>
    shopPath(`/admin/products.html${productNo === undefined ? '' : `?product_no=${productNo}`}`),
  orderResult: (orderId: string) =>
    shopPath(`/order/order_result.html?order_id=${encodeURIComponent(orderId)}`),
} as const;

/** The app's own pages the shop links back to. */
export const APP_HOME = '/';
export const FREQUENTLY_PURCHASED = '/my-page/frequently-purchased';

export interface Shopper {
  nickname: string;
}

export interface Chrome {
  shopper: Shopper | null;
  basketCount: number;
}

// #C2410C on white and white on #C2410C are 5.2:1 (WCAG AA for body text); touch targets are 44 px.
const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#F6F6F6;color:#222;font-size:15px;line-height:1.5}
.dev{position:sticky;top:0;margin:0;padding:6px 16px;background:#222;color:#fff;font-size:13px;text-align:center}
header,main,footer{max-width:480px;margin:0 auto;background:#fff}
header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:4px 8px 4px 16px;border-bottom:1px solid #EEE}
header .brand{font-weight:700;color:#222;text-decoration:none;font-size:16px}
nav{display:flex;gap:2px}nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 10px;color:#222;text-decoration:none;font-size:14px}
main{padding:16px;min-height:70vh}footer{padding:16px;border-top:1px solid #EEE;font-size:14px;color:#555}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 8px}p{margin:0 0 12px}
a{color:#C2410C}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1D4ED8;outline-offset:2px}
.who{font-size:13px;color:#555;margin:0 0 12px}
.button,button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 16px;border:0;border-radius:8px;background:#C2410C;color:#fff;font-size:16px;font-weight:700;text-decoration:none;cursor:pointer;font-family:inherit}
.button.wide,button.wide{width:100%}
.secondary{background:#fff;color:#222;border:1px solid #CCC;font-weight:400}
button:disabled{background:#999;cursor:not-allowed}
.photo{display:block;width:min(100%,220px);height:auto;margin:0 auto;aspect-ratio:1;object-fit:cover;border-radius:8px;background:#EEE}
.buy{display:flex;gap:8px;align-items:flex-end}.buy button{flex:1}
.store{font-size:13px;color:#555;margin:12px 0 2px}
.price{margin:8px 0 16px}.regular{color:#777;text-decoration:line-through;font-size:14px;margin-right:6px}
.rate{color:#C2410C;font-weight:700;margin-right:6px}.sale{font-size:20px;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px;font-size:14px}dt{color:#555}dd{margin:0}
.badge{display:inline-block;padding:2px 8px;border-radius:4px;background:#444;color:#fff;font-size:13px}
.row{display:flex;gap:8px;align-items:flex-end;margin:0 0 12px}
label{display:block;font-size:14px;color:#444;margin:0 0 4px}
input[type=number]{width:88px;min-height:44px;padding:0 8px;border:1px solid #CCC;border-radius:8px;font-size:16px}
ul.lines{list-style:none;margin:0;padding:0}ul.lines>li{display:grid;grid-template-columns:72px 1fr;gap:12px;padding:12px 0;border-bottom:1px solid #EEE}
ul.lines img{width:72px;height:72px;object-fit:cover;border-radius:6px;background:#EEE}
.line-name{font-weight:700;color:#222;text-decoration:none;display:block}.muted{color:#555;font-size:14px}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:8px}.actions form{margin:0}.actions .row{margin:0;align-items:center}
.total{display:flex;justify-content:space-between;font-size:18px;font-weight:700;margin:16px 0}
.links{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
ul.products{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:12px}
ul.products a{display:block;color:#222;text-decoration:none;font-size:14px}ul.products img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px;background:#EEE}
ul.closed{list-style:none;margin:0;padding:0}ul.closed>li{padding:12px 0;border-bottom:1px solid #EEE;overflow-wrap:anywhere}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.notice{padding:12px;border-radius:8px;background:#FFF7ED;color:#7C2D12;font-size:14px}`;

/** The page frame: the development banner, the shop's header and a way back to 제철장터. */
export function page(title: string, chrome: Chrome, body: string): string {
  const who = chrome.shopper
    ? `<p class="who">${escapeHtml(chrome.shopper.nickname)}님으로 로그인되어 있어요.</p>`
    : '<p class="who">로그인하지 않은 상태예요.</p>';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} - 개발용 쇼핑몰</title><style>${STYLE}</style></head><body>
<p class="dev" role="note">${STAND_IN_NOTICE} · 개발용 쇼핑몰: 실제 주문·결제가 일어나지 않아요</p>
<header><a class="brand" href="${PAGES.home}">제철장터 쇼핑몰</a><nav aria-label="쇼핑몰 메뉴"><a href="${PAGES.basket}">장바구니${chrome.basketCount > 0 ? ` (${chrome.basketCount})` : ''}</a><a href="${PAGES.orders}">주문 내역</a></nav></header>
<main>${who}${body}</main>
<footer><a href="${APP_HOME}">← 제철장터로 돌아가기</a></footer></body></html>`;
}

export function errorPage(chrome: Chrome, title: string, message: string): string {
  return page(
    title,
    chrome,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<div class="links"><a class="button secondary" href="${PAGES.basket}">장바구니</a><a class="button secondary" href="${APP_HOME}">제철장터로 돌아가기</a></div>`,
  );
}

/** A product as the shop's pages show it: the catalogue's product card. */
export type ProductView = ProductSummary;

export function csrfField(token: string): string {
  return `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;
}

export function productPage(chrome: Chrome, product: ProductView, csrf: string): string {
  const discounted = product.discountRate > 0 && product.regularPrice > product.salePrice;
  const price = `<p class="price">${
    discounted
      ? `<span class="regular"><span class="sr">정가 </span>${won(product.regularPrice)}</span><span class="rate">${product.discountRate}%</span>`
      : ''
  }<span class="sale">${won(product.salePrice)}</span></p>`;
  const form = product.soldOut
    ? '<p><span class="badge">품절</span> 지금은 담을 수 없는 상품이에요.</p><button type="button" class="wide" disabled>품절</button>'
    : `<form method="post" action="${shopPath('/order/basket/add')}">${csrfField(csrf)}
<input type="hidden" name="product_no" value="${product.productNo}">
<div class="buy"><div><label for="quantity">수량</label><input id="quantity" name="quantity" type="number" inputmode="numeric" min="1" max="99" value="1" required></div>
<button type="submit">장바구니 담기</button></div></form>`;
  return page(
    product.name,
    chrome,
    `<img class="photo" src="${escapeHtml(product.imageUrl)}" alt="${escapeHtml(product.name)}" width="220" height="220">
${product.storeName ? `<p class="store">${escapeHtml(product.storeName)}</p>` : ''}
<h1>${escapeHtml(product.name)}</h1>${price}
<dl><dt>상품번호</dt><dd>${product.productNo}</dd><dt>원산지</dt><dd>${escapeHtml(product.origin || '-')}</dd><dt>중량·용량</dt><dd>${escapeHtml(product.weight || '-')}</dd></dl>
${form}
<div class="links"><a class="button secondary" href="${PAGES.basket}">장바구니 보기</a><a class="button secondary" href="${PAGES.stock(product.productNo)}">재고·가격 바꾸기 (관리자)</a></div>`,
  );
}

export interface BasketLineView {
  product: ProductView;
  quantity: number;
}

export function basketPage(
  chrome: Chrome,
  lines: readonly BasketLineView[],
  csrf: string,
  orderKey: string,
): string {
  if (lines.length === 0) {
    return page(
      '장바구니',
      chrome,
      `<h1>장바구니</h1><p>장바구니가 비어 있어요.</p><div class="links"><a class="button" href="${APP_HOME}">제철장터에서 상품 보기</a></div>`,
    );
  }
  const total = lines.reduce((sum, line) => sum + line.product.salePrice * line.quantity, 0);
  const items = lines
    .map(({ product, quantity }) => {
      const id = `q-${product.productNo}`;
      return `<li><img src="${escapeHtml(product.imageUrl)}" alt="" width="72" height="72"><div>
<a class="line-name" href="${PAGES.product(product.productNo)}">${escapeHtml(product.name)}</a>
<span class="muted">${won(product.salePrice)} × ${quantity}개 = <strong>${won(product.salePrice * quantity)}</strong></span>${product.soldOut ? ' <span class="badge">품절</span>' : ''}
<div class="actions"><form method="post" action="${shopPath('/order/basket/update')}">${csrfField(csrf)}<input type="hidden" name="product_no" value="${product.productNo}">
<label class="sr" for="${id}">${escapeHtml(product.name)} 수량</label><span class="row"><input id="${id}" name="quantity" type="number" inputmode="numeric" min="1" max="99" value="${quantity}" required><button type="submit" class="secondary">변경</button></span></form>
<form method="post" action="${shopPath('/order/basket/remove')}">${csrfField(csrf)}<input type="hidden" name="product_no" value="${product.productNo}"><button type="submit" class="secondary" aria-label="${escapeHtml(product.name)} 삭제">삭제</button></form></div>
</div></li>`;
    })
    .join('');
  const signInNote = chrome.shopper
    ? ''
    : '<p class="notice">주문하려면 로그인이 필요해요. 주문하기를 누르면 로그인 화면으로 가요.</p>';
  return page(
    '장바구니',
    chrome,
    `<h1>장바구니</h1><ul class="lines" aria-label="담은 상품">${items}</ul>
<p class="total"><span>총 상품금액</span><span>${won(total)}</span></p>${signInNote}
<form method="post" action="${shopPath('/order/orderform')}">${csrfField(csrf)}<input type="hidden" name="order_key" value="${escapeHtml(orderKey)}"><button type="submit" class="wide">주문하기</button></form>`,
  );
}

export interface OrderView {
  orderId: string;
  orderedAt: string;
  status: string;
  lines: Array<{ productNo: number; name: string; quantity: number; unitPrice: number }>;
}

const STATUS_LABELS: Record<string, string> = {
  ordered: '주문 접수',
  shipped: '배송 중',
  delivered: '배송 완료',
  cancelled: '취소',
  returned: '반품',
};

/** `2026.11.25 13:09` in Korea's time (UTC+9, no daylight saving), whatever the server's ICU data. */
function orderedAtText(iso: string): string {
  const at = new Date(Date.parse(iso) + 9 * 3_600_000);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}.${two(at.getUTCMonth() + 1)}.${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

function orderBlock(order: OrderView, heading: 'h2' | 'h3'): string {
  const total = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const lines = order.lines
    .map(
      (line) =>
        `<li><a href="${PAGES.product(line.productNo)}">${escapeHtml(line.name)}</a> <span class="muted">${won(line.unitPrice)} × ${line.quantity}개</span></li>`,
    )
    .join('');
  return `<${heading}>주문번호 ${escapeHtml(order.orderId)}</${heading}>
<p class="muted">${escapeHtml(orderedAtText(order.orderedAt))} · ${escapeHtml(STATUS_LABELS[order.status] ?? order.status)} · 합계 ${won(total)}</p><ul>${lines}</ul>`;
}

export function orderResultPage(chrome: Chrome, order: OrderView): string {
  return page(
    '주문 완료',
    chrome,
    `<h1>주문이 접수되었어요</h1><p>개발용 쇼핑몰의 주문이라 결제·배송은 없어요. 이 주문은 제철장터의 자주 구매한 상품에 바로 반영돼요.</p>
${orderBlock(order, 'h2')}
<div class="links"><a class="button" href="${FREQUENTLY_PURCHASED}">자주 구매한 상품 보기</a><a class="button secondary" href="${PAGES.orders}">주문 내역</a></div>`,
  );
}

export function orderListPage(chrome: Chrome, orders: readonly OrderView[]): string {
  const body =
    orders.length === 0
      ? `<p>아직 주문한 상품이 없어요.</p><div class="links"><a class="button" href="${APP_HOME}">제철장터에서 상품 보기</a></div>`
      : orders.map((order) => `<section>${orderBlock(order, 'h2')}</section>`).join('');
  return page('주문 내역', chrome, `<h1>주문 내역</h1>${body}`);
}

export function signInNeededPage(chrome: Chrome, title: string, loginHref: string): string {
  return page(
    title,
    chrome,
    `<h1>${escapeHtml(title)}</h1><p>로그인이 필요해요.</p><div class="links"><a class="button" href="${escapeHtml(loginHref)}">로그인하기</a></div>`,
  );
}

export function logoutPage(chrome: Chrome): string {
  return page(
    '로그아웃',
    chrome,
    `<h1>쇼핑몰에서 로그아웃했어요</h1><p>제철장터와 쇼핑몰 모두 로그아웃되었어요.</p><div class="links"><a class="button" href="${APP_HOME}">제철장터로 돌아가기</a></div>`,
  );
}

export function homePage(chrome: Chrome, products: readonly ProductView[]): string {
  const items = products
    .map(
      (product) =>
        `<li><a href="${PAGES.product(product.productNo)}"><img src="${escapeHtml(product.imageUrl)}" alt="" width="200" height="200">${escapeHtml(product.name)}<br><strong>${won(product.salePrice)}</strong></a></li>`,
    )
    .join('');
  return page(
    '개발용 쇼핑몰',
    chrome,
    `<h1>개발용 쇼핑몰</h1><p>제철장터 밖의 쇼핑몰(Cafe24)을 대신하는 개발·테스트용 쇼핑몰이에요.</p><h2>인기 상품</h2><ul class="products">${items}</ul>`,
  );
}

/** A shop page the app links to that the development shop does not implement beyond its title. */
export function placeholderPage(chrome: Chrome, title: string): string {
  return page(
    title,
    chrome,
    `<h1>${escapeHtml(title)}</h1><p>개발용 쇼핑몰에는 ${escapeHtml(title)} 화면의 내용이 없어요. 실제 서비스에서는 쇼핑몰(Cafe24)의 화면이 열려요.</p>
<div class="links"><a class="button secondary" href="${PAGES.orders}">주문 내역</a><a class="button secondary" href="${PAGES.basket}">장바구니</a></div>`,
  );
}

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The shop's admin view of the accounts it closed (dev-shop.accounts.ts), newest first. */
export function withdrawalsPage(
  closed: ReadonlyArray<{ shopMemberId: string; withdrawnAt: string }>,
): string {
  const rows = closed
    .map(
      (entry) =>
        `<li><strong>${escapeHtml(entry.shopMemberId)}</strong><br><span class="muted">탈퇴 처리 <time datetime="${escapeHtml(entry.withdrawnAt)}">${escapeHtml(seoulTime.format(new Date(entry.withdrawnAt)))}</time></span></li>`,
    )
    .join('');
  const body =
    closed.length === 0
      ? '<p>이 서버가 시작된 뒤 닫힌 쇼핑몰 계정이 없어요.</p>'
      : `<p>제철장터에서 회원 탈퇴해 쇼핑몰 계정도 닫힌 회원이에요. 이 계정으로는 더 이상 쇼핑몰에 로그인할 수 없어요.</p><ul class="closed">${rows}</ul>`;
  return page('탈퇴한 쇼핑몰 회원', { shopper: null, basketCount: 0 }, `<h1>탈퇴한 쇼핑몰 회원</h1>${body}`);
}

const STOCK_RESULTS: Record<string, string> = {
  updated: '바꿨어요. 제철장터에 알렸고, 알림은 곧 나가요.',
  unchanged: '이미 그 상태예요. 바뀐 것이 없어요.',
  unknown: '제철장터의 상품 목록에 없는 상품이에요.',
};

/**
 * The shop's admin view of stock and prices: one product's 재입고 / 품절 / 판매가 forms, each reported
 * to 제철장터 through the signed webhook (dev-shop.stock.ts); without a product, the sold-out products.
 */
export function stockPage(input: {
  chrome: Chrome;
  csrf: string;
  product: ProductView | undefined;
  soldOut: readonly ProductView[];
  result: string | undefined;
}): string {
  const { product, csrf } = input;
  const result =
    input.result && STOCK_RESULTS[input.result]
      ? `<p class="notice" role="status">${escapeHtml(STOCK_RESULTS[input.result] ?? '')}</p>`
      : '';
  const action = shopPath('/admin/products/change');
  const hidden = (productNo: number, value: string) =>
    `${csrfField(csrf)}<input type="hidden" name="product_no" value="${productNo}"><input type="hidden" name="action" value="${value}">`;
  const productBlock = product
    ? `<h2>${escapeHtml(product.name)}</h2>
<dl><dt>상품번호</dt><dd>${product.productNo}</dd><dt>재고</dt><dd>${product.soldOut ? '품절' : '판매 중'}</dd><dt>판매가</dt><dd>${won(product.salePrice)}</dd><dt>정가</dt><dd>${won(product.regularPrice)}</dd></dl>
<div class="actions">${
        product.soldOut
          ? `<form method="post" action="${action}">${hidden(product.productNo, 'restock')}<button type="submit">재입고</button></form>`
          : `<form method="post" action="${action}">${hidden(product.productNo, 'sold-out')}<button type="submit" class="secondary">품절 처리</button></form>`
      }</div>
<form method="post" action="${action}">${hidden(product.productNo, 'price')}
<div class="row" style="margin-top:16px"><div><label for="sale_price">새 판매가 (원)</label><input id="sale_price" name="sale_price" type="number" inputmode="numeric" min="0" max="100000000" value="${product.salePrice}" required style="width:140px"></div>
<button type="submit">가격 바꾸기</button></div></form>
<div class="links"><a class="button secondary" href="${PAGES.product(product.productNo)}">상품 페이지</a><a class="button secondary" href="${PAGES.stock()}">품절 상품 목록</a></div>`
    : '';
  const list = input.soldOut
    .map(
      (item) =>
        `<li><a class="line-name" href="${PAGES.stock(item.productNo)}">${escapeHtml(item.name)}</a><span class="muted">상품번호 ${item.productNo} · ${won(item.salePrice)}</span></li>`,
    )
    .join('');
  const listBlock = product
    ? ''
    : `<h2>품절 상품</h2>${list === '' ? '<p>품절된 상품이 없어요.</p>' : `<ul class="closed">${list}</ul>`}`;
  return page(
    '재고·가격 관리',
    input.chrome,
    `<h1>재고·가격 관리</h1><p class="muted">쇼핑몰 관리자 화면이에요. 바꾼 내용은 실제 쇼핑몰처럼 서명한 웹훅으로 제철장터에 알려요.</p>${result}${productBlock}${listBlock}`,
  );
}
