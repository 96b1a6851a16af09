ALTER TABLE "compliance_reports" DROP CONSTRAINT "compliance_reports_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "compliance_reports" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD COLUMN "site_slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD COLUMN "site_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "compliance_reports" SET "site_slug" = "sites"."slug", "site_name" = "sites"."name" FROM "sites" WHERE "sites"."id" = "compliance_reports"."site_id";
