CREATE TABLE "participation_certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"competition_name" jsonb NOT NULL,
	"competition_end" timestamp with time zone NOT NULL,
	"team_name" text NOT NULL,
	"standing" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_certificates" ADD CONSTRAINT "participation_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participation_certificates_holder_idx" ON "participation_certificates" USING btree ("user_id","competition_id");