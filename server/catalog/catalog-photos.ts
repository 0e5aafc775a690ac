/**
 * Product photos of a catalogue import (docs/catalog-format.md, "photo"): read from a file or an
 * http(s) URL, re-encoded exactly as community photos are (server/shared/photo-image.ts: sniffed,
 * pixel-limited, turned upright, WebP at each width, no metadata), and stored through the storage
 * adapter under `product-photo/<productNo>/<width>.webp` with a `product_photo` row. The media module
 * serves them at the product's picture URL (modules/media/media.routes.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import type { Db } from '../db/schema.ts';
import type { ObjectStorage } from '../modules/storage/storage.ts';
import { productPhotoKey } from '../shared/media-urls.ts';
import { type EncodedPhoto, encodePhoto, PHOTO_WIDTHS, PhotoRejected } from '../shared/photo-image.ts';

/** The largest photo file or download taken: the community upload's limit (10 MB). */
export const PRODUCT_PHOTO_BYTES_MAX = COMMUNITY_LIMITS.photoBytesMax;
/** How long one photo URL may take, connection to last byte. */
export const PRODUCT_PHOTO_TIMEOUT_MS = 10_000;

const megabytes = `${PRODUCT_PHOTO_BYTES_MAX / 1024 / 1024}MB`;

/** A photo the import cannot take; its message is the operator's Korean sentence. */
export class ProductPhotoProblem extends Error {}

async function readPhotoFile(path: string): Promise<Buffer> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new ProductPhotoProblem(`사진 파일이 아닙니다: ${path}`);
    size = info.size;
  } catch (error) {
    if (error instanceof ProductPhotoProblem) throw error;
    throw new ProductPhotoProblem(`사진 파일을 찾을 수 없습니다: ${path}`);
  }
  if (size > PRODUCT_PHOTO_BYTES_MAX)
    throw new ProductPhotoProblem(`사진 파일이 ${megabytes}보다 큽니다: ${path}`);
  try {
    return await readFile(path);
  } catch {
    throw new ProductPhotoProblem(`사진 파일을 읽을 수 없습니다: ${path}`);
  }
}

async function downloadPhoto(url: string, timeoutMs: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) throw new ProductPhotoProblem(`사진 주소가 ${response.status}로 답했습니다: ${url}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > PRODUCT_PHOTO_BYTES_MAX) {
      await response.body?.cancel();
      throw new ProductPhotoProblem(`사진이 ${megabytes}보다 큽니다: ${url}`);
    }
    // Read by chunks, so a server that sends more than it declared (or declares nothing) is cut off.
    const chunks: Buffer[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      total += part.value.byteLength;
      if (total > PRODUCT_PHOTO_BYTES_MAX) {
        await reader?.cancel();
        throw new ProductPhotoProblem(`사진이 ${megabytes}보다 큽니다: ${url}`);
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ProductPhotoProblem) throw error;
    if (signal.aborted)
      throw new ProductPhotoProblem(`사진 주소가 ${timeoutMs / 1000}초 안에 답하지 않았습니다: ${url}`);
    throw new ProductPhotoProblem(`사진 주소에 연결할 수 없습니다: ${url}`);
  }
}

/**
 * Reads and re-encodes one line's photo: `source` a path (relative to `baseDir`, the catalogue file's
 * folder, or absolute) or an http(s) URL. Throws ProductPhotoProblem with the Korean reason.
 */
export async function loadProductPhoto(
  source: string,
  options: { baseDir: string; timeoutMs?: number },
): Promise<EncodedPhoto> {
  const bytes = /^https?:\/\//i.test(source)
    ? await downloadPhoto(source, options.timeoutMs ?? PRODUCT_PHOTO_TIMEOUT_MS)
    : await readPhotoFile(isAbsolute(source) ? source : resolve(options.baseDir, source));
  try {
    return await encodePhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoRejected) throw new ProductPhotoProblem(`${error.message} (${source})`);
    throw error;
  }
}

/** Writes a product's photo (replacing the one it had) in the import's transaction. */
export async function storeProductPhoto(
  trx: Db,
  storage: ObjectStorage,
  input: { productNo: number; source: string; photo: EncodedPhoto; now: Date },
): Promise<void> {
  const { productNo, photo } = input;
  await removeProductPhoto(trx, storage, productNo);
  await trx
    .insertInto('product_photo')
    .values({
      product_no: productNo,
      width: photo.width,
      height: photo.height,
      byte_length: photo.variants.reduce((sum, v) => sum + v.bytes.byteLength, 0),
      source: input.source,
      imported_at: input.now.toISOString(),
    })
    .execute();
  for (const variant of photo.variants) {
    await storage.put(productPhotoKey(productNo, variant.bucket), variant.bytes, 'image/webp');
  }
}

/** Removes a product's photo, if it has one: the drawing shows again. */
export async function removeProductPhoto(trx: Db, storage: ObjectStorage, productNo: number): Promise<void> {
  await trx.deleteFrom('product_photo').where('product_no', '=', productNo).execute();
  for (const bucket of PHOTO_WIDTHS) await storage.delete(productPhotoKey(productNo, bucket));
}
