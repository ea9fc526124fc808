// The public surface of @barbershop/core/waitlist (issue 36).
export * from './constants';
export * from './contracts';
export * from './schemas';
export * from './links';
export * from './matching';
export * from './freed';
export * from './preferences';
export * from './day';
export * from './regulars';
