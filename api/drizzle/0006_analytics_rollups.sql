-- Analytics for any date range without scanning the event log: every insert into analytics_events updates, in the
-- same transaction, per-hour and per-UTC-day counters (events, moods), one row per quiz run (quiz_runs, followed by
-- the run's quizSessionId) and per-hour and per-day funnel and drop-off counters derived from the runs. Hour buckets
-- answer the last-24-hours range; day buckets every longer one. Each counter row is keyed by its bucket's start.
ALTER TABLE "analytics_events" ADD COLUMN "bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "resets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "crossword_sessions_started_idx" ON "crossword_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "crossword_sessions_solved_idx" ON "crossword_sessions" USING btree ("solved_at") WHERE "solved_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "analytics_event_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"bot" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_hours_pk" PRIMARY KEY("bucket","event","bot")
);--> statement-breakpoint
CREATE TABLE "analytics_event_days" (LIKE "analytics_event_hours" INCLUDING DEFAULTS, CONSTRAINT "analytics_event_days_pk" PRIMARY KEY("bucket","event","bot"));--> statement-breakpoint
CREATE TABLE "analytics_mood_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"quiz_mode" text NOT NULL,
	"mood" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_mood_hours_pk" PRIMARY KEY("bucket","bot","quiz_mode","mood")
);--> statement-breakpoint
CREATE TABLE "analytics_mood_days" (LIKE "analytics_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "analytics_mood_days_pk" PRIMARY KEY("bucket","bot","quiz_mode","mood"));--> statement-breakpoint
-- Moods per question: one row per bucket, bot flag and question with a column per mood (five times fewer rows than
-- one per mood), for the hardest questions and the drop-off's mood mix.
CREATE TABLE "analytics_question_mood_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"question_id" integer NOT NULL,
	"excited" integer DEFAULT 0 NOT NULL,
	"curious" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"confused" integer DEFAULT 0 NOT NULL,
	"stressed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_question_mood_hours_pk" PRIMARY KEY("bucket","bot","question_id")
);--> statement-breakpoint
CREATE TABLE "analytics_question_mood_days" (LIKE "analytics_question_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "analytics_question_mood_days_pk" PRIMARY KEY("bucket","bot","question_id"));--> statement-breakpoint
CREATE TABLE "quiz_runs" (
	"quiz_session_id" text PRIMARY KEY NOT NULL,
	"bot" boolean NOT NULL,
	"quiz_mode" text,
	"started_at" timestamp with time zone NOT NULL,
	"guide_viewed" boolean NOT NULL,
	"first_answer" boolean NOT NULL,
	"half_way" boolean NOT NULL,
	"results_viewed" boolean NOT NULL,
	"badge_generated" boolean NOT NULL,
	"shared" boolean NOT NULL,
	"last_question_index" smallint,
	"last_question_id" integer
);--> statement-breakpoint
CREATE INDEX "quiz_runs_started_idx" ON "quiz_runs" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "quiz_funnel_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"quiz_mode" text NOT NULL,
	"step" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_funnel_hours_pk" PRIMARY KEY("bucket","bot","quiz_mode","step")
);--> statement-breakpoint
CREATE TABLE "quiz_funnel_days" (LIKE "quiz_funnel_hours" INCLUDING DEFAULTS, CONSTRAINT "quiz_funnel_days_pk" PRIMARY KEY("bucket","bot","quiz_mode","step"));--> statement-breakpoint
CREATE TABLE "quiz_drop_off_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"question_index" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_drop_off_hours_pk" PRIMARY KEY("bucket","bot","question_index","question_id")
);--> statement-breakpoint
CREATE TABLE "quiz_drop_off_days" (LIKE "quiz_drop_off_hours" INCLUDING DEFAULTS, CONSTRAINT "quiz_drop_off_days_pk" PRIMARY KEY("bucket","bot","question_index","question_id"));--> statement-breakpoint
-- One statement-level trigger per INSERT: a group-committed batch costs one grouped upsert per counter table, rows
-- taken in key order so concurrent batches cannot deadlock. A run's funnel and drop-off contribution is computed
-- from its state before and after the batch, and only the difference is applied, so a run that moves on (a later
-- question, its results, a quiz mode learnt late) is counted once, on the hour and day it started.
CREATE FUNCTION "analytics_events_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_event_hours" ("bucket", "event", "bot", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "event", "bot", count(*)::int FROM "new_events" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "event", "bot") DO UPDATE SET "count" = "analytics_event_hours"."count" + excluded."count";

  INSERT INTO "analytics_event_days" ("bucket", "event", "bot", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "event", "bot", count(*)::int FROM "new_events" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "event", "bot") DO UPDATE SET "count" = "analytics_event_days"."count" + excluded."count";

  INSERT INTO "analytics_mood_hours" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "data"->>'quizMode', "data"->>'mood', count(*)::int
  FROM "new_events" WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "analytics_mood_hours"."count" + excluded."count";

  INSERT INTO "analytics_question_mood_hours" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", ("data"->>'questionId')::int,
    count(*) FILTER (WHERE "data"->>'mood' = 'excited'), count(*) FILTER (WHERE "data"->>'mood' = 'curious'),
    count(*) FILTER (WHERE "data"->>'mood' = 'neutral'), count(*) FILTER (WHERE "data"->>'mood' = 'confused'),
    count(*) FILTER (WHERE "data"->>'mood' = 'stressed')
  FROM "new_events" WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "analytics_question_mood_hours"."excited" + excluded."excited",
    "curious" = "analytics_question_mood_hours"."curious" + excluded."curious", "neutral" = "analytics_question_mood_hours"."neutral" + excluded."neutral",
    "confused" = "analytics_question_mood_hours"."confused" + excluded."confused", "stressed" = "analytics_question_mood_hours"."stressed" + excluded."stressed";

  INSERT INTO "analytics_mood_days" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "data"->>'quizMode', "data"->>'mood', count(*)::int
  FROM "new_events" WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "analytics_mood_days"."count" + excluded."count";

  INSERT INTO "analytics_question_mood_days" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", ("data"->>'questionId')::int,
    count(*) FILTER (WHERE "data"->>'mood' = 'excited'), count(*) FILTER (WHERE "data"->>'mood' = 'curious'),
    count(*) FILTER (WHERE "data"->>'mood' = 'neutral'), count(*) FILTER (WHERE "data"->>'mood' = 'confused'),
    count(*) FILTER (WHERE "data"->>'mood' = 'stressed')
  FROM "new_events" WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "analytics_question_mood_days"."excited" + excluded."excited",
    "curious" = "analytics_question_mood_days"."curious" + excluded."curious", "neutral" = "analytics_question_mood_days"."neutral" + excluded."neutral",
    "confused" = "analytics_question_mood_days"."confused" + excluded."confused", "stressed" = "analytics_question_mood_days"."stressed" + excluded."stressed";

  WITH "batch" AS (
    SELECT "data"->>'quizSessionId' AS "id", bool_or("bot") AS "bot", min("created_at") AS "first_at",
      (array_agg("data"->>'quizMode' ORDER BY "id" DESC) FILTER (WHERE "data" ? 'quizMode'))[1] AS "quiz_mode",
      bool_or("event" = 'guide_viewed') AS "guide_viewed",
      bool_or("event" = 'question_answered') AS "first_answer",
      bool_or("event" = 'question_answered' AND (("data"->>'questionIndex')::int + 1) * 2 >= ("data"->>'totalQuestions')::int) AS "half_way",
      bool_or("event" = 'results_viewed') AS "results_viewed",
      bool_or("event" IN ('badge_generated', 'download_badge')) AS "badge_generated",
      bool_or("event" IN ('results_shared', 'shared_to_facebook', 'shared_to_twitter', 'shared_to_linkedin', 'link_copied')) AS "shared",
      max(("data"->>'questionIndex')::int) FILTER (WHERE "event" = 'question_answered') AS "last_index",
      (array_agg(("data"->>'questionId')::int ORDER BY ("data"->>'questionIndex')::int DESC, "id" DESC)
        FILTER (WHERE "event" = 'question_answered'))[1] AS "last_question_id"
    FROM "new_events" WHERE "data" ? 'quizSessionId' GROUP BY 1
  ), "old" AS (
    SELECT "r".* FROM "quiz_runs" "r" JOIN "batch" "b" ON "r"."quiz_session_id" = "b"."id" ORDER BY "r"."quiz_session_id" FOR UPDATE OF "r"
  ), "merged" AS (
    SELECT "b"."id" AS "quiz_session_id",
      coalesce("o"."bot", false) OR "b"."bot" AS "bot",
      coalesce("b"."quiz_mode", "o"."quiz_mode") AS "quiz_mode",
      least("o"."started_at", "b"."first_at") AS "started_at",
      coalesce("o"."guide_viewed", false) OR "b"."guide_viewed" AS "guide_viewed",
      coalesce("o"."first_answer", false) OR "b"."first_answer" AS "first_answer",
      coalesce("o"."half_way", false) OR "b"."half_way" AS "half_way",
      coalesce("o"."results_viewed", false) OR "b"."results_viewed" AS "results_viewed",
      coalesce("o"."badge_generated", false) OR "b"."badge_generated" AS "badge_generated",
      coalesce("o"."shared", false) OR "b"."shared" AS "shared",
      greatest("o"."last_question_index", "b"."last_index")::smallint AS "last_question_index",
      CASE WHEN "b"."last_index" IS NOT NULL AND ("o"."last_question_index" IS NULL OR "b"."last_index" >= "o"."last_question_index")
        THEN "b"."last_question_id" ELSE "o"."last_question_id" END AS "last_question_id"
    FROM "batch" "b" LEFT JOIN "old" "o" ON "o"."quiz_session_id" = "b"."id"
  ), "saved" AS (
    INSERT INTO "quiz_runs" SELECT * FROM "merged" ORDER BY "quiz_session_id"
    ON CONFLICT ("quiz_session_id") DO UPDATE SET "bot" = excluded."bot", "quiz_mode" = excluded."quiz_mode", "started_at" = excluded."started_at",
      "guide_viewed" = excluded."guide_viewed", "first_answer" = excluded."first_answer", "half_way" = excluded."half_way",
      "results_viewed" = excluded."results_viewed", "badge_generated" = excluded."badge_generated", "shared" = excluded."shared",
      "last_question_index" = excluded."last_question_index", "last_question_id" = excluded."last_question_id"
    RETURNING 1
  ), "states" AS (
    SELECT 1 AS "sign", "m".* FROM "merged" "m" UNION ALL SELECT -1 AS "sign", "o".* FROM "old" "o"
  ), "funnel" AS (
    SELECT date_trunc('hour', "s"."started_at", 'UTC') AS "hour", date_trunc('day', "s"."started_at", 'UTC') AS "day", "s"."bot",
      coalesce("s"."quiz_mode", '') AS "quiz_mode", "step"."name" AS "step", sum("s"."sign")::int AS "runs"
    FROM "states" "s" CROSS JOIN LATERAL (VALUES ('guide_viewed', "s"."guide_viewed"), ('first_answer', "s"."first_answer"),
      ('half_way', "s"."half_way"), ('results_viewed', "s"."results_viewed"), ('badge_generated', "s"."badge_generated"),
      ('shared', "s"."shared")) AS "step"("name", "reached")
    WHERE "step"."reached" GROUP BY 1, 2, 3, 4, 5 HAVING sum("s"."sign") <> 0
  ), "drop_off" AS (
    SELECT date_trunc('hour', "s"."started_at", 'UTC') AS "hour", date_trunc('day', "s"."started_at", 'UTC') AS "day", "s"."bot",
      "s"."last_question_index" AS "question_index", "s"."last_question_id" AS "question_id", sum("s"."sign")::int AS "runs"
    FROM "states" "s" WHERE "s"."first_answer" AND NOT "s"."results_viewed" AND "s"."last_question_id" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("s"."sign") <> 0
  ), "funnel_hours" AS (
    INSERT INTO "quiz_funnel_hours" ("bucket", "bot", "quiz_mode", "step", "runs")
    SELECT "hour", "bot", "quiz_mode", "step", sum("runs") FROM "funnel" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("bucket", "bot", "quiz_mode", "step") DO UPDATE SET "runs" = "quiz_funnel_hours"."runs" + excluded."runs"
    RETURNING 1
  ), "funnel_days" AS (
    INSERT INTO "quiz_funnel_days" ("bucket", "bot", "quiz_mode", "step", "runs")
    SELECT "day", "bot", "quiz_mode", "step", sum("runs") FROM "funnel" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("bucket", "bot", "quiz_mode", "step") DO UPDATE SET "runs" = "quiz_funnel_days"."runs" + excluded."runs"
    RETURNING 1
  ), "drop_off_hours" AS (
    INSERT INTO "quiz_drop_off_hours" ("bucket", "bot", "question_index", "question_id", "runs")
    SELECT "hour", "bot", "question_index", "question_id", sum("runs") FROM "drop_off" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("bucket", "bot", "question_index", "question_id") DO UPDATE SET "runs" = "quiz_drop_off_hours"."runs" + excluded."runs"
    RETURNING 1
  )
  INSERT INTO "quiz_drop_off_days" ("bucket", "bot", "question_index", "question_id", "runs")
  SELECT "day", "bot", "question_index", "question_id", sum("runs") FROM "drop_off" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "question_index", "question_id") DO UPDATE SET "runs" = "quiz_drop_off_days"."runs" + excluded."runs";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_events_clear_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "analytics_event_hours", "analytics_event_days", "analytics_mood_hours", "analytics_mood_days",
    "analytics_question_mood_hours", "analytics_question_mood_days", "quiz_runs",
    "quiz_funnel_hours", "quiz_funnel_days", "quiz_drop_off_hours", "quiz_drop_off_days";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_roll_up_inserts" AFTER INSERT ON "analytics_events"
  REFERENCING NEW TABLE AS "new_events" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_events_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "analytics_events_clear_rollups_on_truncate" AFTER TRUNCATE ON "analytics_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_events_clear_rollups"();
--> statement-breakpoint
-- Backfill: the stored events go through the trigger once, in id order (ids kept). Events stored before the bot flag
-- existed are flagged by a coarse user-agent pattern; new events are flagged by the API with the isbot library.
CREATE TEMPORARY TABLE "analytics_events_backfill" AS SELECT * FROM "analytics_events";--> statement-breakpoint
TRUNCATE "analytics_events";--> statement-breakpoint
INSERT INTO "analytics_events" ("id", "event", "data", "user_agent", "region", "created_at", "bot")
SELECT "id", "event", "data", "user_agent", "region", "created_at",
  coalesce("user_agent" ~* '(bot|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|curl|wget|python|java/|go-http|node|undici|axios|okhttp)', false)
FROM "analytics_events_backfill" ORDER BY "id";--> statement-breakpoint
DROP TABLE "analytics_events_backfill";
--> statement-breakpoint
-- Events are appended in time order, so a block-range index finds a date range's first and last ids (the CSV export
-- then pages through the primary key) at almost no cost per insert.
CREATE INDEX "analytics_events_created_brin_idx" ON "analytics_events" USING brin ("created_at");
