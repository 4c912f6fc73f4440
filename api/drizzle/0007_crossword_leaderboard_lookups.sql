-- A player's own leaderboard entry (of a day, or their best of all time) is read from this index alone: it holds every
-- column the answer shows, so the lookup touches one index page instead of the index plus a table page.
DROP INDEX IF EXISTS "crossword_scores_username_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crossword_scores_username_entry_idx" ON "crossword_scores" USING btree ("username","puzzle_date","score" DESC NULLS LAST,"completion_time","id","hints_used","mistakes_count");
