import type { Kysely } from 'kysely';
import { classifyLink } from '#contract/rules/links.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findShortLink } from './shortlink.repository.ts';

export interface ShortLinkResolution {
  code: string;
  kind: 'app' | 'internal';
  target: string;
}

/**
 * A code's target, if it may be followed. A stored target on a foreign host (a mistake, or a row
 * someone slipped in) is refused here as well as in the SPA, so the API never hands out an open
 * redirect.
 */
export async function resolveShortLink(
  db: Kysely<DB>,
  code: string,
  onRefused: (target: string) => void,
): Promise<ShortLinkResolution> {
  const row = await findShortLink(db, code);
  if (!row) throw notFound('존재하지 않는 링크입니다.');
  const link = classifyLink(row.target_url);
  switch (link.kind) {
    case 'app':
      return { code: row.code, kind: 'app', target: link.path };
    case 'internal':
      return { code: row.code, kind: 'internal', target: link.url };
    case 'refused':
      onRefused(row.target_url);
      throw new AppError('UNSUPPORTED', '이동할 수 없는 링크입니다.');
  }
}
