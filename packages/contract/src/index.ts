export * from './envelope';
export * from './validation-messages';
export * from './places';
