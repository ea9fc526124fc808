// The public surface of @barbershop/core/staff (scripts/codemods/core-subpaths.mjs keeps it whole).
export * from './reassign';
export * from './roles';
export * from './history';
export * from './inviteSchemas';
export * from './permissionsDoc';
export * from './joinLink';
export * from './memberChange';
