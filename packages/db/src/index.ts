export * from './client';
export * from './lock';
export * from './maintenance';
export * as schema from './schema/index';
export * from './schema/index';
export * from './search';
