-- Two more facts of migration 033's kind (db_changes 'fact', events/market-facts.ts):
--   'fact:hours:<transaction id>'  the web hours were saved (every buyer's listing refetches them;
--                                  the transaction id tells one save from the next)
--   'fact:mail:<mail_no>'          a mail's deliveries are all done (the administrators' bells)

CREATE FUNCTION fact_hours_saved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'fact:hours:' || txid_current());
  RETURN NULL;
END $$;
CREATE TRIGGER web_hours_fact_saved AFTER INSERT OR UPDATE ON web_hours FOR EACH ROW EXECUTE FUNCTION fact_hours_saved();

CREATE FUNCTION fact_mail_done() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('db_changes', 'fact:mail:' || NEW.mail_no);
  RETURN NULL;
END $$;
CREATE TRIGGER mails_fact_done AFTER UPDATE OF mail_send_date ON mails FOR EACH ROW
  WHEN (OLD.mail_send_date IS NULL AND NEW.mail_send_date IS NOT NULL) EXECUTE FUNCTION fact_mail_done();
