// The public surface of @barbershop/core/closures (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './bankHolidays';
export * from './schedule';
