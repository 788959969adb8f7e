// The shell's catch-all uses shared's page, as every remote does.
export { NotFoundPage } from 'shared';
