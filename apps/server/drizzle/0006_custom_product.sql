CREATE TABLE "custom_product" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"epd_number" text NOT NULL,
	"programme_operator" text NOT NULL,
	"declared_unit" text NOT NULL,
	"gwp" double precision NOT NULL,
	"gwp_min" double precision,
	"gwp_max" double precision,
	"valid_until" date NOT NULL,
	"replaces" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_product" ADD CONSTRAINT "custom_product_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_product_owner_idx" ON "custom_product" USING btree ("owner_id");