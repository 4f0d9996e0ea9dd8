-- Every statement that writes a table the session guard and the workspace check read (who a session
-- is, its user, the user's active workspace, role and default dataset, API tokens) sends a notice on
-- the channel 'embodied_identity' when its transaction commits. A server on PostgreSQL listens there
-- and forgets what it remembered of those tables (apps/server/src/db/identity-notices.ts), whichever
-- server, tool or administrator made the change. One notice per statement (not per row); NOTIFY
-- folds the same notice sent twice in one transaction into one, and sends nothing on a rollback.
CREATE OR REPLACE FUNCTION embodied_identity_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('embodied_identity', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "api_token"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisation"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
--> statement-breakpoint
CREATE TRIGGER identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisation_member"
  FOR EACH STATEMENT EXECUTE FUNCTION embodied_identity_changed();
