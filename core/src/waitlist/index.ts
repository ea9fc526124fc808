// The public surface of @barbershop/core/waitlist (issue 36).
export * from './constants';
export * from './contracts';
export * from './schemas';
export * from './links';
export * from './regulars';
