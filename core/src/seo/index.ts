export * from './links';
export * from './embedMessage';
