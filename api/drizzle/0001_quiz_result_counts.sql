CREATE TABLE "quiz_result_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "quiz_results_primary_idx";--> statement-breakpoint
-- Statement-level triggers keep the per-type counts in step with quiz_results in the same transaction: one grouped
-- upsert per INSERT statement (a group-committed batch of submissions costs one), rows locked in category order so
-- concurrent batches cannot deadlock.
CREATE FUNCTION "quiz_result_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quiz_result_counts" ("category", "count")
  SELECT "primary_category", count(*)::int FROM "new_results" GROUP BY "primary_category" ORDER BY "primary_category"
  ON CONFLICT ("category") DO UPDATE SET "count" = "quiz_result_counts"."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_counts_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quiz_result_counts" SET "count" = "quiz_result_counts"."count" - "removed"."count"
  FROM (SELECT "primary_category", count(*)::int AS "count" FROM "old_results" GROUP BY "primary_category") AS "removed"
  WHERE "quiz_result_counts"."category" = "removed"."primary_category";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quiz_result_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quiz_results_count_inserts" AFTER INSERT ON "quiz_results"
  REFERENCING NEW TABLE AS "new_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_count_deletes" AFTER DELETE ON "quiz_results"
  REFERENCING OLD TABLE AS "old_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_counts_subtract"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_count_truncate" AFTER TRUNCATE ON "quiz_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_counts_clear"();
--> statement-breakpoint
INSERT INTO "quiz_result_counts" ("category", "count")
SELECT "primary_category", count(*)::int FROM "quiz_results" GROUP BY "primary_category";
