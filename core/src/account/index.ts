// The public surface of @barbershop/core/account (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './passwordReset';
export * from './registration';
export * from './username';
