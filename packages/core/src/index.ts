export * from './constants';
export * from './images';
export * from './messages';
export * from './forms';
