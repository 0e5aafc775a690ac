/** Public paths of the generated pictures; the display and browsing modules put these in responses. */
export function productImageUrl(productNo: number): string {
  return `/media/products/${productNo}.svg`;
}

export function bannerImageUrl(bannerId: number): string {
  return `/media/banners/${bannerId}.svg`;
}
