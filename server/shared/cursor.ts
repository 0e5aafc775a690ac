/**
 * The keyset cursors of the lists (alarms, community posts and replies): a JSON array (the list's tag,
 * then the last row's sort key and id), as base64url. Each list checks the array's shape itself and
 * answers anything else with code 12.
 */
export function packCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The array a cursor holds, or undefined when it is not base64url JSON of an array. */
export function unpackCursor(value: string): unknown[] | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) ? parsed : undefined;
}
