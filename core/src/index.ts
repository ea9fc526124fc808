export * from './model/types';
export * from './api/contracts';
export * from './shop/slug';
export * from './account/username';
