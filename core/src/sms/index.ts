// The public surface of @barbershop/core/sms (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './allowance';
export * from './keywords';
export * from './segments';
export * from './status';
export * from './templates';
