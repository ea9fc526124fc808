export * from './model/types';
export * from './shop/slug';
export * from './account/username';
