/** The house venue's game engines (shared/domain/house-games.md): pure, Web Crypto only. */
export * from './stream.ts';
export * from './odds.ts';
export * from './cards.ts';
export * from './baccarat.ts';
export * from './dragon-tiger.ts';
export * from './niuniu.ts';
export * from './slots.ts';
export * from './slot-rtp.ts';
export * from './slot-games.ts';
export * from './fishing.ts';
export * from './zhajinhua.ts';
export * from './zhajinhua-odds.ts';
export * from './verify.ts';
export * from './roads.ts';
export * from './table-schedule.ts';
