ALTER TABLE "quiz_results" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "compare_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_token_hash_idx" ON "quiz_results" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_compare_hash_idx" ON "quiz_results" USING btree ("compare_hash");--> statement-breakpoint
ALTER TABLE "share_badges" ADD COLUMN "result_id" uuid;--> statement-breakpoint
ALTER TABLE "share_badges" ADD CONSTRAINT "share_badges_result_id_quiz_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."quiz_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_badges_result_idx" ON "share_badges" USING btree ("result_id");--> statement-breakpoint
CREATE TABLE "quiz_result_percentages" (
	"category" text NOT NULL,
	"percentage" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_result_percentages_category_percentage_pk" PRIMARY KEY("category","percentage")
);
--> statement-breakpoint
-- The five (category, percentage) pairs of a stored result. A percentage that is not a JSON number (a hand-edited
-- or restored row) is skipped rather than failing the whole statement; values are clamped to 0..100.
CREATE FUNCTION "quiz_result_percentage_pairs"("result" jsonb) RETURNS TABLE ("category" text, "percentage" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT "pair"."category",
    CASE WHEN jsonb_typeof("pair"."value") = 'number' THEN least(100, greatest(0, round("pair"."value"::numeric)))::smallint END
  FROM (VALUES
    ('visionary', "result" -> 'visionaryPercentage'),
    ('pragmatist', "result" -> 'pragmatistPercentage'),
    ('hustler', "result" -> 'hustlerPercentage'),
    ('craftsman', "result" -> 'craftsmanPercentage'),
    ('socialDriver', "result" -> 'socialDriverPercentage')
  ) AS "pair"("category", "value")
  WHERE jsonb_typeof("pair"."value") = 'number'
$$;
--> statement-breakpoint
-- Statement-level triggers, as for quiz_result_counts: one grouped upsert per INSERT statement (a group-committed
-- batch costs one), rows locked in key order so concurrent batches cannot deadlock.
CREATE FUNCTION "quiz_result_percentages_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quiz_result_percentages" ("category", "percentage", "count")
  SELECT "pair"."category", "pair"."percentage", count(*)::int
  FROM "new_results" CROSS JOIN LATERAL "quiz_result_percentage_pairs"("new_results"."result") AS "pair"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("category", "percentage") DO UPDATE SET "count" = "quiz_result_percentages"."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_percentages_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quiz_result_percentages" SET "count" = "quiz_result_percentages"."count" - "removed"."count"
  FROM (
    SELECT "pair"."category", "pair"."percentage", count(*)::int AS "count"
    FROM "old_results" CROSS JOIN LATERAL "quiz_result_percentage_pairs"("old_results"."result") AS "pair"
    GROUP BY 1, 2
  ) AS "removed"
  WHERE "quiz_result_percentages"."category" = "removed"."category" AND "quiz_result_percentages"."percentage" = "removed"."percentage";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quiz_result_percentages_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quiz_result_percentages";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quiz_results_percentages_inserts" AFTER INSERT ON "quiz_results"
  REFERENCING NEW TABLE AS "new_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_percentages_add"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_percentages_deletes" AFTER DELETE ON "quiz_results"
  REFERENCING OLD TABLE AS "old_results" FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_percentages_subtract"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_percentages_truncate" AFTER TRUNCATE ON "quiz_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "quiz_result_percentages_clear"();
--> statement-breakpoint
INSERT INTO "quiz_result_percentages" ("category", "percentage", "count")
SELECT "pair"."category", "pair"."percentage", count(*)::int
FROM "quiz_results" CROSS JOIN LATERAL "quiz_result_percentage_pairs"("quiz_results"."result") AS "pair"
GROUP BY 1, 2;
