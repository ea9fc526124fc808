// The public surface of @barbershop/core/api (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './contracts';
export * from './endpoints';
