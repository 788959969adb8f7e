import type { ColumnTypes } from './bulk-insert';

/**
 * Every table of 001_schema.sql in an order that satisfies the foreign keys, with the
 * column types jsonb_to_recordset needs, and the serial column to move past seeded ids.
 */
export const TABLES: { name: string; columns: ColumnTypes; serial?: string }[] = [
  { name: 'purchasers', columns: { baisan_cd: 'text', baisan_nm: 'text', baisan_knm: 'text' } },
  { name: 'branches', serial: 'id', columns: {
    id: 'int', baisan_cd: 'text', baisan_eda: 'text', baisan_eda_nm: 'text', baisan_eda_knm: 'text', baisan_eda_rnm: 'text', addr: 'text',
    tel: 'text', fax: 'text', zip_cd: 'text', mail_addr: 'text', sale_rate: 'numeric', sell_margin_rate: 'numeric', purchase_approval: 'boolean',
    buy_permit_flg: 'boolean', suspend_flg: 'boolean' } },
  { name: 'accounts', serial: 'id', columns: {
    id: 'int', login_id: 'text', password_hash: 'text', branch_id: 'int', is_admin: 'boolean', is_first_login: 'boolean',
    password_changed_at: 'timestamptz', email: 'text', suspend_flg: 'boolean', created_at: 'timestamptz' } },
  { name: 'sessions', serial: 'id', columns: {
    id: 'bigint', account_id: 'int', token_hash: 'text', created_at: 'timestamptz', last_used_at: 'timestamptz', absolute_expires_at: 'timestamptz',
    revoked_at: 'timestamptz', rotated_grace_until: 'timestamptz', family_id: 'bigint' } },
  { name: 'stream_tickets', columns: { ticket_hash: 'text', token_hash: 'text', expires_at: 'timestamptz' } },
  { name: 'password_reset_tokens', serial: 'id', columns: {
    id: 'bigint', account_id: 'int', token_hash: 'text', expires_at: 'timestamptz', used_at: 'timestamptz', created_at: 'timestamptz' } },
  { name: 'login_failures', serial: 'id', columns: { id: 'bigint', login_id: 'text', address: 'text', failed_at: 'timestamptz' } },
  { name: 'access_logs', serial: 'id', columns: { id: 'bigint', operation_date: 'timestamptz', operation_log: 'text', operator: 'text' } },
  { name: 'system_logs', serial: 'id', columns: { id: 'bigint', operation_date: 'timestamptz', operation_log: 'text', operator: 'text' } },
  { name: 'system_parameters', columns: { parameter_typ: 'text', parameter_cd: 'text', remark: 'text', parameter: 'text' } },
  { name: 'web_hours', columns: { id: 'smallint', start_time: 'time', end_time: 'time' } },
  { name: 'items', columns: {
    item_cd: 'text', item_nm: 'text', item_knm: 'text', item_rnm: 'text', item_rknm: 'text', item_level: 'smallint', h_item_cd: 'text',
    print_order: 'int', suspend_flg: 'boolean' } },
  { name: 'shippers', columns: {
    shukkasha_cd: 'text', shukkasha_kbn: 'text', shukkasha_nm: 'text', knm: 'text', rnm: 'text', krnm: 'text', daihyosha_nm: 'text',
    daihyosha_knm: 'text', addr: 'text', zip_cd: 'text', tel: 'text', fax: 'text', shukka_tantosha_nm: 'text', tantosha_mail: 'text',
    suspend_flg: 'boolean', pay_dantai_cd: 'text', pay_dantai_nm: 'text', sanchi_cd: 'text', sanchi_nm: 'text', itaku_kaitsuke_cd: 'text',
    itaku_kaitsuke_nm: 'text' } },
  { name: 'products', columns: {
    shohin_cd: 'text', item_cd: 'text', product_name: 'text', kana_product_name: 'text', variety_name: 'text', variety_reading: 'text',
    abbr: 'text', kana_abbr: 'text', color: 'text', color_code: 'text', color_group: 'text', tax_group: 'text', jf_code: 'text',
    old_item_code: 'text', image1_key: 'text', image2_key: 'text', is_suspensions: 'boolean' } },
  { name: 'receivings', serial: 'id', columns: {
    id: 'int', niuke_dempyo_no: 'text', niuke_no: 'text', sale_date: 'date', category: 'text', shukkasha_cd: 'text', shohin_cd: 'text',
    specification: 'text', iri_su: 'int', stock_su: 'int', so_su: 'int', biko: 'text', tantosha_nm: 'text', niuke_image1_key: 'text',
    niuke_image2_key: 'text' } },
  { name: 'web_items', serial: 'id', columns: {
    id: 'int', receiving_id: 'int', sale_date: 'date', unit_price: 'int', recommended_flag: 'boolean', recommended_unit_price: 'int',
    recommended_start_time: 'timestamptz', quantity_per_package: 'int', remaining_quantity: 'int', hasu: 'int', max_quantity: 'int',
    is_negotiable: 'boolean', yoyaku_permit_flg: 'boolean', buy_permit_flg: 'boolean', item_cls: 'text', is_web_open: 'boolean',
    open_hour: 'smallint', notice: 'text', remarks: 'text', discount_details: 'text[]', listed_at: 'timestamptz', suspend_flg: 'boolean' } },
  { name: 'web_item_bundle_prices', columns: { web_item_id: 'int', quantity: 'int', bundle_tanka: 'int' } },
  { name: 'sales', serial: 'sale_id', columns: {
    sale_id: 'bigint', sale_date: 'date', niuke_sale_date: 'date', sale_kbn: 'smallint', branch_id: 'int', receiving_id: 'int', web_item_id: 'int',
    kuchi_su: 'int', ha_su: 'int', so_su: 'int', web_tanka: 'int', rate_tanka: 'int', discount_tanka: 'int', price: 'int', biko: 'text',
    transaction_uuid: 'uuid', is_sokuho: 'boolean', created_at: 'timestamptz', cancelled_at: 'timestamptz' } },
  { name: 'reservations', serial: 'yoyaku_no', columns: {
    yoyaku_no: 'bigint', branch_id: 'int', web_item_id: 'int', shohin_cd: 'text', sale_date: 'date', yoyaku_date: 'timestamptz',
    specification: 'text', quantity_per_package: 'int', kuchi_su: 'int', so_su: 'int', web_tanka: 'text', biko: 'text',
    transaction_uuid: 'uuid', cancelled_at: 'timestamptz' } },
  { name: 'negotiations', serial: 'negotiation_no', columns: {
    negotiation_no: 'bigint', branch_id: 'int', web_item_id: 'int', kuchi_su: 'int', old_tanka: 'int', tanka: 'int', biko: 'text',
    shodan_status: 'text', comment: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' } },
  { name: 'idempotency_keys', columns: {
    account_id: 'int', key: 'text', endpoint: 'text', request_hash: 'text', status_code: 'smallint', response: 'jsonb', created_at: 'timestamptz' } },
  { name: 'news_categories', serial: 'id', columns: { id: 'int', name: 'text', display_order: 'int', suspend_flg: 'boolean' } },
  { name: 'news', serial: 'information_cd', columns: {
    information_cd: 'int', date: 'date', start_date: 'timestamptz', end_date: 'timestamptz', title: 'text', description: 'text',
    category_id: 'int', file_key: 'text', file_name: 'text', file_content_type: 'text', important_flg: 'boolean', suspend_flg: 'boolean' } },
  { name: 'news_reads', columns: { account_id: 'int', information_cd: 'int', read_at: 'timestamptz' } },
  { name: 'web_news', serial: 'id', columns: {
    id: 'int', date: 'date', start_date: 'timestamptz', end_date: 'timestamptz', title: 'text', suspend_flg: 'boolean', print_order: 'int' } },
  { name: 'links', serial: 'link_cd', columns: { link_cd: 'int', link_nm: 'text', link_url: 'text', suspend_flg: 'boolean' } },
  { name: 'schedules', serial: 'id', columns: { id: 'int', date: 'date', label: 'text', color_code: 'text' } },
  { name: 'calendar_notes', columns: { month: 'date', note: 'text' } },
  { name: 'mail_categories', serial: 'category_no', columns: { category_no: 'int', category: 'text', create_date: 'timestamptz', update_date: 'timestamptz' } },
  { name: 'mails', serial: 'mail_no', columns: {
    mail_no: 'int', mail_category_no: 'int', mail_title: 'text', mail_text: 'text', mail_send_start_date: 'timestamptz',
    mail_send_date: 'timestamptz', mail_create_date: 'timestamptz', recipients_listed_at: 'timestamptz' } },
  { name: 'mail_deliveries', serial: 'id', columns: {
    id: 'int', mail_no: 'int', branch_id: 'int', to_addr: 'text', status: 'text', attempts: 'int', next_attempt_at: 'timestamptz', sent_at: 'timestamptz' } },
];
