CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "visit_visitors" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "visit_visitors_day_path_fingerprint_pk" PRIMARY KEY("day","path","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "organiser_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organiser_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" integer NOT NULL,
	"organisation" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"organisation_type" text NOT NULL,
	"topic" text NOT NULL,
	"expected_dates" text NOT NULL,
	"budget" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organiser_applications" ADD CONSTRAINT "organiser_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_applications_applicant_idx" ON "organiser_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "organiser_applications_status_idx" ON "organiser_applications" USING btree ("status","created_at");