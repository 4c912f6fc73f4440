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
-- A histogram (counts by position, from position 0) with `change` added at the position of `seconds`.
CREATE FUNCTION "crossword_solve_times_add"("times" integer[], "seconds" integer, "change" integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "position" integer := crossword_solve_time_bucket("seconds") + 1;
BEGIN
  IF "seconds" IS NULL THEN RETURN "times"; END IF;
  IF "position" > cardinality("times") THEN
    RETURN "times" || array_fill(0, ARRAY["position" - 1 - cardinality("times")]) || "change";
  END IF;
  "times"["position"] := "times"["position"] + "change";
  RETURN "times";
END
$$;
--> statement-breakpoint
-- Adds (change 1) or takes away (change -1) a session's start part and/or solve part, in its hour and its UTC day.
-- Taking away the fastest solve of a bucket looks up the bucket's new fastest among the sessions (solve-time index).
CREATE FUNCTION "crossword_session_counts_add"("s" "crossword_sessions", "change" integer, "started" boolean, "solved" boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "started" THEN
    INSERT INTO "crossword_session_counts" AS "c" ("granularity", "bucket", "bot", "sessions_started", "resets")
    SELECT "unit", date_trunc("unit", "s"."started_at", 'UTC'), "s"."bot", "change", "change" * "s"."resets" FROM unnest(ARRAY['day', 'hour']) AS "unit"
    ON CONFLICT ("granularity", "bucket", "bot") DO UPDATE SET "sessions_started" = "c"."sessions_started" + excluded."sessions_started",
      "resets" = "c"."resets" + excluded."resets";
  END IF;
  IF NOT "solved" OR "s"."solved_at" IS NULL THEN RETURN; END IF;
  INSERT INTO "crossword_session_counts" AS "c" ("granularity", "bucket", "bot", "completions", "hints", "mistakes", "ranked_solves", "practice_solves",
    "best_seconds", "solve_times")
  SELECT "unit", date_trunc("unit", "s"."solved_at", 'UTC'), "s"."bot", "change", "change" * "s"."total_hints", "change" * "s"."total_mistakes",
    CASE WHEN "s"."ranked" THEN "change" ELSE 0 END, CASE WHEN "s"."ranked" THEN 0 ELSE "change" END,
    CASE WHEN "change" > 0 THEN "s"."solve_seconds" END, crossword_solve_times_add('{}', "s"."solve_seconds", "change")
  FROM unnest(ARRAY['day', 'hour']) AS "unit"
  ON CONFLICT ("granularity", "bucket", "bot") DO UPDATE SET "completions" = "c"."completions" + excluded."completions",
    "hints" = "c"."hints" + excluded."hints", "mistakes" = "c"."mistakes" + excluded."mistakes",
    "ranked_solves" = "c"."ranked_solves" + excluded."ranked_solves", "practice_solves" = "c"."practice_solves" + excluded."practice_solves",
    "best_seconds" = least("c"."best_seconds", excluded."best_seconds"),
    "solve_times" = crossword_solve_times_add("c"."solve_times", "s"."solve_seconds", "change");
  IF "change" < 0 THEN
    UPDATE "crossword_session_counts" AS "c" SET "best_seconds" = (SELECT min("solve_seconds") FROM "crossword_sessions"
      WHERE "solved_at" >= "c"."bucket" AND "solved_at" < "c"."bucket" + ('1 ' || "c"."granularity")::interval AND "bot" = "c"."bot")
    WHERE ("c"."granularity", "c"."bucket") IN (('day', date_trunc('day', "s"."solved_at", 'UTC')), ('hour', date_trunc('hour', "s"."solved_at", 'UTC')))
      AND "c"."bot" = "s"."bot"
      AND "c"."best_seconds" >= "s"."solve_seconds";
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "crossword_sessions_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "started" boolean := TG_OP <> 'UPDATE' OR (OLD."started_at", OLD."bot", OLD."resets") IS DISTINCT FROM (NEW."started_at", NEW."bot", NEW."resets");
  "solved" boolean := TG_OP <> 'UPDATE' OR (OLD."solved_at", OLD."solve_seconds", OLD."bot", OLD."ranked", OLD."total_hints", OLD."total_mistakes")
    IS DISTINCT FROM (NEW."solved_at", NEW."solve_seconds", NEW."bot", NEW."ranked", NEW."total_hints", NEW."total_mistakes");
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM crossword_session_counts_add(OLD, -1, "started", "solved"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM crossword_session_counts_add(NEW, 1, "started", "solved"); END IF;
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
-- The update trigger fires only when a counted column changes (a reset or a solve), not for every hint, letter or clue.
CREATE TRIGGER "crossword_sessions_roll_up_inserts" AFTER INSERT OR DELETE ON "crossword_sessions"
  FOR EACH ROW EXECUTE FUNCTION "crossword_sessions_roll_up"();
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
-- Backfill: every stored session counted once, through the same function the trigger uses.
SELECT crossword_session_counts_add("s", 1, true, true) FROM "crossword_sessions" "s";
