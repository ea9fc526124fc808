// The public surface of @barbershop/core/model (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './sanitize';
export * from './storedData';
export * from './types';
export * from './members';
export * from './waitlist';
export * from './sms';
