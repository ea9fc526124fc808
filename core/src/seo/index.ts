export * from './links';
export * from './ogImageInputs';
export * from './embedMessage';
export * from './deepLinks';
