// The public surface of @barbershop/core/booking (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './anyAvailable';
export * from './bookingChangeWindow';
export * from './changePolicy';
export * from './contactShop';
export * from './horizon';
export * from './horizonField';
export * from './manage';
export * from './manageField';
export * from './monthAvailability';
export * from './moveChanges';
export * from './nextAvailable';
export * from './queries';
export * from './schemas';
export * from './slotChecks';
export * from './visit';
export * from './visitFields';
export * from './walkIn';
