// The public surface of @barbershop/core/rules (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './rulesFields';
