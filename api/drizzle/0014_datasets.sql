CREATE TABLE "dataset_competitions" (
	"dataset_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	CONSTRAINT "dataset_competitions_dataset_id_competition_id_pk" PRIMARY KEY("dataset_id","competition_id")
);
--> statement-breakpoint
CREATE TABLE "dataset_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset_id" integer NOT NULL,
	"name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "datasets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"licence" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publisher_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasets_slug_unique" UNIQUE("slug"),
	CONSTRAINT "datasets_downloads_check" CHECK ("datasets"."downloads" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dataset_competitions" ADD CONSTRAINT "dataset_competitions_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_competitions" ADD CONSTRAINT "dataset_competitions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_downloads" ADD CONSTRAINT "dataset_downloads_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_downloads" ADD CONSTRAINT "dataset_downloads_file_id_dataset_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataset_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_downloads" ADD CONSTRAINT "dataset_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_files" ADD CONSTRAINT "dataset_files_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_competitions_competition_idx" ON "dataset_competitions" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "dataset_downloads_dataset_idx" ON "dataset_downloads" USING btree ("dataset_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "dataset_files_dataset_idx" ON "dataset_files" USING btree ("dataset_id","sort");--> statement-breakpoint
CREATE INDEX "datasets_publisher_idx" ON "datasets" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "datasets_created_idx" ON "datasets" USING btree ("created_at");