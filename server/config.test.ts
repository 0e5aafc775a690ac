import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 8080 serving every service', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SQLITE_PATH).toBe('data/storefront.db');
    expect(config.SERVICE).toContain('display');
    expect(config.SERVICE).toContain('account');
    expect(config.SERVICE).toContain('search');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('starts a subset of services', () => {
    expect(loadConfig({ SERVICE: 'display,search' }).SERVICE).toEqual(['display', 'search']);
  });

  it('refuses bad values with a Korean message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SERVICE: 'display,payments' })).toThrow(/알 수 없는 서비스: payments/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/환경 설정이 올바르지 않습니다/);
  });
});
