import { z } from 'zod';
import { defineEndpoint, withToasts } from './endpoint.ts';

/**
 * The home screen's shelves (server/modules/home, docs/home.md): which shelves the home shows under
 * its banners, in the operator's order (table `home_shelf`, edited with `npm run admin -- home shelves`).
 */

/**
 * Every shelf the home knows, in the default order of migration 0028. A new key needs a new migration
 * (its row) and the SPA's shelf for it; an SPA that does not know a key skips it.
 */
export const homeShelfKeys = [
  'category',
  'deals',
  'season',
  'best',
  'local',
  'shop',
  'period',
  'recent',
] as const;
export type HomeShelfKey = (typeof homeShelfKeys)[number];

/** The shelves' Korean titles (the heading each shelf shows, and the admin command's list). */
export const homeShelfNames = {
  category: '카테고리 바로가기',
  deals: '오늘의 특가',
  season: '제철',
  best: '베스트',
  local: '지역 특산',
  shop: '상점',
  period: '기획전',
  recent: '최근 본 상품',
} as const satisfies Record<HomeShelfKey, string>;

export function isHomeShelfKey(value: string): value is HomeShelfKey {
  return (homeShelfKeys as readonly string[]).includes(value);
}

export const getHomeShelves = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/shelves',
  service: 'display',
  auth: 'none',
  summary: '홈 선반 순서: 배너 아래에 보일 선반 (운영자가 정한 순서, 숨긴 선반 제외)',
  response: withToasts({
    /**
     * The keys are plain strings on the wire, not the enum: a server that knows a newer shelf must not
     * make an older SPA's answer check fail; the SPA skips a key it does not know.
     */
    shelves: z.array(z.object({ key: z.string(), title: z.string() })),
  }),
});
