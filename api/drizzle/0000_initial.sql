CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_event_pk" PRIMARY KEY("day","event")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"user_agent" text,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_puzzles" (
	"puzzle_date" date PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"day_set" text NOT NULL,
	"layout" jsonb NOT NULL,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_score_histogram" (
	"score" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"puzzle_date" date NOT NULL,
	"username" text NOT NULL,
	"theme" text NOT NULL,
	"completion_time" integer NOT NULL,
	"hints_used" smallint NOT NULL,
	"mistakes_count" smallint NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puzzle_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mistakes" smallint DEFAULT 0 NOT NULL,
	"hints_used" smallint DEFAULT 0 NOT NULL,
	"total_mistakes" integer DEFAULT 0 NOT NULL,
	"total_hints" integer DEFAULT 0 NOT NULL,
	"hints_by_clue" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"question_index" smallint NOT NULL,
	"quiz_mode" text NOT NULL,
	"mood" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"category" text NOT NULL,
	"diagnostic_power" real,
	"source" text DEFAULT 'seed' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text,
	"quiz_mode" text NOT NULL,
	"primary_category" text NOT NULL,
	"result" jsonb NOT NULL,
	"question_ids" integer[] NOT NULL,
	"option_ids" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_badges" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea"
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crossword_scores_session_idx" ON "crossword_scores" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "crossword_scores_daily_rank_idx" ON "crossword_scores" USING btree ("puzzle_date","score" DESC NULLS LAST,"completion_time","id");--> statement-breakpoint
CREATE INDEX "crossword_scores_all_time_rank_idx" ON "crossword_scores" USING btree ("score" DESC NULLS LAST,"completion_time","id");--> statement-breakpoint
CREATE INDEX "crossword_scores_username_idx" ON "crossword_scores" USING btree ("username","puzzle_date");--> statement-breakpoint
CREATE INDEX "crossword_sessions_date_idx" ON "crossword_sessions" USING btree ("puzzle_date");--> statement-breakpoint
CREATE INDEX "moods_question_idx" ON "moods" USING btree ("question_id","mood");--> statement-breakpoint
CREATE INDEX "moods_mood_idx" ON "moods" USING btree ("mood");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_fingerprint_idx" ON "questions" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "questions_active_order_idx" ON "questions" USING btree ("active","diagnostic_power","id");--> statement-breakpoint
CREATE INDEX "quiz_results_primary_idx" ON "quiz_results" USING btree ("primary_category");--> statement-breakpoint
CREATE INDEX "quiz_results_created_idx" ON "quiz_results" USING btree ("created_at");