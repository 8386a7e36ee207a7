export * from './levels';
export * from './search';
export * from './think';
export * from './bots';
export * from './protocol';
export * from './client';
export * from './local-worker';
