// Seeds are the platform's, shared by every engine (../seeds.ts); re-exported for the market's modules.
export * from '../seeds';
