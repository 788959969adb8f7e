export * from '../http/page-envelope';
