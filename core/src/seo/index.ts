export * from './links';
export * from './deepLinks';
export * from './rwg';
