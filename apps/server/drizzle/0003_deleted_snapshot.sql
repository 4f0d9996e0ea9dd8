CREATE TABLE "deleted_snapshot" (
	"number" integer PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_snapshot" ADD CONSTRAINT "deleted_snapshot_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_snapshot_owner_idx" ON "deleted_snapshot" USING btree ("owner_id");