export * from './accounts';
export * from './branding';
