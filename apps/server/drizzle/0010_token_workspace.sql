-- A personal API token acts in one workspace, chosen when it is made (issue #47; decision 013 amended):
-- before, it acted in whichever workspace the user's browser had last chosen. A token goes with its
-- organisation. Existing tokens keep the workspace they act in today: their user's active one.
ALTER TABLE "api_token" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "api_token" SET "organisation_id" = "profile"."active_organisation_id"
  FROM "profile"
  WHERE "profile"."user_id" = "api_token"."user_id"
    AND EXISTS (
      SELECT 1 FROM "organisation_member" m
      WHERE m.organisation_id = "profile"."active_organisation_id" AND m.user_id = "api_token"."user_id"
    );
