CREATE TABLE "special_contests" (
	"name" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"footer_text_zh" text,
	"footer_text_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "special_contests" ("name", "title_zh", "title_en", "footer_text_zh", "footer_text_en") VALUES
  ('digital-government', '数字政府专题赛', 'Digital Government Special Contest', '数字政府专题赛由数字中国创新大赛组委会与福建省数字办联合主办', 'The Digital Government Special Contest is hosted by the DCIC organising committee and the Fujian digital office'),
  ('youth-robots', '青少年人工智能机器人专题赛', 'Youth AI Robots Special Contest', NULL, NULL)
ON CONFLICT ("name") DO NOTHING;
