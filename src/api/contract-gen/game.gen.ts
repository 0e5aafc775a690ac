// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as gameContract from '#contract/game.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const GAME_MESSAGES = {"alreadyPlayed":"오늘은 이미 참여하셨어요. 내일 다시 도전해 주세요!"} as unknown as typeof gameContract.GAME_MESSAGES;
export const GAME_REWARDS = [{"stars":10,"weight":400},{"stars":30,"weight":300},{"stars":50,"weight":170},{"stars":100,"weight":95},{"stars":500,"weight":30},{"stars":1000,"weight":5}] as unknown as typeof gameContract.GAME_REWARDS;
export const GAME_TOP_REWARD = 1000 as unknown as typeof gameContract.GAME_TOP_REWARD;
export const GAME_TOTAL_WEIGHT = 1000 as unknown as typeof gameContract.GAME_TOTAL_WEIGHT;
export const getGameToday = {"module":"game","name":"getGameToday","method":"GET","path":"/api/v1/user/game","service":"user","auth":"member"} as EndpointRef<typeof gameContract.getGameToday>;
export const playGame = {"module":"game","name":"playGame","method":"POST","path":"/api/v1/user/game/play","service":"user","auth":"member"} as EndpointRef<typeof gameContract.playGame>;
