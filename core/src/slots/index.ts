// The public surface of @barbershop/core/slots (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './blockReasons';
export * from './breaks';
export * from './busyProjection';
export * from './dayInput';
export * from './hours';
export * from './intervals';
export * from './outsideShopHours';
export * from './slotDto';
export * from './slotGrid';
export * from './slots';
