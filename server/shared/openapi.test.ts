import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as best from '#contract/best.ts';
import * as category from '#contract/category.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import * as exhibition from '#contract/exhibition.ts';
import * as like from '#contract/like.ts';
import * as local from '#contract/local.ts';
import * as preview from '#contract/preview.ts';
import * as season from '#contract/season.ts';
import * as shortlink from '#contract/shortlink.ts';
import { createTestApp, type TestApp } from '../../tests/support/databases.ts';

/** The browsing modules' endpoints: season, local, best, category, exhibition, likes, short links, previews. */
const endpoints = [season, local, best, category, exhibition, like, shortlink, preview]
  .flatMap((module) => Object.values(module as Record<string, unknown>))
  .filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );

describe('browsing endpoints in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
  });
  afterAll(() => t.cleanup());

  it('lists every browsing endpoint of the contract with its summary', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(24);
    const doc = (await t.app.inject('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation?.summary).toBe(endpoint.summary);
    }
    // The category tree is nested; the document must describe its children without dangling $refs.
    const tree = JSON.stringify(doc.paths['/api/v1/display/web/category']);
    expect(tree).toContain('children');
    for (const endpoint of endpoints) {
      expect(
        JSON.stringify(doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]),
        endpoint.path,
      ).not.toContain('$ref');
    }
  });

  it('serves the browsing routes on an empty catalogue without failing', async () => {
    for (const url of [
      '/api/v1/display/home/season',
      '/api/v1/display/season/delicacy',
      '/api/v1/display/home/local',
      '/api/v2/display/local',
      '/api/v1/display/home/shop',
      '/api/v1/display/best/rank',
      '/api/v1/display/home/best',
      '/api/v1/display/web/category',
      '/api/v2/display/deal/period',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });
});
