// The public surface of @barbershop/core/email (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './envelope';
export * from './escape';
export * from './headers';
export * from './ics';
export * from './templates';
