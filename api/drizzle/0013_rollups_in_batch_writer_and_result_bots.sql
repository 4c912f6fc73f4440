-- The analytics counters are no longer kept by a trigger on every insert into analytics_events: whoever writes events
-- calls analytics_roll_up_events with the rows it inserted, in the same transaction (the tracking batch writer does it
-- in the same statement as its insert), so a batch and its counters commit together or not at all. Same counters,
-- same rules as migration 0006; a batch without moods or quiz runs skips those statements.
DROP TRIGGER IF EXISTS "analytics_events_roll_up_inserts" ON "analytics_events";--> statement-breakpoint
DROP FUNCTION IF EXISTS "analytics_events_roll_up"();--> statement-breakpoint
CREATE FUNCTION "analytics_roll_up_events"("events" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "has_moods" boolean;
  "has_runs" boolean;
BEGIN
  IF "events" IS NULL OR jsonb_array_length("events") = 0 THEN RETURN; END IF;
  SELECT bool_or("event" = 'mood_tracked'), bool_or("data" ? 'quizSessionId') INTO "has_moods", "has_runs"
  FROM jsonb_to_recordset("events") AS "e"("event" text, "data" jsonb);
  INSERT INTO "analytics_event_hours" ("bucket", "event", "bot", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "event", "bot", count(*)::int FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "event", "bot") DO UPDATE SET "count" = "analytics_event_hours"."count" + excluded."count";

  INSERT INTO "analytics_event_days" ("bucket", "event", "bot", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "event", "bot", count(*)::int FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "event", "bot") DO UPDATE SET "count" = "analytics_event_days"."count" + excluded."count";

  IF "has_moods" THEN
  INSERT INTO "analytics_mood_hours" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "data"->>'quizMode', "data"->>'mood', count(*)::int
  FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "analytics_mood_hours"."count" + excluded."count";

  INSERT INTO "analytics_question_mood_hours" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", ("data"->>'questionId')::int,
    count(*) FILTER (WHERE "data"->>'mood' = 'excited'), count(*) FILTER (WHERE "data"->>'mood' = 'curious'),
    count(*) FILTER (WHERE "data"->>'mood' = 'neutral'), count(*) FILTER (WHERE "data"->>'mood' = 'confused'),
    count(*) FILTER (WHERE "data"->>'mood' = 'stressed')
  FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "analytics_question_mood_hours"."excited" + excluded."excited",
    "curious" = "analytics_question_mood_hours"."curious" + excluded."curious", "neutral" = "analytics_question_mood_hours"."neutral" + excluded."neutral",
    "confused" = "analytics_question_mood_hours"."confused" + excluded."confused", "stressed" = "analytics_question_mood_hours"."stressed" + excluded."stressed";

  INSERT INTO "analytics_mood_days" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "data"->>'quizMode', "data"->>'mood', count(*)::int
  FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "analytics_mood_days"."count" + excluded."count";

  INSERT INTO "analytics_question_mood_days" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", ("data"->>'questionId')::int,
    count(*) FILTER (WHERE "data"->>'mood' = 'excited'), count(*) FILTER (WHERE "data"->>'mood' = 'curious'),
    count(*) FILTER (WHERE "data"->>'mood' = 'neutral'), count(*) FILTER (WHERE "data"->>'mood' = 'confused'),
    count(*) FILTER (WHERE "data"->>'mood' = 'stressed')
  FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) WHERE "event" = 'mood_tracked' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "analytics_question_mood_days"."excited" + excluded."excited",
    "curious" = "analytics_question_mood_days"."curious" + excluded."curious", "neutral" = "analytics_question_mood_days"."neutral" + excluded."neutral",
    "confused" = "analytics_question_mood_days"."confused" + excluded."confused", "stressed" = "analytics_question_mood_days"."stressed" + excluded."stressed";

  END IF;

  IF NOT "has_runs" THEN RETURN; END IF;
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
    FROM jsonb_to_recordset("events") AS "new_events"("id" bigint, "event" text, "data" jsonb, "bot" boolean, "created_at" timestamp with time zone) WHERE "data" ? 'quizSessionId' GROUP BY 1
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
END
$$;--> statement-breakpoint
-- Stored quiz results carry the same bot flag as the events (the API's isbot check of the submitting user agent), so
-- every admin figure follows the bots switch. Results stored before the flag existed count as human.
ALTER TABLE "quiz_results" ADD COLUMN IF NOT EXISTS "is_bot" boolean DEFAULT false NOT NULL;
