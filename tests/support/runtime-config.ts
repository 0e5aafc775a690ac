import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import { setRuntimeConfig } from '#src/platform/runtime-config.ts';

// In the app main.tsx sets the deployment's config before anything reads it; every test starts from
// the contract's defaults instead (a test that needs others sets them, and puts the defaults back).
setRuntimeConfig(defaultRuntimeConfig);
