export * from './accounts';
export * from './branding';
export * from './signin';
export * from './files';
export * from './courses';
export * from './game';
export * from './ledger';
export * from './events';
