export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
