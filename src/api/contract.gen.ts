// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
// biome-ignore-all assist/source/organizeImports: generated file
export * from './contract-gen/account-app.gen.ts';
export * from './contract-gen/account.gen.ts';
export * from './contract-gen/alarm.gen.ts';
export * from './contract-gen/auth.gen.ts';
export * from './contract-gen/best.gen.ts';
export * from './contract-gen/category.gen.ts';
export * from './contract-gen/community-moderation.gen.ts';
export * from './contract-gen/community-photos.gen.ts';
export * from './contract-gen/community-posts.gen.ts';
export * from './contract-gen/community-replies.gen.ts';
export * from './contract-gen/community-search.gen.ts';
export * from './contract-gen/community-survey.gen.ts';
export * from './contract-gen/display.gen.ts';
export * from './contract-gen/endpoint.gen.ts';
export * from './contract-gen/exhibition.gen.ts';
export * from './contract-gen/game.gen.ts';
export * from './contract-gen/home.gen.ts';
export * from './contract-gen/like.gen.ts';
export * from './contract-gen/local.gen.ts';
export * from './contract-gen/my-page.gen.ts';
export * from './contract-gen/notice.gen.ts';
export * from './contract-gen/point.gen.ts';
export * from './contract-gen/preview.gen.ts';
export * from './contract-gen/product-alerts.gen.ts';
export * from './contract-gen/runtime-config.gen.ts';
export * from './contract-gen/search.gen.ts';
export * from './contract-gen/season.gen.ts';
export * from './contract-gen/shortlink.gen.ts';
export * from './contract-gen/survey.gen.ts';
