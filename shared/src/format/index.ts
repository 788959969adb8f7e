export * from './number';
export * from './date';
