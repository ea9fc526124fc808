// The public surface of @barbershop/core/validation (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './builders';
export * from './fieldLimits';
export * from './fields';
export * from './imageFiles';
export * from './inputKeys';
export * from './querySchemas';
