import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The keys the embedded default makes up for itself; production must set them (see refineAuthConfig). */
const KEYS = ['JWT_SECRET', 'PREVIEW_TOKEN_SECRET'] as const;
type SecretKey = (typeof KEYS)[number];

type Env = Record<string, string | undefined>;

const isSet = (value: string | undefined) => value !== undefined && value !== '';

/** `data/secrets.json` beside the SQLite file (or in `data/` when the database is elsewhere). */
export function localSecretsPath(env: Env): string {
  const sqlitePath = env.SQLITE_PATH;
  const folder = isSet(sqlitePath) && sqlitePath !== ':memory:' ? dirname(sqlitePath as string) : 'data';
  return join(folder, 'secrets.json');
}

/**
 * The env with JWT_SECRET and PREVIEW_TOKEN_SECRET filled in from `data/secrets.json`, which the first
 * start creates (random, readable by its owner only). Without it every checkout would sign tokens with
 * the development key in the repository, so anyone could forge a session or a preview link. Only the
 * embedded default (NODE_ENV unset or development) uses it: production must set its secrets, test runs
 * keep the development key their fixtures sign with, and a secret in the env always wins.
 * The server, `npm run dev` and the admin CLI all call this, so a preview link the CLI signs verifies
 * on the running server.
 */
export function withLocalSecrets(env: Env = process.env): Env {
  const development = !isSet(env.NODE_ENV) || env.NODE_ENV === 'development';
  // With its own JWT_SECRET the env manages its keys (the preview key derives from it when unset).
  if (!development || isSet(env.JWT_SECRET)) return env;
  const path = localSecretsPath(env);
  const secrets = readOrCreate(path);
  const filled: Env = { ...env };
  for (const key of KEYS) if (!isSet(filled[key])) filled[key] = secrets[key];
  return filled;
}

function readOrCreate(path: string): Record<SecretKey, string> {
  const existing = read(path);
  if (existing && KEYS.every((key) => isSecret(existing[key]))) {
    // A copy restored from a backup may have lost its mode; these are keys, not data.
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
    return existing as Record<SecretKey, string>;
  }
  // Keys already there are kept (a key added later must not end every session signed before).
  const secrets = Object.fromEntries(
    KEYS.map((key) => [
      key,
      isSecret(existing?.[key]) ? existing?.[key] : randomBytes(48).toString('base64url'),
    ]),
  ) as Record<SecretKey, string>;
  mkdirSync(dirname(path), { recursive: true });
  try {
    // 'wx' on the first start: the server and an admin command starting together agree on one file.
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, {
      mode: 0o600,
      flag: existing ? 'w' : 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreate(path);
    throw error;
  }
  // writeFileSync's mode only applies to a new file, and the umask may have narrowed it anyway.
  chmodSync(path, 0o600);
  return secrets;
}

function read(path: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below with the file's name.
  }
  throw new Error(
    `${path} 파일을 읽을 수 없습니다. 파일을 지우면 새 비밀 값이 만들어집니다(로그인과 미리보기 링크는 다시 받아야 합니다).`,
  );
}

const isSecret = (value: unknown): value is string => typeof value === 'string' && value.length >= 32;
