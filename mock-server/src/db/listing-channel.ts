/** The channel of migration 019's triggers: what the shared listing (events/listing-feed.ts) holds changed. */
export const LISTING_CHANNEL = 'listing_changes';
