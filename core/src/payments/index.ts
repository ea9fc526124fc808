export * from './types';
export * from './after';
