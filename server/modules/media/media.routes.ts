import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { CATEGORY_CODE_PATTERN } from '#contract/constants.ts';
import { MAX_ID } from '#contract/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { ART_VERSION, productPhotoKey } from '../../shared/media-urls.ts';
import { PHOTO_WIDTHS, variantsOf } from '../../shared/photo-image.ts';
import { openStorage } from '../storage/storage.ts';
import { bannerSvg, productSvg } from './media.art.ts';
import { findBannerArtInfo, findProductArtInfo } from './media.repository.ts';

/**
 * The URLs the API hands out carry `?v=ART_VERSION`: such a picture never changes under its address
 * (new drawings get a new version), so it is kept for a year without asking again. Without it (an
 * old link, a hand-typed URL) the picture may change, so it is revalidated daily by ETag.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=86400';

function etagOf(source: string | Buffer): string {
  return `"${createHash('sha1').update(source).digest('base64url').slice(0, 22)}"`;
}

/**
 * Answers a picture made from `source` (a drawing's SVG, or a product photo's WebP): 304 when the
 * client has it, else `render(source)` as `type`.
 */
async function sendPicture<Source extends string | Buffer>(
  request: FastifyRequest,
  reply: FastifyReply,
  source: Source,
  type: 'image/svg+xml' | 'image/png' | 'image/webp',
  render: (source: Source) => string | Buffer | Promise<Buffer> = (same) => same,
) {
  const etag = etagOf(Buffer.concat([Buffer.from(`${type}\n`), Buffer.from(source)]));
  const { v } = (request.query ?? {}) as { v?: unknown };
  reply.header('cache-control', v === String(ART_VERSION) ? IMMUTABLE : REVALIDATE).header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  return reply.type(type).send(await render(source));
}

/** Link-preview size: the square picture centred on a white 1200x630 card. */
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

async function sharePng(picture: string | Buffer): Promise<Buffer> {
  // A drawing is square; a photo is fitted whole into the square, on white.
  const square = await sharp(typeof picture === 'string' ? Buffer.from(picture) : picture)
    .resize(SHARE_HEIGHT, SHARE_HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: square, left: (SHARE_WIDTH - SHARE_HEIGHT) / 2, top: 0 }])
    .png()
    .toBuffer();
}

/** An id above the integer columns' range names no picture, and must not reach PostgreSQL. */
const idWithinRange = (raw: string): number | undefined => {
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
};

const LARGEST_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1080;
/** The width a card asks for when it says none: the middle one (640), sharp on a 2x phone's card. */
const DEFAULT_WIDTH = PHOTO_WIDTHS[Math.floor((PHOTO_WIDTHS.length - 1) / 2)] ?? 640;

/**
 * `?w=` of a product picture: the width (CSS pixels times the device's ratio) the page wants; the
 * photo's smallest variant at least that wide answers (or its largest). Anything but 1-4 digits is
 * ignored, never an error: an image cannot show one.
 */
function widthOf(raw: unknown): number {
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_WIDTH;
}

/**
 * Generated pictures, and the catalogue's product photos (server/catalog/catalog-photos.ts) in place
 * of a product's drawing when it has one: `/media/products/<no>.svg` then answers the photo as WebP
 * (the address stays, so every list, deal and post that shows the product shows its photo), and the
 * link-preview PNG is made from the photo. The routes only match digit ids of up to 10 digits (as many as MAX_ID has)
 * followed by `.svg` (or `.png`, a product's link-preview picture) (anything else falls to the JSON 404 of the not-found handler); a well-formed
 * id that is not in the catalogue, or is above MAX_ID, answers NO_DATA.
 */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  const storage = openStorage(app.config.PHOTO_STORAGE, app.database.db, () => app.now());
  /** The product's photo at `width` (a bucket of PHOTO_WIDTHS), or its drawing when it has none. */
  const productPicture = async (raw: string, width: number): Promise<{ photo: Buffer } | { svg: string }> => {
    const productNo = idWithinRange(raw);
    const product =
      productNo === undefined ? undefined : await findProductArtInfo(app.database.db, productNo);
    if (!product) throw notFound('상품 이미지를 찾을 수 없습니다.');
    if (product.photo_width !== null && product.photo_height !== null) {
      const variants = variantsOf(product.photo_width, product.photo_height);
      const variant = variants.find((v) => v.bucket >= width) ?? variants.at(-1);
      const object = variant && (await storage.get(productPhotoKey(product.product_no, variant.bucket)));
      // A row whose files are gone (a failed write) shows the drawing rather than a broken image.
      if (object) return { photo: object.bytes };
    }
    return { svg: productSvg(product.product_no, product.category_code, product.name) };
  };
  app.get<{ Params: { productNo: string }; Querystring: { w?: string } }>(
    '/media/products/:productNo(^\\d{1,10}).svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const picture = await productPicture(request.params.productNo, widthOf(request.query.w));
      return 'photo' in picture
        ? sendPicture(request, reply, picture.photo, 'image/webp')
        : sendPicture(request, reply, picture.svg, 'image/svg+xml');
    },
  );
  app.get<{ Params: { productNo: string } }>(
    '/media/products/:productNo(^\\d{1,10}).png',
    { schema: { hide: true } },
    async (request, reply) => {
      const picture = await productPicture(request.params.productNo, LARGEST_WIDTH);
      return sendPicture(
        request,
        reply,
        'photo' in picture ? picture.photo : picture.svg,
        'image/png',
        sharePng,
      );
    },
  );

  // A category's drawing (the home's category shortcuts): its kind's art, as a product of it with no
  // name is drawn. Any well-formed code answers; the art does not depend on the database.
  app.get<{ Params: { code: string } }>(
    '/media/categories/:code(^[A-Z]\\d{2,6}).svg',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!CATEGORY_CODE_PATTERN.test(request.params.code))
        throw notFound('카테고리 이미지를 찾을 수 없습니다.');
      return sendPicture(request, reply, productSvg(0, request.params.code, ''), 'image/svg+xml');
    },
  );

  app.get<{ Params: { bannerId: string } }>(
    '/media/banners/:bannerId(^\\d{1,10}).svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const bannerId = idWithinRange(request.params.bannerId);
      const banner = bannerId === undefined ? undefined : await findBannerArtInfo(app.database.db, bannerId);
      if (!banner) throw notFound('배너 이미지를 찾을 수 없습니다.');
      return sendPicture(
        request,
        reply,
        bannerSvg(banner.banner_id, banner.background_color),
        'image/svg+xml',
      );
    },
  );
}
