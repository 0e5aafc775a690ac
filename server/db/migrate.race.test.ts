import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../../tests/support/databases.ts';
import { testPgPooler } from '../../tests/support/pg-url.ts';
import { dropPgSchema, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Tests run side by side on one PostgreSQL database, each in a schema of its own that it drops when
 * done. A migration starting meanwhile must not fail because some other schema vanished while Kysely
 * was looking for its migration tables.
 */
const postgres = dialectCases().find((c) => c.dialect === 'postgres');

describe('migrations beside schemas that come and go', () => {
  it.skipIf(!postgres?.available)(
    'migrate while other schemas are created and dropped',
    async () => {
      const url = process.env.TEST_PG_URL as string;
      const churn = new pg.Client({ connectionString: url });
      await churn.connect();
      let stop = false;
      const churning = (async () => {
        while (!stop) {
          const name = `t_churn_${randomBytes(4).toString('hex')}`;
          await churn.query(`CREATE SCHEMA ${name}`);
          await churn.query(`CREATE TABLE ${name}.a (id int)`);
          await churn.query(`DROP SCHEMA ${name} CASCADE`);
        }
      })();
      try {
        for (let round = 0; round < 6; round += 1) {
          const schema = `t_${randomBytes(6).toString('hex')}`;
          const database = await openDatabase({ url, pgSchema: schema, pooler: testPgPooler() });
          try {
            await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
          } finally {
            await database.close();
            await dropPgSchema(url, schema);
          }
        }
      } finally {
        stop = true;
        await churning;
        await churn.end();
      }
    },
    120_000,
  );
});
