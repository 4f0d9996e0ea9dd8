-- Model take-offs (issue #52, docs/decisions/027-ifc-takeoff.md): an uploaded IFC model's measured
-- quantities per workspace ("user:<id>" or "org:<id>", as projects), and what each workspace maps a
-- model's wall types, slab and roof materials and window frames to, remembered for the next model.
CREATE TABLE "takeoff" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace" text NOT NULL,
	"organisation_id" text,
	"created_by" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takeoff_mapping" (
	"workspace" text NOT NULL,
	"organisation_id" text,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takeoff_mapping_workspace_kind_source_pk" PRIMARY KEY("workspace","kind","source")
);
--> statement-breakpoint
ALTER TABLE "takeoff" ADD CONSTRAINT "takeoff_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeoff_mapping" ADD CONSTRAINT "takeoff_mapping_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "takeoff_workspace_idx" ON "takeoff" USING btree ("workspace","created_at");
