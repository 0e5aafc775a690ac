/** Every query key of this feature (see features/best/api/query-keys.ts). Types only. */
export type HomeQueryKey = readonly ['display', 'home', 'shelves'];
