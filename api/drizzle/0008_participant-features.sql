CREATE TABLE "cheat_verdicts" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"reason" text NOT NULL,
	"flagged_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_code_shares" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "authentication_required" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "source_code_shares" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "source_code_shares" ADD COLUMN "stored_name" text;--> statement-breakpoint
ALTER TABLE "source_code_shares" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "cheat_appeals" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cheat_appeals" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "cheat_appeals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cheat_verdicts" ADD CONSTRAINT "cheat_verdicts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_verdicts" ADD CONSTRAINT "cheat_verdicts_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheat_verdicts_competition_idx" ON "cheat_verdicts" USING btree ("competition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_code_shares_team_idx" ON "source_code_shares" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "source_code_shares_competition_idx" ON "source_code_shares" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cheat_appeals_pending_idx" ON "cheat_appeals" USING btree ("team_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "cheat_appeals_team_idx" ON "cheat_appeals" USING btree ("team_id","created_at");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_authentication_required_check" CHECK ("competitions"."authentication_required" in ('none', 'signup', 'submission'));--> statement-breakpoint
ALTER TABLE "source_code_shares" ADD CONSTRAINT "source_code_shares_link_or_file_check" CHECK (("source_code_shares"."url" is null) <> ("source_code_shares"."stored_name" is null));--> statement-breakpoint
ALTER TABLE "cheat_appeals" ADD CONSTRAINT "cheat_appeals_status_check" CHECK ("cheat_appeals"."status" in ('pending', 'accepted', 'rejected'));