// The public surface of @barbershop/core/payments (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './decision';
export * from './hold';
export * from './money';
export * from './outcomes';
export * from './policy';
export * from './text';
export * from './types';
export * from './after';
export * from './account';
export * from './settle';
