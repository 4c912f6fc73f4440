-- A player's own leaderboard entry (of a day, or their best of all time) is read from this index alone: it holds every
-- column the answer shows, so the lookup touches one index page instead of the index plus a table page.
DROP INDEX IF EXISTS "crossword_scores_username_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crossword_scores_username_entry_idx" ON "crossword_scores" USING btree ("username","puzzle_date","score" DESC NULLS LAST,"completion_time","id","hints_used","mistakes_count");
--> statement-breakpoint
-- A player's own entry and the entries of the same score ranked ahead of it (faster, or as fast and stored earlier),
-- of one day or of all time. They are PL/pgSQL functions because PL/pgSQL prepares the plans of its statements once
-- per connection: planning these queries cost more than running them, on every leaderboard request.
CREATE FUNCTION "crossword_daily_entry"("entry_date" date, "entry_username" text)
RETURNS TABLE ("id" integer, "username" text, "completionTime" integer, "hintsUsed" integer, "mistakesCount" integer, "score" integer, "puzzleDate" text, "sameScoreAhead" integer)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT mine.*, (SELECT count(*) FROM "crossword_scores" s WHERE s."puzzle_date" = "entry_date" AND s."score" = mine."score"
                    AND (s."completion_time", s."id") < (mine."completion_time", mine."id"))::integer
  FROM (SELECT c."id", c."username", c."completion_time", c."hints_used"::integer, c."mistakes_count"::integer, c."score", c."puzzle_date"::text
        FROM "crossword_scores" c WHERE c."puzzle_date" = "entry_date" AND c."username" = "entry_username") AS mine;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "crossword_all_time_entry"("entry_username" text)
RETURNS TABLE ("id" integer, "username" text, "completionTime" integer, "hintsUsed" integer, "mistakesCount" integer, "score" integer, "puzzleDate" text, "sameScoreAhead" integer)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT mine.*, (SELECT count(*) FROM "crossword_scores" s WHERE s."score" = mine."score"
                    AND (s."completion_time", s."id") < (mine."completion_time", mine."id"))::integer
  FROM (SELECT c."id", c."username", c."completion_time", c."hints_used"::integer, c."mistakes_count"::integer, c."score", c."puzzle_date"::text
        FROM "crossword_scores" c WHERE c."username" = "entry_username"
        ORDER BY c."score" DESC NULLS LAST, c."completion_time" ASC, c."id" ASC LIMIT 1) AS mine;
END
$$;
