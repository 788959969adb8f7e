-- One more fact of migration 033's kind (db_changes 'fact', events/market-facts.ts):
--   'fact:ticker:<id>:<action>:<transaction id>'  a line of the /web ticker was added, changed,
--   suspended (saved with 休止) or deleted; every buyer's /web reloads its ticker.

CREATE FUNCTION fact_ticker_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('db_changes', 'fact:ticker:' || OLD.id || ':deleted:' || txid_current());
  ELSE
    PERFORM pg_notify('db_changes', 'fact:ticker:' || NEW.id || ':'
      || CASE WHEN NEW.suspend_flg THEN 'suspended' WHEN TG_OP = 'INSERT' THEN 'added' ELSE 'changed' END
      || ':' || txid_current());
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER web_news_fact_changed AFTER INSERT OR UPDATE OR DELETE ON web_news FOR EACH ROW EXECUTE FUNCTION fact_ticker_changed();
