-- Crossword figures for any date range without reading one row per session: per-hour and per-UTC-day counters kept by
-- a row trigger on crossword_sessions, whoever writes the sessions. A session counts as started (with its resets) in
-- the bucket of its start, and as solved (with its hints, mistakes, ranked or practice, time) in the bucket of its
-- solve. Solve times go into a histogram (solve_times) fine enough for the median: see crossword_solve_time_bucket.
CREATE TABLE "crossword_session_counts" (
	"granularity" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"sessions_started" integer DEFAULT 0 NOT NULL,
	"resets" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"hints" integer DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"ranked_solves" integer DEFAULT 0 NOT NULL,
	"practice_solves" integer DEFAULT 0 NOT NULL,
	"best_seconds" integer,
	"solve_times" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "crossword_session_counts_pk" PRIMARY KEY("granularity","bucket","bot")
);--> statement-breakpoint
-- The histogram position (0-based) of a solve time: one position per second below 100 s, then 50 per doubling (100 s
-- to 199 s in steps of 2 s, 200 s to 399 s in steps of 4 s, ...), so a position spans at most 2% of its lowest time.
-- The analytics reader turns a position back into its seconds (api/src/features/analytics/solve-times.ts).
CREATE FUNCTION "crossword_solve_time_bucket"("seconds" integer) RETURNS integer LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "doublings" integer;
BEGIN
  IF "seconds" < 100 THEN RETURN greatest("seconds", 0); END IF;
  "doublings" := width_bucket("seconds", ARRAY[100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 102400, 204800, 409600,
    819200, 1638400, 3276800, 6553600, 13107200, 26214400, 52428800, 104857600, 209715200, 419430400, 838860800]);
  RETURN 100 + 50 * ("doublings" - 1) + ("seconds" - (100 << ("doublings" - 1))) / (1 << "doublings");
END
$$;
--> statement-breakpoint
-- The histogram (counts by position, from position 0) of a list of solve times, each counted `change` times.
CREATE FUNCTION "crossword_solve_times_of"("times" integer[], "change" integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg("change" * coalesce("counted"."solves", 0) ORDER BY "slot"), '{}')
  FROM generate_series(0, (SELECT max(crossword_solve_time_bucket("t")) FROM unnest("times") AS "t")) AS "slot"
  LEFT JOIN (SELECT crossword_solve_time_bucket("t") AS "position", count(*)::integer AS "solves" FROM unnest("times") AS "t"
             WHERE "t" IS NOT NULL GROUP BY 1) AS "counted" ON "counted"."position" = "slot"
$$;
--> statement-breakpoint
-- Two histograms added position by position.
CREATE FUNCTION "crossword_solve_times_merge"("a" integer[], "b" integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(coalesce("a"["i"], 0) + coalesce("b"["i"], 0) ORDER BY "i"), '{}')
  FROM generate_series(1, greatest(cardinality("a"), cardinality("b"))) AS "i"
$$;
--> statement-breakpoint
-- Adds (change 1) or takes away (change -1) the start parts and/or solve parts of some sessions, in their hours and
-- UTC days: one grouped upsert, rows in key order, so a many-row insert touches each counter row once. Taking away
-- the fastest solve of a bucket looks up the bucket's new fastest among the sessions (solve-time index).
CREATE FUNCTION "crossword_session_counts_add"("sessions" "crossword_sessions"[], "change" integer, "started" boolean, "solved" boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "crossword_session_counts" AS "c" ("granularity", "bucket", "bot", "sessions_started", "resets", "completions", "hints", "mistakes",
    "ranked_solves", "practice_solves", "best_seconds", "solve_times")
  SELECT "unit", date_trunc("unit", "p"."at", 'UTC'), "p"."bot", "change" * count(*) FILTER (WHERE "p"."start"),
    "change" * coalesce(sum("p"."resets") FILTER (WHERE "p"."start"), 0), "change" * count(*) FILTER (WHERE NOT "p"."start"),
    "change" * coalesce(sum("p"."total_hints") FILTER (WHERE NOT "p"."start"), 0),
    "change" * coalesce(sum("p"."total_mistakes") FILTER (WHERE NOT "p"."start"), 0),
    "change" * count(*) FILTER (WHERE NOT "p"."start" AND "p"."ranked"), "change" * count(*) FILTER (WHERE NOT "p"."start" AND NOT "p"."ranked"),
    CASE WHEN "change" > 0 THEN min("p"."solve_seconds") FILTER (WHERE NOT "p"."start") END,
    crossword_solve_times_of(array_agg("p"."solve_seconds") FILTER (WHERE NOT "p"."start"), "change")
  FROM (
    SELECT true AS "start", "s"."started_at" AS "at", "s"."bot", "s"."resets", "s"."total_hints", "s"."total_mistakes", "s"."ranked", "s"."solve_seconds"
    FROM unnest("sessions") AS "s" WHERE "started"
    UNION ALL
    SELECT false, "s"."solved_at", "s"."bot", "s"."resets", "s"."total_hints", "s"."total_mistakes", "s"."ranked", "s"."solve_seconds"
    FROM unnest("sessions") AS "s" WHERE "solved" AND "s"."solved_at" IS NOT NULL
  ) AS "p" CROSS JOIN unnest(ARRAY['day', 'hour']) AS "unit"
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("granularity", "bucket", "bot") DO UPDATE SET "sessions_started" = "c"."sessions_started" + excluded."sessions_started",
    "resets" = "c"."resets" + excluded."resets", "completions" = "c"."completions" + excluded."completions",
    "hints" = "c"."hints" + excluded."hints", "mistakes" = "c"."mistakes" + excluded."mistakes",
    "ranked_solves" = "c"."ranked_solves" + excluded."ranked_solves", "practice_solves" = "c"."practice_solves" + excluded."practice_solves",
    "best_seconds" = least("c"."best_seconds", excluded."best_seconds"),
    "solve_times" = CASE WHEN cardinality(excluded."solve_times") = 0 THEN "c"."solve_times"
      ELSE crossword_solve_times_merge("c"."solve_times", excluded."solve_times") END;
  IF "change" < 0 AND "solved" THEN
    UPDATE "crossword_session_counts" AS "c" SET "best_seconds" = (SELECT min("solve_seconds") FROM "crossword_sessions"
      WHERE "solved_at" >= "c"."bucket" AND "solved_at" < "c"."bucket" + ('1 ' || "c"."granularity")::interval AND "bot" = "c"."bot")
    FROM (SELECT "unit", date_trunc("unit", "s"."solved_at", 'UTC') AS "bucket", "s"."bot", min("s"."solve_seconds") AS "fastest"
          FROM unnest("sessions") AS "s" CROSS JOIN unnest(ARRAY['day', 'hour']) AS "unit" WHERE "s"."solved_at" IS NOT NULL GROUP BY 1, 2, 3) AS "gone"
    WHERE "c"."granularity" = "gone"."unit" AND "c"."bucket" = "gone"."bucket" AND "c"."bot" = "gone"."bot" AND "c"."best_seconds" >= "gone"."fastest";
  END IF;
END
$$;
--> statement-breakpoint
-- Inserts are counted per statement (a many-row insert at once); updates and deletes per row, updates only when a
-- counted column changed: a reset or a solve, not every hint, letter or clue.
CREATE FUNCTION "crossword_sessions_roll_up_inserts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crossword_session_counts_add(ARRAY(SELECT "n"::"crossword_sessions" FROM "new_sessions" AS "n"), 1, true, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "crossword_sessions_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "started" boolean := TG_OP = 'DELETE' OR (OLD."started_at", OLD."bot", OLD."resets") IS DISTINCT FROM (NEW."started_at", NEW."bot", NEW."resets");
  "solved" boolean := TG_OP = 'DELETE' OR (OLD."solved_at", OLD."solve_seconds", OLD."bot", OLD."ranked", OLD."total_hints", OLD."total_mistakes")
    IS DISTINCT FROM (NEW."solved_at", NEW."solve_seconds", NEW."bot", NEW."ranked", NEW."total_hints", NEW."total_mistakes");
BEGIN
  PERFORM crossword_session_counts_add(ARRAY[OLD], -1, "started", "solved");
  IF TG_OP = 'UPDATE' THEN PERFORM crossword_session_counts_add(ARRAY[NEW], 1, "started", "solved"); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "crossword_sessions_clear_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "crossword_session_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "crossword_sessions_roll_up_inserts" AFTER INSERT ON "crossword_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "crossword_sessions_roll_up_inserts"();
--> statement-breakpoint
CREATE TRIGGER "crossword_sessions_roll_up_deletes" AFTER DELETE ON "crossword_sessions" FOR EACH ROW EXECUTE FUNCTION "crossword_sessions_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "crossword_sessions_roll_up_updates" AFTER UPDATE ON "crossword_sessions" FOR EACH ROW
  WHEN ((OLD."started_at", OLD."bot", OLD."resets", OLD."ranked", OLD."solved_at", OLD."solve_seconds") IS DISTINCT FROM
        (NEW."started_at", NEW."bot", NEW."resets", NEW."ranked", NEW."solved_at", NEW."solve_seconds")
     OR (NEW."solved_at" IS NOT NULL AND (OLD."total_hints", OLD."total_mistakes") IS DISTINCT FROM (NEW."total_hints", NEW."total_mistakes")))
  EXECUTE FUNCTION "crossword_sessions_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "crossword_sessions_clear_rollups_on_truncate" AFTER TRUNCATE ON "crossword_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "crossword_sessions_clear_rollups"();
--> statement-breakpoint
-- Backfill: every stored session counted once, through the function the triggers use.
SELECT crossword_session_counts_add(ARRAY(SELECT "s" FROM "crossword_sessions" AS "s"), 1, true, true);
