/**
 * Hand-written checks for the few contract shapes the SPA's first load must read (error bodies,
 * toast items). They keep zod out of the first-load bundle; guards.test.ts proves each one accepts
 * exactly what its zod schema accepts.
 */
import type { ApiError } from './errors.ts';

export interface PhraseToast {
  phrase: string;
}
export interface PointToast {
  icon: string;
  startPhrase: string;
  pointPhrase: string;
  endPhrase: string;
}
export type ToastItem = PhraseToast | PointToast;

export function isApiErrorBody(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return Number.isSafeInteger(body.code) && typeof body.name === 'string' && typeof body.message === 'string';
}

const text = (value: unknown, min: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= 200;

/** A toast item as the contract's toastItemSchema would parse it (unknown keys dropped), or nothing. */
export function toToastItem(value: unknown): ToastItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Record<string, unknown>;
  if (text(item.phrase, 1)) return { phrase: item.phrase };
  if (
    text(item.icon, 1) &&
    text(item.startPhrase, 0) &&
    text(item.pointPhrase, 0) &&
    text(item.endPhrase, 0)
  ) {
    return {
      icon: item.icon,
      startPhrase: item.startPhrase,
      pointPhrase: item.pointPhrase,
      endPhrase: item.endPhrase,
    };
  }
  return undefined;
}
