CREATE TABLE "enterprise_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accomplishments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_accomplishments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"get_time" date,
	"organization" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_accomplishments_kind_check" CHECK ("user_accomplishments"."kind" in ('article', 'project', 'prize', 'others'))
);
--> statement-breakpoint
CREATE TABLE "user_authentications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"auth_type" text NOT NULL,
	"status" text NOT NULL,
	"true_name" text NOT NULL,
	"id_number" text NOT NULL,
	"document_type" text NOT NULL,
	"document_key" text,
	"failure_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "user_authentications_status_check" CHECK ("user_authentications"."status" in ('awaiting-documents', 'reviewing', 'succeeded', 'failed')),
	CONSTRAINT "user_authentications_type_check" CHECK ("user_authentications"."auth_type" in ('mainland', 'overseas'))
);
--> statement-breakpoint
CREATE TABLE "user_dynamics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_dynamics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"edu_start_time" date NOT NULL,
	"edu_end_time" date,
	"major_name" text NOT NULL,
	"school_name" text NOT NULL,
	"degree_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"sponsor_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_sponsor_id_followed_id_pk" PRIMARY KEY("sponsor_id","followed_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."sponsor_id" <> "user_follows"."followed_id")
);
--> statement-breakpoint
CREATE TABLE "user_guide_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stu_info" jsonb,
	"tea_info" jsonb,
	"job_info" jsonb,
	"pro_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "user_private_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"show_competition" boolean DEFAULT true NOT NULL,
	"notice_audience" text DEFAULT 'everyone' NOT NULL,
	"show_education" boolean DEFAULT true NOT NULL,
	"show_career" boolean DEFAULT true NOT NULL,
	"show_email" boolean DEFAULT true NOT NULL,
	"receive_others_dynamics" boolean DEFAULT true NOT NULL,
	"receive_email" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"skill_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_works" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"work_start_time" date NOT NULL,
	"work_end_time" date,
	"job_name" text NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_applications" ADD CONSTRAINT "enterprise_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accomplishments" ADD CONSTRAINT "user_accomplishments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_authentications" ADD CONSTRAINT "user_authentications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dynamics" ADD CONSTRAINT "user_dynamics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_educations" ADD CONSTRAINT "user_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guide_info" ADD CONSTRAINT "user_guide_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_private_settings" ADD CONSTRAINT "user_private_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_works" ADD CONSTRAINT "user_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_applications_user_idx" ON "enterprise_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_accomplishments_user_idx" ON "user_accomplishments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_dynamics_user_idx" ON "user_dynamics" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_educations_user_idx" ON "user_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_follows_followed_idx" ON "user_follows" USING btree ("followed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_skills_user_name_unique" ON "user_skills" USING btree ("user_id","skill_name");--> statement-breakpoint
CREATE INDEX "user_skills_user_idx" ON "user_skills" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_works_user_idx" ON "user_works" USING btree ("user_id");