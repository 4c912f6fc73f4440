CREATE TABLE "quiz_result_days" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"category" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_result_days_pk" PRIMARY KEY("bucket","bot","category")
);
--> statement-breakpoint
CREATE TABLE "quiz_result_hours" (
	"bucket" timestamp with time zone NOT NULL,
	"bot" boolean NOT NULL,
	"category" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_result_hours_pk" PRIMARY KEY("bucket","bot","category")
);
--> statement-breakpoint
-- Stored results per hour and per UTC day, bot flag and primary type, kept in step with quiz_results in the same
-- transaction by statement-level triggers: one grouped upsert per INSERT statement (a group-committed batch of
-- submissions costs one), one grouped update per DELETE (a deleted kept result leaves the figures), cleared on
-- TRUNCATE; rows taken in key order so concurrent batches cannot deadlock.
CREATE FUNCTION "quiz_result_buckets_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quiz_result_hours" ("bucket", "bot", "category", "count")
  SELECT date_trunc('hour', "created_at", 'UTC'), "is_bot", "primary_category", count(*)::int
  FROM "new_results" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "category") DO UPDATE SET "count" = "quiz_result_hours"."count" + excluded."count";
  INSERT INTO "quiz_result_days" ("bucket", "bot", "category", "count")
  SELECT date_trunc('day', "created_at", 'UTC'), "is_bot", "primary_category", count(*)::int
  FROM "new_results" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "bot", "category") DO UPDATE SET "count" = "quiz_result_days"."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_buckets_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quiz_result_hours" SET "count" = "quiz_result_hours"."count" - "removed"."count"
  FROM (SELECT date_trunc('hour', "created_at", 'UTC') AS "bucket", "is_bot", "primary_category", count(*)::int AS "count"
        FROM "old_results" GROUP BY 1, 2, 3) AS "removed"
  WHERE "quiz_result_hours"."bucket" = "removed"."bucket" AND "quiz_result_hours"."bot" = "removed"."is_bot"
    AND "quiz_result_hours"."category" = "removed"."primary_category";
  UPDATE "quiz_result_days" SET "count" = "quiz_result_days"."count" - "removed"."count"
  FROM (SELECT date_trunc('day', "created_at", 'UTC') AS "bucket", "is_bot", "primary_category", count(*)::int AS "count"
        FROM "old_results" GROUP BY 1, 2, 3) AS "removed"
  WHERE "quiz_result_days"."bucket" = "removed"."bucket" AND "quiz_result_days"."bot" = "removed"."is_bot"
    AND "quiz_result_days"."category" = "removed"."primary_category";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_buckets_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quiz_result_hours";
  DELETE FROM "quiz_result_days";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quiz_results_bucket_inserts" AFTER INSERT ON "quiz_results"
  REFERENCING NEW TABLE AS "new_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_buckets_add"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_bucket_deletes" AFTER DELETE ON "quiz_results"
  REFERENCING OLD TABLE AS "old_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_buckets_subtract"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_bucket_truncate" AFTER TRUNCATE ON "quiz_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_buckets_clear"();
--> statement-breakpoint
-- The results stored before this migration.
INSERT INTO "quiz_result_hours" ("bucket", "bot", "category", "count")
SELECT date_trunc('hour', "created_at", 'UTC'), "is_bot", "primary_category", count(*)::int
FROM "quiz_results" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "quiz_result_days" ("bucket", "bot", "category", "count")
SELECT date_trunc('day', "created_at", 'UTC'), "is_bot", "primary_category", count(*)::int
FROM "quiz_results" GROUP BY 1, 2, 3;
