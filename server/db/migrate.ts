import {
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import * as catalog from './migrations/0001_catalog.ts';
import * as accounts from './migrations/0002_accounts.ts';
import * as search from './migrations/0003_search.ts';
import * as browse from './migrations/0004_browse.ts';
import * as rateLimits from './migrations/0005_rate_limits.ts';
import * as refreshGrace from './migrations/0006_refresh_grace.ts';
import * as points from './migrations/0007_points.ts';
import * as memberAccount from './migrations/0008_member_account.ts';
import * as pointLots from './migrations/0009_point_lots.ts';
import * as community from './migrations/0010_community.ts';
import * as photoStorage from './migrations/0011_photo_storage.ts';
import * as bannedWords from './migrations/0012_banned_words.ts';
import * as forcedWithdrawal from './migrations/0013_forced_withdrawal.ts';
import * as notice from './migrations/0014_notice.ts';
import * as alarm from './migrations/0015_alarm.ts';
import * as searchSynonyms from './migrations/0016_search_synonyms.ts';
import * as searchSynonymWords from './migrations/0017_search_synonym_words.ts';
import * as searchIndexRescore from './migrations/0018_search_index_rescore.ts';
import * as photoUrlKey from './migrations/0019_photo_url_key.ts';
import * as signUpAgreement from './migrations/0020_sign_up_agreement.ts';
import * as appAttestation from './migrations/0021_app_attestation.ts';
import * as productPhoto from './migrations/0022_product_photo.ts';
import * as searchSynonymForms from './migrations/0023_search_synonym_forms.ts';
import * as searchIndexHeads from './migrations/0024_search_index_heads.ts';
import * as searchDocumentFacets from './migrations/0025_search_document_facets.ts';
import * as searchHalfTypedTerms from './migrations/0026_search_half_typed_terms.ts';
import * as searchSynonymShippedRows from './migrations/0027_search_synonym_shipped_rows.ts';
import * as homeShelves from './migrations/0028_home_shelves.ts';
import * as productAlerts from './migrations/0029_product_alerts.ts';
import * as communityBoardDayPopularity from './migrations/0030_community_board_day_popularity.ts';
import * as rateLimitUnlogged from './migrations/0031_rate_limit_unlogged.ts';
import * as jobRuns from './migrations/0032_job_runs.ts';
import * as searchVersion from './migrations/0033_search_version.ts';
import * as searchTermCoveringKey from './migrations/0034_search_term_covering_key.ts';
import * as memberChangeNotice from './migrations/0035_member_change_notice.ts';

/** Ordered by name; add a new migration file here and nowhere else. */
const migrations: Record<string, Migration> = {
  '0001_catalog': catalog,
  '0002_accounts': accounts,
  '0003_search': search,
  '0004_browse': browse,
  '0005_rate_limits': rateLimits,
  '0006_refresh_grace': refreshGrace,
  '0007_points': points,
  '0008_member_account': memberAccount,
  '0009_point_lots': pointLots,
  '0010_community': community,
  '0011_photo_storage': photoStorage,
  '0012_banned_words': bannedWords,
  '0013_forced_withdrawal': forcedWithdrawal,
  '0014_notice': notice,
  '0015_alarm': alarm,
  '0016_search_synonyms': searchSynonyms,
  '0017_search_synonym_words': searchSynonymWords,
  '0018_search_index_rescore': searchIndexRescore,
  '0019_photo_url_key': photoUrlKey,
  '0020_sign_up_agreement': signUpAgreement,
  '0021_app_attestation': appAttestation,
  '0022_product_photo': productPhoto,
  '0023_search_synonym_forms': searchSynonymForms,
  '0024_search_index_heads': searchIndexHeads,
  '0025_search_document_facets': searchDocumentFacets,
  '0026_search_half_typed_terms': searchHalfTypedTerms,
  '0027_search_synonym_shipped_rows': searchSynonymShippedRows,
  '0028_home_shelves': homeShelves,
  '0029_product_alerts': productAlerts,
  '0030_community_board_day_popularity': communityBoardDayPopularity,
  '0031_rate_limit_unlogged': rateLimitUnlogged,
  '0032_job_runs': jobRuns,
  '0033_search_version': searchVersion,
  '0034_search_term_covering_key': searchTermCoveringKey,
  '0035_member_change_notice': memberChangeNotice,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL Kysely looks for its migration tables in every schema unless told which one, so a
 * second schema in the same database (tests run one each, side by side) would find the first one's
 * tables and never create its own. Name the schema the connection works in.
 */
// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return new Migrator({ db: lockedInItsTransaction(db), provider });
  return new Migrator({
    db: lockedInItsTransaction(lookingOnlyAt(db, schema)),
    provider,
    migrationTableSchema: schema,
  });
}

/** Kysely's own lock id, so a migrator of an older build and this one still exclude each other. */
const MIGRATION_LOCK_ID = 3853314791062309107n;

/** The migration lock as a transaction's (see lockedInItsTransaction): taken inside, released by commit. */
class TransactionLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    // A migration may build an index for longer than any request may take: the role's statement
    // limit (behind PgBouncer it is the role's, docs/operations.md) does not apply to it.
    await sql`select set_config('statement_timeout', '0', true), set_config('lock_timeout', '3600000', true)`.execute(
      db,
    );
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(db);
  }
  override async releaseMigrationLock(): Promise<void> {}
}

/**
 * Kysely's migrator takes a session's advisory lock (`pg_advisory_lock`) on a connection, then runs
 * the migrations in a transaction on it, then unlocks. Behind PgBouncer in transaction mode those are
 * three transactions that may each get another server connection: the unlock then misses, and the lock
 * stays on a server connection PgBouncer keeps, blocking every later migration for up to an hour.
 * Here the "connection" the migrator asks for is one transaction, the lock a transaction's
 * (`pg_advisory_xact_lock`, released by its commit or rollback) and the migrator's own transaction is
 * that same one: every statement of a migration run is in one transaction, pooler or not.
 */
// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
function lockedInItsTransaction(db: Kysely<any>): Kysely<any> {
  const adapter = new TransactionLockAdapter();
  const executor = db.getExecutor();
  const withAdapter = new Proxy(executor, {
    get(target, property) {
      if (property === 'adapter') return adapter;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
  const inTransaction = (trx: Kysely<any>): Kysely<any> =>
    new Proxy(trx, {
      get(target, property) {
        if (property === 'transaction') {
          return () => ({ execute: (fn: (t: unknown) => Promise<unknown>) => fn(target) });
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, property) {
      if (property === 'getExecutor') return () => withAdapter;
      if (property === 'connection') {
        return () => ({
          // biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
          execute: (fn: (db: Kysely<any>) => Promise<unknown>) =>
            target.transaction().execute((trx) => fn(inTransaction(trx))),
        });
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Kysely's migrator finds its own tables through `db.introspection`, whose PostgreSQL version reads
 * every schema of the database and asks has_schema_privilege of each name: a schema another
 * connection drops meanwhile (tests drop theirs when done) fails that read with "schema does not
 * exist". The migrator gets the same database with an introspection of its own schema alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
function lookingOnlyAt(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string; isView: boolean }>`
        select c.relname as name, c.relkind = 'v' as "isView"
        from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
      return rows.map((row) => ({ ...row, schema, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`데이터베이스 마이그레이션 실패: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest
export async function migrateDown(db: Kysely<any>): Promise<void> {
  const migrator = await migratorFor(db);
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw error;
    if (!results?.length) return;
  }
}
