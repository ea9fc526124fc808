// The public surface of @barbershop/core/phone (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './href';
export * from './phone';
