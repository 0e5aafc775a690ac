/**
 * The served OpenAPI document as third-party tools read it: Redocly's linter (recommended rules) finds
 * no error in it, every contract endpoint is an operation named as the contract names it, member
 * operations ask for the bearer token, and the errors a route really answers are among those its
 * operation lists.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contract/endpoint.ts';
import { createTestApp, type TestApp } from '../../tests/support/databases.ts';
import { operationNames } from './openapi.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: { 'application/json'?: { schema?: ErrorSchema } } }>;
}
interface ErrorSchema {
  properties?: { code?: { enum?: number[] } };
}
interface Document {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (path: string) => path.replace(/:(\w+)\??/g, '{$1}');
const endpoints = [...operationNames.keys()];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let text: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
    text = (await t.app.inject('/api/docs/openapi.json')).body;
    doc = JSON.parse(text) as Document;
  });
  afterAll(() => t?.cleanup());

  const operationOf = (endpoint: Endpoint) =>
    doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

  it("passes Redocly's recommended rules with no error", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, text);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format=json', '--max-problems=10000'],
        // No telemetry or update check: the test runs offline.
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names each contract endpoint as the contract does, once, with who may call it', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(120);
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ids = new Set<string>();
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint);
      const label = `${endpoint.method} ${endpoint.path}`;
      expect(operation, label).toBeDefined();
      expect(operation?.operationId, label).toBe(operationNames.get(endpoint));
      ids.add(operation?.operationId ?? '');
      const security = operation?.security ?? [];
      if (endpoint.auth === 'member') expect(security, label).toEqual([{ bearerAuth: [] }]);
      if (endpoint.auth === 'optional') expect(security, label).toEqual([{}, { bearerAuth: [] }]);
      if (endpoint.auth === 'none') expect(security, label).toEqual([]);
    }
    expect(ids.size).toBe(endpoints.length);
  });

  it('lists the error a member operation answers without a token, and a bad id', async () => {
    const documented = (endpoint: Endpoint, status: number) =>
      operationOf(endpoint)?.responses[String(status)]?.content?.['application/json']?.schema?.properties
        ?.code?.enum ?? [];
    const checked: string[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.auth !== 'member' && !endpoint.params) continue;
      // Every path parameter given a value no route accepts or no row has.
      const url = endpoint.path.replace(/:(\w+)\??/g, '0');
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        payload: endpoint.body ? {} : undefined,
      });
      const label = `${endpoint.method} ${url} → ${response.statusCode} ${response.body}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      const code = (response.json() as { code: number }).code;
      expect(documented(endpoint, response.statusCode), label).toContain(code);
      checked.push(label);
    }
    expect(checked.length).toBeGreaterThan(60);
  });
});
