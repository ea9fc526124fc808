// The public surface of @barbershop/core/shop (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './contact';
export * from './limits';
export * from './listing';
export * from './openingWeek';
export * from './performers';
export * from './price';
export * from './publicUrl';
export * from './qrCode';
export * from './queries';
export * from './reservedSlugs';
export * from './schemas';
export * from './searchKeys';
export * from './serviceOrder';
export * from './slug';
export * from './wizard';
export * from './near';
export * from './smsSettings';
