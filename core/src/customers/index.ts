// The public surface of @barbershop/core/customers (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './csv';
export * from './erase';
export * from './exportRange';
export * from './identity';
export * from './merge';
export * from './phoneMigration';
export * from './profile';
export * from './search';
