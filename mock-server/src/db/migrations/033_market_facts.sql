-- Market events of committed rows come from the change feed, never from a writer's own call, so
-- no write path can leave a bell or an open list stale. These triggers tell on db_changes what
-- open pages must hear of (db/change-messages.ts, the 'fact' message), sent at commit with the
-- rest of the transaction's notifications; events/market-facts.ts hands each fact to the area
-- that words it as market events (events/market-events.ts).
--   'fact:request:<id>:<status>'   a purchase request was sent (承認待ち) or decided (承認済, 却下, 期限切れ)
--   'fact:negotiation:<no>'        a branch asked for a negotiation
-- Every process hears every fact: an event stored with the fact's `source` is stored once,
-- whichever process stores it first.

ALTER TABLE market_events ADD COLUMN source text;
CREATE UNIQUE INDEX market_events_source_idx ON market_events (source) WHERE source IS NOT NULL;

CREATE FUNCTION fact_purchase_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'fact:request:' || NEW.id || ':' || NEW.status);
  RETURN NULL;
END $$;
CREATE TRIGGER purchase_requests_fact_inserted AFTER INSERT ON purchase_requests FOR EACH ROW EXECUTE FUNCTION fact_purchase_request();
CREATE TRIGGER purchase_requests_fact_decided AFTER UPDATE OF status ON purchase_requests FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fact_purchase_request();

CREATE FUNCTION fact_negotiation_asked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'fact:negotiation:' || NEW.negotiation_no);
  RETURN NULL;
END $$;
CREATE TRIGGER negotiations_fact_asked AFTER INSERT ON negotiations FOR EACH ROW EXECUTE FUNCTION fact_negotiation_asked();
