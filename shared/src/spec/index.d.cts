export * from './spec-values.cjs';
export * from './pricing.cjs';
export * from './news-html-policy.cjs';
