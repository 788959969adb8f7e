'use strict';
/**
 * The spec's values and rules, written once for the server and the client, so the two cannot disagree:
 * negotiation and reservation statuses, sale kinds, colour groups and hour options
 * (spec-values.cjs), the price and fee rule (pricing.cjs) and the news rich-text policy
 * (news-html-policy.cjs). The front end imports them from 'shared'; the server from
 * 'shared/src/spec/index.cjs'.
 *
 * Why plain CommonJS with the types beside it (*.d.cts): the server runs as compiled JavaScript
 * file for file and imports no front-end package, so this folder is the sanctioned exception
 * (eslint/house-boundaries.mjs): data and pure functions, no imports outside the folder, loadable
 * by Node as it is, by webpack and by jest.
 */
module.exports = {
  ...require('./spec-values.cjs'),
  ...require('./pricing.cjs'),
  ...require('./news-html-policy.cjs'),
};
