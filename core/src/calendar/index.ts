// The public surface of @barbershop/core/calendar (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './blockSchema';
export * from './dayBlocks';
export * from './grid';
export * from './gridColumns';
export * from './gridRange';
export * from './gridSpan';
export * from './ownerSchemas';
export * from './ownerTimes';
export * from './placement';
export * from './queries';
export * from './visitIntegrity';
