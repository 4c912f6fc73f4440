-- One source for moods: the Mood tab and the drop-off's mood mix count the moods stored by POST /api/mood (the moods
-- table), through counters of their own kept by triggers on moods: mood_hours / mood_days (per bucket, bot flag,
-- quiz mode and mood) and question_mood_hours / question_mood_days (per bucket, bot flag and question, a column per
-- mood), laid out as the event-fed analytics_mood_* tables. mood_tracked stays an analytics event only; the
-- analytics_mood_* tables it still feeds are no longer read. Mood rows get a bot flag (set by the API from the
-- request's user agent, as events are), so the ranges and the bot filter apply to them as to events.
ALTER TABLE "moods" ADD COLUMN "bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "mood_hours" (LIKE "analytics_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "mood_hours_pk" PRIMARY KEY("bucket","bot","quiz_mode","mood"));--> statement-breakpoint
CREATE TABLE "mood_days" (LIKE "analytics_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "mood_days_pk" PRIMARY KEY("bucket","bot","quiz_mode","mood"));--> statement-breakpoint
CREATE TABLE "question_mood_hours" (LIKE "analytics_question_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "question_mood_hours_pk" PRIMARY KEY("bucket","bot","question_id"));--> statement-breakpoint
CREATE TABLE "question_mood_days" (LIKE "analytics_question_mood_hours" INCLUDING DEFAULTS, CONSTRAINT "question_mood_days_pk" PRIMARY KEY("bucket","bot","question_id"));--> statement-breakpoint
-- A statement-level trigger per INSERT into moods: one grouped upsert per counter table for a group-committed batch,
-- rows taken in key order so concurrent batches cannot deadlock.
CREATE FUNCTION "moods_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mood_hours" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "quiz_mode", "mood", count(*)::int
  FROM "new_moods" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "mood_hours"."count" + excluded."count";

  INSERT INTO "question_mood_hours" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "question_id",
    count(*) FILTER (WHERE "mood" = 'excited'), count(*) FILTER (WHERE "mood" = 'curious'),
    count(*) FILTER (WHERE "mood" = 'neutral'), count(*) FILTER (WHERE "mood" = 'confused'),
    count(*) FILTER (WHERE "mood" = 'stressed')
  FROM "new_moods" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "question_mood_hours"."excited" + excluded."excited",
    "curious" = "question_mood_hours"."curious" + excluded."curious", "neutral" = "question_mood_hours"."neutral" + excluded."neutral",
    "confused" = "question_mood_hours"."confused" + excluded."confused", "stressed" = "question_mood_hours"."stressed" + excluded."stressed";

  INSERT INTO "mood_days" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "quiz_mode", "mood", count(*)::int
  FROM "new_moods" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "mood_days"."count" + excluded."count";

  INSERT INTO "question_mood_days" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "question_id",
    count(*) FILTER (WHERE "mood" = 'excited'), count(*) FILTER (WHERE "mood" = 'curious'),
    count(*) FILTER (WHERE "mood" = 'neutral'), count(*) FILTER (WHERE "mood" = 'confused'),
    count(*) FILTER (WHERE "mood" = 'stressed')
  FROM "new_moods" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "question_mood_days"."excited" + excluded."excited",
    "curious" = "question_mood_days"."curious" + excluded."curious", "neutral" = "question_mood_days"."neutral" + excluded."neutral",
    "confused" = "question_mood_days"."confused" + excluded."confused", "stressed" = "question_mood_days"."stressed" + excluded."stressed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "moods_clear_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "mood_hours", "mood_days", "question_mood_hours", "question_mood_days";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "moods_roll_up_inserts" AFTER INSERT ON "moods"
  REFERENCING NEW TABLE AS "new_moods" FOR EACH STATEMENT EXECUTE FUNCTION "moods_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "moods_clear_rollups_on_truncate" AFTER TRUNCATE ON "moods"
  FOR EACH STATEMENT EXECUTE FUNCTION "moods_clear_rollups"();
--> statement-breakpoint
-- The moods stored so far.
CREATE FUNCTION "moods_backfill_roll_up"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mood_hours" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "quiz_mode", "mood", count(*)::int
  FROM "moods" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "mood_hours"."count" + excluded."count";

  INSERT INTO "question_mood_hours" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('hour', "created_at", 'UTC'), "bot", "question_id",
    count(*) FILTER (WHERE "mood" = 'excited'), count(*) FILTER (WHERE "mood" = 'curious'),
    count(*) FILTER (WHERE "mood" = 'neutral'), count(*) FILTER (WHERE "mood" = 'confused'),
    count(*) FILTER (WHERE "mood" = 'stressed')
  FROM "moods" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "question_mood_hours"."excited" + excluded."excited",
    "curious" = "question_mood_hours"."curious" + excluded."curious", "neutral" = "question_mood_hours"."neutral" + excluded."neutral",
    "confused" = "question_mood_hours"."confused" + excluded."confused", "stressed" = "question_mood_hours"."stressed" + excluded."stressed";

  INSERT INTO "mood_days" ("bucket", "bot", "quiz_mode", "mood", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "quiz_mode", "mood", count(*)::int
  FROM "moods" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("bucket", "bot", "quiz_mode", "mood") DO UPDATE SET "count" = "mood_days"."count" + excluded."count";

  INSERT INTO "question_mood_days" ("bucket", "bot", "question_id", "excited", "curious", "neutral", "confused", "stressed")
  SELECT date_trunc('day', "created_at", 'UTC'), "bot", "question_id",
    count(*) FILTER (WHERE "mood" = 'excited'), count(*) FILTER (WHERE "mood" = 'curious'),
    count(*) FILTER (WHERE "mood" = 'neutral'), count(*) FILTER (WHERE "mood" = 'confused'),
    count(*) FILTER (WHERE "mood" = 'stressed')
  FROM "moods" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "question_id") DO UPDATE SET "excited" = "question_mood_days"."excited" + excluded."excited",
    "curious" = "question_mood_days"."curious" + excluded."curious", "neutral" = "question_mood_days"."neutral" + excluded."neutral",
    "confused" = "question_mood_days"."confused" + excluded."confused", "stressed" = "question_mood_days"."stressed" + excluded."stressed";
END
$$;
--> statement-breakpoint
SELECT "moods_backfill_roll_up"();--> statement-breakpoint
DROP FUNCTION "moods_backfill_roll_up"();
