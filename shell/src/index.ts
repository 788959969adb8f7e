// An async boundary before anything shared is used, so federation can settle which copy of
// each singleton to use before React starts (STACK.md "Module Federation").
import('./bootstrap');
