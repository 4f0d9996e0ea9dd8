CREATE TABLE "audit_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"invited_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_member" (
	"organisation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_member_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace" text NOT NULL,
	"organisation_id" text,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snapshot" DROP CONSTRAINT "snapshot_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "deleted_snapshot" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "active_organisation_id" text;--> statement-breakpoint
ALTER TABLE "snapshot" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_event_organisation_idx" ON "audit_event" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "invitation_organisation_idx" ON "invitation" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisation_member_user_idx" ON "organisation_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_workspace_name_idx" ON "project" USING btree ("workspace","name");--> statement-breakpoint
ALTER TABLE "deleted_snapshot" ADD CONSTRAINT "deleted_snapshot_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_active_organisation_id_organisation_id_fk" FOREIGN KEY ("active_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot" ADD CONSTRAINT "snapshot_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshot_organisation_created_idx" ON "snapshot" USING btree ("organisation_id","created_at");--> statement-breakpoint
-- Every free-text project a user's snapshots carry becomes a project record of their personal
-- workspace (docs/decisions/018-teams.md): nothing changes in the snapshots themselves.
INSERT INTO "project" ("id", "workspace", "organisation_id", "name", "created_by", "created_at", "updated_at")
  SELECT gen_random_uuid()::text, 'user:' || s."owner_id", NULL, s."project", s."owner_id", min(s."created_at"), min(s."created_at")
  FROM "snapshot" s
  WHERE s."project" <> ''
  GROUP BY s."owner_id", s."project";
--> statement-breakpoint
-- The audit trail is a record: once written, nothing may change it.
CREATE OR REPLACE FUNCTION audit_event_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only: UPDATE of audit event % refused', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_event_immutable BEFORE UPDATE ON "audit_event"
  FOR EACH ROW EXECUTE FUNCTION audit_event_refuse_update();
