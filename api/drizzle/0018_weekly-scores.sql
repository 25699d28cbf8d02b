CREATE TABLE "team_weekly_scores" (
	"team_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"week" date NOT NULL,
	"best_a" double precision NOT NULL,
	"best_a_time" timestamp with time zone NOT NULL,
	"valid_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_weekly_scores_schedule_id_week_team_id_pk" PRIMARY KEY("schedule_id","week","team_id")
);
--> statement-breakpoint
ALTER TABLE "team_weekly_scores" ADD CONSTRAINT "team_weekly_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_weekly_scores" ADD CONSTRAINT "team_weekly_scores_schedule_id_competition_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."competition_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_weekly_scores_a_idx" ON "team_weekly_scores" USING btree ("schedule_id","week","best_a");--> statement-breakpoint
-- The weeks scored before this table: each team's best list A score per week (the earliest file that
-- reached it), by its competition's metric direction (log-loss, rmse and mae: lower is better).
INSERT INTO "team_weekly_scores" ("team_id", "schedule_id", "week", "best_a", "best_a_time", "valid_count")
SELECT DISTINCT ON (s.schedule_id, s.week, s.team_id)
  s.team_id, s.schedule_id, s.week, s.score_a, s.scored_at, count(*) OVER (PARTITION BY s.schedule_id, s.week, s.team_id)
FROM (
  SELECT *, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week
  FROM "submissions" WHERE status = 'scored' AND score_a IS NOT NULL AND scored_at IS NOT NULL
) s
JOIN "competitions" c ON c.id = s.competition_id
ORDER BY s.schedule_id, s.week, s.team_id,
  CASE WHEN c.metric IN ('log-loss', 'rmse', 'mae') THEN s.score_a END ASC NULLS LAST,
  CASE WHEN c.metric IS NULL OR c.metric NOT IN ('log-loss', 'rmse', 'mae') THEN s.score_a END DESC NULLS LAST,
  s.scored_at;
