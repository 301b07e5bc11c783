export * from './errors';
export * from './establishment';
export * from './host';
export * from './money';
export * from './themes';
export * from './zod-locale';
