/** Moved: the HTTP layer's messages live in the system area's one messages module. */
export { httpMessages } from '../areas/system/messages';
