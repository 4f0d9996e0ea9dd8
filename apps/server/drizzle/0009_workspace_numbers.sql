-- Snapshot numbers count within their workspace, #1, #2, #3 (docs/decisions/023-workspace-snapshot-numbers.md).
-- The identity column that numbered every snapshot across the product becomes the snapshot's serial:
-- its internal key, still drawn before the content hash so the hash covers it. The number people see
-- is given at insert by a trigger, from one counter row per workspace, in the inserting transaction:
-- a rolled-back insert gives its number back, so the numbers of a workspace have no gap but a deleted
-- snapshot. Existing snapshots keep the number they had (their serial), so every link, share, export
-- and hash of theirs stays as it was; their workspace counts on from its highest.
ALTER TABLE "snapshot" RENAME COLUMN "number" TO "serial";--> statement-breakpoint
ALTER TABLE "snapshot" ADD COLUMN "number" integer;--> statement-breakpoint
-- 1: the content hash covers the serial under the name "number" (before this migration); 2: it covers
-- "serial", and the number is bound by the record.
ALTER TABLE "snapshot" ADD COLUMN "hash_version" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshot" DISABLE TRIGGER "snapshot_immutable";--> statement-breakpoint
UPDATE "snapshot" SET "number" = "serial", "hash_version" = 1;--> statement-breakpoint
ALTER TABLE "snapshot" ENABLE TRIGGER "snapshot_immutable";--> statement-breakpoint
ALTER TABLE "snapshot" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "snapshot_workspace_number_idx" ON "snapshot" USING btree ((coalesce('org:' || "organisation_id", 'user:' || "owner_id")), "number");--> statement-breakpoint
ALTER TABLE "share_link" RENAME COLUMN "snapshot_number" TO "snapshot_serial";--> statement-breakpoint
ALTER TABLE "deleted_snapshot" RENAME COLUMN "number" TO "serial";--> statement-breakpoint
ALTER TABLE "deleted_snapshot" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "deleted_snapshot" SET "number" = "serial";--> statement-breakpoint
ALTER TABLE "deleted_snapshot" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "snapshot_counter" (
	"workspace" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "snapshot_counter" ("workspace", "last_number")
  SELECT "workspace", max("number") FROM (
    SELECT coalesce('org:' || "organisation_id", 'user:' || "owner_id") AS "workspace", "number" FROM "snapshot"
    UNION ALL
    SELECT coalesce('org:' || "organisation_id", 'user:' || "owner_id"), "number" FROM "deleted_snapshot"
  ) AS "given"
  GROUP BY "workspace";--> statement-breakpoint
CREATE OR REPLACE FUNCTION snapshot_number_in_workspace() RETURNS trigger AS $$
DECLARE
  key text := coalesce('org:' || NEW.organisation_id, 'user:' || NEW.owner_id);
BEGIN
  IF NEW.number IS NULL THEN
    INSERT INTO snapshot_counter AS c (workspace, last_number) VALUES (key, 1)
      ON CONFLICT (workspace) DO UPDATE SET last_number = c.last_number + 1
      RETURNING c.last_number INTO NEW.number;
  ELSE
    -- A row copied with its number (a restore, a move to PostgreSQL): the counter goes past it.
    INSERT INTO snapshot_counter AS c (workspace, last_number) VALUES (key, NEW.number)
      ON CONFLICT (workspace) DO UPDATE SET last_number = greatest(c.last_number, NEW.number);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER snapshot_number BEFORE INSERT ON "snapshot"
  FOR EACH ROW EXECUTE FUNCTION snapshot_number_in_workspace();
