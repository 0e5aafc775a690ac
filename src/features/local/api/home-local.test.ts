import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { homeLocalQueryOptions, homeShopQueryOptions } from './home-local.ts';

describe('the home 상점 shelf', () => {
  it("is the member's own answer: signing out (removing the 'user' answers) drops it, the catalogue's stay", () => {
    const client = new QueryClient();
    const shop = homeShopQueryOptions().queryKey;
    const local = homeLocalQueryOptions().queryKey;
    client.setQueryData(shop, { kind: 'LIKED', title: '찜한 상점', stores: [] } as never);
    client.setQueryData(local, { regions: [] } as never);
    // What the session does when a member signs out (features/session/session.ts, clearUserInfo).
    client.removeQueries({ queryKey: ['user'] });
    expect(client.getQueryData(shop)).toBeUndefined();
    expect(client.getQueryData(local)).toBeDefined();
  });
});
