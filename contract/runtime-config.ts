import { z } from 'zod';

/**
 * What the SPA needs to know about its deployment. The server writes it into index.html
 * (`<meta name="app-config">`); a static host edits the same tag. The SPA parses it with this schema
 * and falls back to the defaults on anything malformed.
 */
export const runtimeConfigSchema = z.object({
  /** Base URLs of the three API services; '' means the same origin. */
  api: z.object({ display: z.string(), account: z.string(), search: z.string() }),
  shopBaseUrl: z.string().url(),
  shopLoginUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = {
  api: { display: '', account: '', search: '' },
  shopBaseUrl: 'https://shop.jecheol.kr',
  shopLoginUrl: '/login',
};
