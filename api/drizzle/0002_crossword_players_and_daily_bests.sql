ALTER TABLE "crossword_sessions" ADD COLUMN "player_id" uuid;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "ranked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "practice_reason" text;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "solved_clue_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "revealed_cells" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "solved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ADD COLUMN "solve_seconds" integer;--> statement-breakpoint
CREATE TABLE "crossword_player_days" (
	"player_id" uuid NOT NULL,
	"puzzle_date" date NOT NULL,
	"solved_session_id" uuid,
	"on_day" boolean,
	"completion_time" integer,
	"clean" boolean,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crossword_player_days_player_id_puzzle_date_pk" PRIMARY KEY("player_id","puzzle_date")
);
--> statement-breakpoint
CREATE TABLE "crossword_address_days" (
	"puzzle_date" date NOT NULL,
	"address_hash" text NOT NULL,
	"ranked_sessions" integer DEFAULT 0 NOT NULL,
	"wrong_guesses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crossword_address_days_puzzle_date_address_hash_pk" PRIMARY KEY("puzzle_date","address_hash")
);
--> statement-breakpoint
-- The leaderboard keeps one entry per username and day, its best: the other entries of a stored database go (best =
-- higher score, then faster, then stored first), and the histogram is counted again from what stays.
DELETE FROM "crossword_scores" AS "worse" USING "crossword_scores" AS "better"
WHERE "better"."puzzle_date" = "worse"."puzzle_date" AND "better"."username" = "worse"."username"
  AND ("better"."score" > "worse"."score"
       OR ("better"."score" = "worse"."score" AND ("better"."completion_time", "better"."id") < ("worse"."completion_time", "worse"."id")));--> statement-breakpoint
DELETE FROM "crossword_score_histogram";--> statement-breakpoint
INSERT INTO "crossword_score_histogram" ("score", "count") SELECT "score", count(*)::int FROM "crossword_scores" GROUP BY "score";--> statement-breakpoint
CREATE UNIQUE INDEX "crossword_scores_daily_best_idx" ON "crossword_scores" USING btree ("puzzle_date","username");
