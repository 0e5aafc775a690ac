import { constants, crc32, deflateRawSync } from 'node:zlib';

/** gzip header: deflate, no name or comment, no mtime, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/**
 * A JSON answer in two parts: a long beginning shared by many requests (a cached page) and a short
 * end of each request's own (`"serverTime":…}`). The beginning is compressed once; each request adds
 * its end as a stored (uncompressed) deflate block and the gzip trailer, so a cached answer is sent
 * gzipped without running a compressor per request, and still carries that request's own end.
 *
 * Why this is a valid gzip member (RFC 1951/1952): the beginning is deflated with a sync flush, which
 * ends it on a byte boundary with no final block; a stored block may follow any block, and the last
 * one is marked final. Nothing refers back across the seam (a stored block has no back-references).
 * The trailer's CRC-32 continues the beginning's over the end (`crc32(end, crcOfBeginning)`).
 */
export class JsonPrefix {
  readonly text: string;
  #byteLength: number | undefined;
  #gzip: { head: Buffer; crc: number; length: number } | undefined;
  #last: SplitJson | undefined;

  constructor(text: string) {
    this.text = text;
  }

  /**
   * This beginning with `suffix` after it. Asked again with the same end (requests within one
   * millisecond carry the same `serverTime`), it gives the same answer, whose gzip is then made once.
   */
  withEnd(suffix: string): SplitJson {
    if (this.#last?.suffix !== suffix) this.#last = { prefix: this, suffix };
    return this.#last;
  }

  /** Its length in UTF-8, counted once: an answer's size decides whether it is compressed. */
  get byteLength(): number {
    this.#byteLength ??= Buffer.byteLength(this.text);
    return this.#byteLength;
  }

  /** The gzip header and the deflated beginning, made on first use and kept as long as the prefix is. */
  get gzip() {
    if (!this.#gzip) {
      const bytes = Buffer.from(this.text);
      this.#gzip = {
        head: Buffer.concat([GZIP_HEADER, deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })]),
        crc: crc32(bytes),
        length: bytes.length,
      };
    }
    return this.#gzip;
  }
}

export interface SplitJson {
  prefix: JsonPrefix;
  /** At most 65,535 bytes: one stored block. */
  suffix: string;
}

export const isSplitJson = (value: unknown): value is SplitJson =>
  typeof value === 'object' && value !== null && (value as SplitJson).prefix instanceof JsonPrefix;

export const textOf = (split: SplitJson): string => split.prefix.text + split.suffix;

/**
 * A whole cached answer with no per-request end: kept with its cache entry, it is compressed once for
 * every request it answers (a community page as guests see it, a search answer).
 */
export const wholeJson = (text: string): SplitJson => ({ prefix: new JsonPrefix(text), suffix: '' });

/** Each answer's gzip, made once per answer object: a kept whole answer is sent as the same bytes. */
const gzipped = new WeakMap<SplitJson, Buffer>();

export function gzipOf(split: SplitJson): Buffer {
  let answer = gzipped.get(split);
  if (!answer) {
    answer = gzipAnswer(split);
    gzipped.set(split, answer);
  }
  return answer;
}

function gzipAnswer(split: SplitJson): Buffer {
  const { head, crc, length } = split.prefix.gzip;
  const endLength = Buffer.byteLength(split.suffix);
  if (endLength > 0xffff) throw new Error('split JSON: the per-request end must fit one stored block');
  // One buffer per answer: the kept beginning, then a stored block holding the end, then the trailer.
  const answer = Buffer.allocUnsafe(head.length + 5 + endLength + 8);
  let at = head.copy(answer, 0);
  // BFINAL = 1, BTYPE = 00 (stored), then LEN and its one's complement, little-endian.
  at = answer.writeUInt8(0x01, at);
  at = answer.writeUInt16LE(endLength, at);
  at = answer.writeUInt16LE(~endLength & 0xffff, at);
  const end = answer.subarray(at, at + endLength);
  at += answer.write(split.suffix, at, 'utf8');
  at = answer.writeUInt32LE(crc32(end, crc) >>> 0, at);
  answer.writeUInt32LE((length + endLength) % 2 ** 32, at);
  return answer;
}

/** Whether the beginning and end together are at least `bytes` long in UTF-8 (without joining them). */
export const atLeastBytes = (split: SplitJson, bytes: number): boolean =>
  split.prefix.byteLength + Buffer.byteLength(split.suffix) >= bytes;

/**
 * Whether an Accept-Encoding header admits gzip (RFC 9110 12.5.3): listed, or covered by `*`, with a
 * q-value above 0. No header means any coding is acceptable, but we then answer plain text, as
 * @fastify/compress does.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  let accepted = readings.get(value);
  if (accepted === undefined) {
    // Browsers send a handful of distinct headers; a bounded map keeps odd ones from growing memory.
    if (readings.size >= READINGS_MAX) readings.clear();
    accepted = readAcceptEncoding(value);
    readings.set(value, accepted);
  }
  return accepted;
}

const READINGS_MAX = 256;
const readings = new Map<string, boolean>();

function readAcceptEncoding(value: string): boolean {
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const coding = name.toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Number.isNaN(weight) ? 0 : weight;
    else if (coding === '*') any = Number.isNaN(weight) ? 0 : weight;
  }
  return (gzip ?? any ?? 0) > 0;
}
