export * from './places';
export * from './partners';
export * from './catalog';
export * from './residents';
export * from './auth';
export * from './messaging';
export * from './content';
export * from './files';
