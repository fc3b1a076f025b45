export * from './constants';
export * from './images';
export * from './messages';
