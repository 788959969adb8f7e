/**
 * The favourite rule in SQL: a lot is a favourite of the branch of `f` (a
 * branch_favorites row) when its shipper, its variety (when it has one) or its product is named.
 * Expects the lot joins' aliases `s` (shippers) and `p` (products). The same rule in memory is
 * areas/buyer-web/favorites/favorite-match.ts (the shared listing's overlay).
 */
export const FAVORITE_MATCH_SQL = `((f.kind = 'shipper' AND f.name = s.shukkasha_nm) OR (f.kind = 'variety' AND f.name = p.variety_name AND p.variety_name <> '')
       OR (f.kind = 'product' AND f.name = p.product_name))`;
