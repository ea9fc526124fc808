// The public surface of @barbershop/core/abuse (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './clientAddress';
export * from './customerCap';
export * from './rateLimit';
