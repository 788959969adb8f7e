-- In-memory caches (session lookups, buyer reads) learn of every committed change
-- through NOTIFY on channel db_changes, sent by triggers so that no writer can forget it.
-- PostgreSQL delivers a notification at commit, to the committing connection before its COMMIT
-- returns (every pool connection LISTENs) and to every other listening process; PGlite the same,
-- in process. Payloads: 'account:<id>' and 'branch:<id>' (who a cached session belongs to may
-- have changed: revoked, rotated, suspended, permission, first login), 'data' (anything a
-- buyer reads may have changed).

CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'account:' || COALESCE(OLD.account_id, NEW.account_id));
  RETURN NULL;
END $$;

CREATE FUNCTION notify_account_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'account:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_branch_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'branch:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Identical payloads in one transaction are delivered once.
  PERFORM pg_notify('db_changes', 'data');
  RETURN NULL;
END $$;

-- last_used_at moves on every use and is not worth a notification; the rest is.
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.rotated_grace_until IS DISTINCT FROM NEW.rotated_grace_until
        OR OLD.rotated_at IS DISTINCT FROM NEW.rotated_at OR OLD.absolute_expires_at IS DISTINCT FROM NEW.absolute_expires_at)
  EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER accounts_changed AFTER UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION notify_account_row_change();
CREATE TRIGGER branches_changed AFTER UPDATE OR DELETE ON branches FOR EACH ROW EXECUTE FUNCTION notify_branch_row_change();

-- Every table a buyer read depends on (not the logs, sessions, throttles, tickets, idempotency
-- keys or mail queues). A table added later that buyers read needs the same trigger.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['purchasers', 'branches', 'accounts', 'system_parameters', 'web_hours', 'items', 'shippers', 'products',
    'receivings', 'web_items', 'web_item_bundle_prices', 'sales', 'reservations', 'negotiations', 'news_categories', 'news',
    'news_reads', 'web_news', 'links', 'schedules', 'calendar_notes']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()',
      t || '_data_changed', t);
  END LOOP;
END $$;
