// The public surface of @barbershop/core/billing (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './access';
export * from './bookable';
export * from './labels';
export * from './plan';
export * from './seats';
