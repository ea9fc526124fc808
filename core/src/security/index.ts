// The public surface of @barbershop/core/security (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './appCheck';
