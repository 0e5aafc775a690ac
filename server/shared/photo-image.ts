import sharp from 'sharp';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';

/**
 * The re-encoding of one photo with sharp (libvips): a community upload (modules/community/photos/)
 * or a catalogue product photo (server/catalog/, served by modules/media/). Nothing the member sent is served as it
 * came: the bytes are sniffed (magic numbers first, so no decoder other than the five photo formats
 * ever parses them; SVG, PDF, TIFF and the like are refused unread), decoded once with a pixel limit
 * (decompression bombs), turned upright by the EXIF orientation, and written anew as WebP at each of
 * COMMUNITY_LIMITS.photoWidths (longer side, never enlarged). Writing pixels anew drops all metadata:
 * EXIF (GPS, camera, time), XMP, IPTC, and the ICC profile after converting to sRGB.
 *
 * The SPA gets WebP only: its build targets browsers that all decode WebP (Vite's
 * 'baseline-widely-available': Safari 16.4, Chrome 111, Firefox 114), so JPEG variants for old browsers
 * would be encoded, stored and never fetched. One JPEG at the largest width is made all the same, for
 * what is not a browser of ours: the share card's image (KakaoTalk and other messengers' link previews
 * document JPEG and PNG). docs/photos.md has the reasoning.
 */

export const PHOTO_WIDTHS: readonly number[] = COMMUNITY_LIMITS.photoWidths;
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1080;

/**
 * 50 megapixels: every phone camera's default output (12-50 MP) passes; a 200 MP sensor's full-size
 * mode, or a small file that claims 30000x30000 pixels, is refused before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A strip longer than this many times its width would leave a variant a pixel or two wide. */
export const MAX_ASPECT_RATIO = 20;
/** Visually close to the original on a phone at about a third of a JPEG's bytes at quality 85. */
export const WEBP_QUALITY = 80;
export const JPEG_QUALITY = 82;

export type PhotoFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/** Why a photo is refused; the upload maps each to an error of the contract. */
export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'not-a-photo' | 'too-many-pixels' | 'bad-shape',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejected';
  }
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the bytes are, by their magic numbers; undefined for anything but the five photo formats. */
export function sniffFormat(bytes: Buffer): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ISO-BMFF: a `ftyp` box whose major or compatible brands include an AVIF brand.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      const brand = bytes.toString('latin1', at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

/** A variant's file, its width bucket, and its real size. */
export interface PhotoVariant {
  /** The bucket of COMMUNITY_LIMITS.photoWidths it was made for: its file is `<bucket>.webp`. */
  bucket: number;
  width: number;
  height: number;
}

/**
 * The variants a photo has, from the size of its largest one: every bucket up to the first that holds
 * the whole photo (a 900 px photo has 320, 640 and 1080, the last one 900 px; a 500 px photo 320 and
 * 640, the last 500 px; nothing is enlarged). The upload stores exactly these, and the srcSet lists them.
 */
export function variantsOf(width: number, height: number): PhotoVariant[] {
  const longSide = Math.max(width, height);
  const variants: PhotoVariant[] = [];
  PHOTO_WIDTHS.forEach((bucket, index) => {
    const previous = PHOTO_WIDTHS[index - 1];
    if (previous !== undefined && previous >= longSide) return;
    const scale = Math.min(bucket, longSide) / longSide;
    variants.push({
      bucket,
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    });
  });
  return variants;
}

export interface EncodedVariant extends PhotoVariant {
  bytes: Buffer;
}

export interface EncodedPhoto {
  format: PhotoFormat;
  /** The largest variant's size. */
  width: number;
  height: number;
  /** WebP, smallest first. */
  variants: EncodedVariant[];
  /** The largest variant again as JPEG (transparency flattened onto white), for share cards. */
  jpeg: EncodedVariant;
}

let running = 0;
const waiting: (() => void)[] = [];
/**
 * At most two photos decode at once per process: a 12 MP photo takes tens of MB while it decodes, and
 * more at once would only queue on the two cores (libuv's pool) while holding their memory.
 */
const MAX_CONCURRENT = 2;

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Throws PhotoRejected for anything that is not a photo we take; otherwise the WebP variants. */
export function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const format = sniffFormat(input);
  if (!format)
    throw new PhotoRejected(
      'not-a-photo',
      '사진 파일이 아닙니다. JPEG, PNG, WebP, GIF, AVIF 사진을 올려 주세요.',
    );
  return withSlot(() => encodeSniffed(input, format));
}

async function encodeSniffed(input: Buffer, format: PhotoFormat): Promise<EncodedPhoto> {
  // failOn 'error': a photo with a damaged EXIF block or a few bad bytes still opens, as it does in a
  // phone's gallery; one libvips cannot decode at all is refused below.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('not-a-photo', '사진을 읽을 수 없습니다. 다른 사진을 올려 주세요.');
  }
  const expected = format === 'avif' ? 'heif' : format;
  if (metadata.format !== expected || (format === 'avif' && metadata.compression !== 'av1')) {
    throw new PhotoRejected('not-a-photo', '사진을 읽을 수 없습니다. 다른 사진을 올려 주세요.');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width < 1 || height < 1) {
    throw new PhotoRejected('not-a-photo', '사진을 읽을 수 없습니다. 다른 사진을 올려 주세요.');
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PhotoRejected(
      'too-many-pixels',
      `사진이 너무 큽니다. ${(MAX_INPUT_PIXELS / 10_000).toLocaleString('ko-KR')}만 화소 이하의 사진을 올려 주세요.`,
    );
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    throw new PhotoRejected(
      'bad-shape',
      `가로세로 비율이 ${MAX_ASPECT_RATIO}:1을 넘는 사진은 올릴 수 없습니다.`,
    );
  }

  // One decode: upright, shrunk to the largest bucket (JPEG shrinks while it decodes), in sRGB, as raw
  // 8-bit pixels every smaller variant is made from.
  let largest: { data: Buffer; info: sharp.OutputInfo };
  try {
    largest = await sharp(input, options)
      .rotate()
      .resize({ width: LARGEST, height: LARGEST, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected('not-a-photo', '사진을 읽을 수 없습니다. 다른 사진을 올려 주세요.');
  }
  const { data, info } = largest;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variants: EncodedVariant[] = [];
  for (const variant of variantsOf(info.width, info.height)) {
    const isFull = variant.width === info.width && variant.height === info.height;
    const pipeline = isFull
      ? sharp(data, raw)
      : sharp(data, raw).resize({ width: variant.width, height: variant.height, fit: 'fill' });
    const bytes = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer();
    variants.push({ ...variant, bytes });
  }
  const largestVariant = variants[variants.length - 1];
  if (!largestVariant) throw new Error('a photo has at least one variant');
  const jpeg = await sharp(data, raw)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer();
  return {
    format,
    width: info.width,
    height: info.height,
    variants,
    jpeg: { ...largestVariant, bytes: jpeg },
  };
}
