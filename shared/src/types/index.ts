export type * from './session';
export type * from './pagination';
export type * from './buyer';
export type * from './news';
