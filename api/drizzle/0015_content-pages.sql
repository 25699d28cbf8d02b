CREATE TABLE "editions" (
	"year" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"slug" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"organisation_zh" text DEFAULT '' NOT NULL,
	"organisation_en" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"bio_zh" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_section_slug_pk" PRIMARY KEY("section","slug")
);
--> statement-breakpoint
CREATE TABLE "special_items" (
	"special_name" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"image_url" text,
	"link_url" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "special_items_special_name_kind_slug_pk" PRIMARY KEY("special_name","kind","slug")
);
--> statement-breakpoint
ALTER TABLE "special_contests" ADD COLUMN "intro_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "special_contests" ADD COLUMN "intro_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "special_contests" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "special_contests" ADD COLUMN "competitions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "special_contests" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_items" ADD CONSTRAINT "special_items_special_name_special_contests_name_fk" FOREIGN KEY ("special_name") REFERENCES "public"."special_contests"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "experts_type_idx" ON "experts" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "site_pages_order_idx" ON "site_pages" USING btree ("section","position");--> statement-breakpoint
CREATE INDEX "special_items_order_idx" ON "special_items" USING btree ("special_name","kind","position");