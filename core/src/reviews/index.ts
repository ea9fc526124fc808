// The public surface of @barbershop/core/reviews (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './listing';
export * from './queries';
export * from './reviewDtos';
export * from './schema';
export * from './stats';
