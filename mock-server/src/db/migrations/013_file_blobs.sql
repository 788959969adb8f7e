-- Uploaded files (product and receiving photos, news attachments) in the database, so
-- every server process on one PostgreSQL serves every file and a database backup holds them.
-- Keyed as the disk store is (`products/A001/1.jpg`); the bytes in chunks of at most 1 MB, so a
-- 20 MB file is written and read a chunk at a time (streamed), never as one 20 MB value.
-- Used with DATABASE_URL (FILE_STORE=database, the default there); PGlite keeps the disk store.

CREATE TABLE file_blobs (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE file_blob_chunks (
  key text NOT NULL REFERENCES file_blobs (key) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (key, seq)
);
