-- A user's NCC climate zone (issue #49, point 8): the starting zone of the slab and optimizer pages,
-- and the zone a calculation uses when its request names none. Null: none chosen (the product
-- default, zone 6, applies). Existing profiles have none.
ALTER TABLE "profile" ADD COLUMN "climate_zone" smallint;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_climate_zone_check" CHECK ("profile"."climate_zone" BETWEEN 1 AND 8);
