import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MAX_ID } from '#contract/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { ART_VERSION } from '../../shared/media-urls.ts';
import { bannerSvg, productSvg } from './media.art.ts';
import { findBannerArtInfo, findProductArtInfo } from './media.repository.ts';

/**
 * The URLs the API hands out carry `?v=ART_VERSION`: such a picture never changes under its address
 * (new drawings get a new version), so it is kept for a year without asking again. Without it (an
 * old link, a hand-typed URL) the picture may change, so it is revalidated daily by ETag.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=86400';

function etagOf(svg: string): string {
  return `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
}

/** Answers a picture drawn from `svg`: 304 when the client has it, else `render(svg)` as `type`. */
async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  type: 'image/svg+xml' | 'image/png',
  render: (svg: string) => string | Promise<Buffer> = (text) => text,
) {
  const etag = etagOf(`${type}\n${svg}`);
  const { v } = (request.query ?? {}) as { v?: unknown };
  reply.header('cache-control', v === String(ART_VERSION) ? IMMUTABLE : REVALIDATE).header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  return reply.type(type).send(await render(svg));
}

/** Link-preview size: the square picture centred on a white 1200x630 card. */
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

async function sharePng(svg: string): Promise<Buffer> {
  const picture = await sharp(Buffer.from(svg)).resize(SHARE_HEIGHT, SHARE_HEIGHT).png().toBuffer();
  return sharp({
    create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: picture, left: (SHARE_WIDTH - SHARE_HEIGHT) / 2, top: 0 }])
    .png()
    .toBuffer();
}

/** An id above the integer columns' range names no picture, and must not reach PostgreSQL. */
const idWithinRange = (raw: string): number | undefined => {
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
};

/**
 * Generated pictures. The routes only match digit ids of up to 10 digits (as many as MAX_ID has)
 * followed by `.svg` (or `.png`, a product's link-preview picture) (anything else falls to the JSON 404 of the not-found handler); a well-formed
 * id that is not in the catalogue, or is above MAX_ID, answers NO_DATA.
 */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  const productPicture = async (raw: string) => {
    const productNo = idWithinRange(raw);
    const product =
      productNo === undefined ? undefined : await findProductArtInfo(app.database.db, productNo);
    if (!product) throw notFound('상품 이미지를 찾을 수 없습니다.');
    return productSvg(product.product_no, product.category_code, product.name);
  };
  app.get<{ Params: { productNo: string } }>(
    '/media/products/:productNo(^\\d{1,10}).svg',
    { schema: { hide: true } },
    async (request, reply) =>
      sendPicture(request, reply, await productPicture(request.params.productNo), 'image/svg+xml'),
  );
  app.get<{ Params: { productNo: string } }>(
    '/media/products/:productNo(^\\d{1,10}).png',
    { schema: { hide: true } },
    async (request, reply) =>
      sendPicture(request, reply, await productPicture(request.params.productNo), 'image/png', sharePng),
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
