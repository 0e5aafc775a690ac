/**
 * Bump when the drawings change (modules/media/: media.art.ts, media.drawings.ts, media.kinds.ts): it
 * is part of the picture URLs, which browsers and CDNs keep for a year without asking again (see
 * docs/pictures.md).
 */
export const ART_VERSION = 2;

/**
 * Public paths of the generated pictures; the display and browsing modules and the product summary
 * (shared/product-summary.ts) put these in responses. The pictures themselves are drawn and served by
 * modules/media/.
 */
export function productImageUrl(productNo: number): string {
  return `/media/products/${productNo}.svg?v=${ART_VERSION}`;
}

/**
 * The product's picture as a 1200x630 PNG, for link previews (og:image): KakaoTalk, Facebook and X
 * take JPEG and PNG, not SVG.
 */
export function productShareImageUrl(productNo: number): string {
  return `/media/products/${productNo}.png?v=${ART_VERSION}`;
}

/** A category's drawing (`C01` 과일: apples), for the home's category shortcuts. */
export function categoryImageUrl(code: string): string {
  return `/media/categories/${code}.svg?v=${ART_VERSION}`;
}

export function bannerImageUrl(bannerId: number): string {
  return `/media/banners/${bannerId}.svg?v=${ART_VERSION}`;
}

/**
 * Where a catalogue product photo's WebP at one width is kept in the storage adapter (written by the
 * catalogue import, server/catalog/catalog-photos.ts; served by modules/media/ at the product's picture
 * URL). Never shown to anyone.
 */
export const productPhotoKey = (productNo: number, bucket: number) =>
  `product-photo/${productNo}/${bucket}.webp`;
