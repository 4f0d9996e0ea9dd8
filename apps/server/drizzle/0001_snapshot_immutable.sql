-- A carbon snapshot is the product's durable record: once written, nothing may change it.
-- (Deleting stays possible so that an account deletion removes everything that is the user's.)
CREATE OR REPLACE FUNCTION snapshot_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'carbon snapshots are immutable: UPDATE of snapshot % refused', OLD.number
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER snapshot_immutable BEFORE UPDATE ON "snapshot"
  FOR EACH ROW EXECUTE FUNCTION snapshot_refuse_update();
