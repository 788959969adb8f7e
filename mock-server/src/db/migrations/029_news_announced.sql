-- Live market: a news saved with a later start said nothing when it went live. announced_at
-- is when buyers were told it is live: set by the save that makes it visible (which announces
-- it), cleared by one that hides it (suspended, moved later, ended); a sweep in each process
-- claims the news that went live by the clock alone (announced_at still null) and announces them
-- once (admin-news-mail/news-live-sweep.ts). Rows already here, and the sample's, count as told.
ALTER TABLE news ADD COLUMN announced_at timestamptz DEFAULT now();
