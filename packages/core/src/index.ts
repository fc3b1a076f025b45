export * from './constants';
export * from './forms';
export * from './images';
export * from './messages';
