import { runtimeConfig } from './runtime-config.ts';

/** Pages of the separate shop site (spec section 7, external shop pages) this app links to. */
const shopPages = {
  basket: '/order/basket.html',
  wishList: '/myshop/wish_list.html',
} as const;

export function shopUrl(page: keyof typeof shopPages): string {
  return new URL(shopPages[page], runtimeConfig().shopBaseUrl).href;
}
