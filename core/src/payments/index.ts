export * from './types';
export * from './account';
