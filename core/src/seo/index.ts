export * from './links';
export * from './ogImageInputs';
