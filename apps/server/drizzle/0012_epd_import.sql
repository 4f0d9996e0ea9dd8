-- Products imported from digital EPDs (issue #53, decision 028): what the EPD declares beyond the
-- typed fields. All null for a product typed in by hand; GWP columns are per product unit, kgCO2e.
ALTER TABLE "custom_product" ADD COLUMN "epd_format" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_source_id" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_standard" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_manufacturer" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_pcr" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_link" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_declared_unit" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_conversion" text;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "gwp_a4" double precision;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "gwp_a5" double precision;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "gwp_fossil" double precision;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "gwp_biogenic" double precision;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_published_on" date;--> statement-breakpoint
ALTER TABLE "custom_product" ADD COLUMN "epd_flags" jsonb;--> statement-breakpoint
ALTER TABLE "custom_product" ADD CONSTRAINT "custom_product_epd_format_check" CHECK ("custom_product"."epd_format" IS NULL OR "custom_product"."epd_format" IN ('ilcd-json', 'ilcd-xml', 'openepd'));--> statement-breakpoint
ALTER TABLE "custom_product" ADD CONSTRAINT "custom_product_epd_source_check" CHECK (("custom_product"."epd_format" IS NULL) = ("custom_product"."epd_source_id" IS NULL));
