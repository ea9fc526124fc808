// The public surface of @barbershop/core/time (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './appointmentDate';
export * from './dayClock';
export * from './displayDate';
export * from './repeatedTime';
export * from './zone';
