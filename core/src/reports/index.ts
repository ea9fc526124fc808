// The public surface of @barbershop/core/reports (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './format';
export * from './periods';
export * from './query';
export * from './report';
export * from './workingTime';
