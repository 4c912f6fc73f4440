-- A ranked play is claimed at the session's first check, not when it starts: sessions stored before this migration
-- had claimed theirs at the start, so they are marked claimed (a constant default is metadata only), new ones not.
ALTER TABLE "crossword_sessions" ADD COLUMN "play_claimed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crossword_sessions" ALTER COLUMN "play_claimed" SET DEFAULT false;--> statement-breakpoint
-- When one of the address's sessions of the day revealed the grid by guessing: its later completions are not ranked.
ALTER TABLE "crossword_address_days" ADD COLUMN "probed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "crossword_leagues" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "crossword_league_members" (
	"league_code" text NOT NULL REFERENCES "crossword_leagues"("code") ON DELETE CASCADE,
	"player_id" uuid NOT NULL,
	"username" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crossword_league_members_pk" PRIMARY KEY("league_code","player_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "crossword_league_members_username_idx" ON "crossword_league_members" USING btree ("league_code",lower("username"));--> statement-breakpoint
CREATE INDEX "crossword_league_members_player_idx" ON "crossword_league_members" USING btree ("player_id");--> statement-breakpoint
-- Leaderboard entries an admin hid, moved out of crossword_scores with their id so every rank query stays as it is;
-- showing one again moves it back.
CREATE TABLE "crossword_hidden_scores" (
	"id" integer PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"puzzle_date" date NOT NULL,
	"username" text NOT NULL,
	"theme" text NOT NULL,
	"completion_time" integer NOT NULL,
	"hints_used" smallint NOT NULL,
	"mistakes_count" smallint NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "crossword_hidden_scores_name_idx" ON "crossword_hidden_scores" USING btree ("puzzle_date",lower("username"));--> statement-breakpoint
-- Every hide and show of a leaderboard entry, with the admin who did it.
CREATE TABLE "crossword_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"puzzle_date" date NOT NULL,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"admin_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
