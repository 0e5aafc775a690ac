import { createStore } from './storage.ts';

/**
 * What the app's web view last told the server (app/native-app/reports.ts): the app's version, its user id
 * and its ad id, so each PUT goes once per change. A local storage key of the app only, kept out of
 * storage.ts's table so the first load of a browser does not carry it.
 */
export type AppReported = Partial<Record<'version' | 'userId' | 'adId', string>>;

const REPORTS = ['version', 'userId', 'adId'];

const isAppReported = (value: unknown): value is AppReported =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([key, field]) => REPORTS.includes(key) && typeof field === 'string' && field.length <= 512,
  );

export const appReportedStore = createStore(
  {
    appReported: {
      read: (raw: string) => {
        try {
          const value: unknown = JSON.parse(raw);
          return isAppReported(value) ? value : undefined;
        } catch {
          return undefined;
        }
      },
      write: (value: AppReported) => JSON.stringify(value),
    },
  },
  () => window.localStorage,
);
