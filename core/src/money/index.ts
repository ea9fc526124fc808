// The public surface of @barbershop/core/money (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './earned';
export * from './format';
