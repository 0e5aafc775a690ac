import { afterEach, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { setRuntimeConfig } from './runtime-config.ts';
import { shopPageUrl, shopUrl } from './shop-links.ts';

const withShop = (shopBaseUrl: string) => setRuntimeConfig({ ...defaultRuntimeConfig, shopBaseUrl });

describe('shop links', () => {
  afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

  it('go to the development shop on this server by default', () => {
    expect(shopUrl('basket')).toBe('/dev-shop/order/basket.html');
  });

  it('keep the base path, with or without a trailing slash', () => {
    withShop('/dev-shop/');
    expect(shopPageUrl('/exec/front/Member/logout/')).toBe('/dev-shop/exec/front/Member/logout/');
    withShop('https://mall-test.jecheol.kr/shop');
    expect(shopUrl('basket')).toBe('https://mall-test.jecheol.kr/shop/order/basket.html');
  });

  it('go to the real shop when it is configured', () => {
    withShop('https://shop.jecheol.kr');
    expect(shopUrl('basket')).toBe('https://shop.jecheol.kr/order/basket.html');
    expect(shopPageUrl('/product/detail.html?product_no=3')).toBe(
      'https://shop.jecheol.kr/product/detail.html?product_no=3',
    );
  });
});
