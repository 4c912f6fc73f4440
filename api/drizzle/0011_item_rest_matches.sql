-- diagnosticPower from item-rest matches: an answer matches when its option names the type that comes first among the
-- respondent's OTHER answers (the answer left out, so it cannot vote for itself); a tie for first between t types
-- gives each of them 1/t of a match. A random answer then matches exactly one time in five, and chance maps to a
-- diagnosticPower of exactly 0.5. Matches are kept in sixtieths of an answer (60 = lcm(1..5): every share is whole).
-- The old self-inclusive "matches" column is still kept in step, for a process of the previous release still running.
ALTER TABLE "question_answer_counts" ADD COLUMN "rest_match_sixtieths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "rest_match_sixtieths"("option_ids" text, "position" integer) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "answer" text := substr("option_ids", "position", 1);
  "letter" text;
  "rest" integer;
  "own" integer := -1;
  "top" integer := -1;
  "tied" integer := 0;
BEGIN
  FOREACH "letter" IN ARRAY ARRAY['a', 'b', 'c', 'd', 'e'] LOOP
    "rest" := length("option_ids") - length(replace("option_ids", "letter", '')) - (CASE WHEN "letter" = "answer" THEN 1 ELSE 0 END);
    IF "rest" > "top" THEN "top" := "rest"; "tied" := 1;
    ELSIF "rest" = "top" THEN "tied" := "tied" + 1;
    END IF;
    IF "letter" = "answer" THEN "own" := "rest"; END IF;
  END LOOP;
  IF "own" = "top" THEN RETURN 60 / "tied"; END IF;
  RETURN 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "question_answer_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_answer_counts" ("question_id", "responses", "matches", "rest_match_sixtieths")
  SELECT "answer"."question_id", count(*)::int,
    count(*) FILTER (WHERE substr("new_results"."option_ids", "answer"."position"::int, 1) = "option_id_of_type"("new_results"."primary_category"))::int,
    coalesce(sum("rest_match_sixtieths"("new_results"."option_ids", "answer"."position"::int)), 0)::int
  FROM "new_results" CROSS JOIN LATERAL unnest("new_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
  GROUP BY "answer"."question_id" ORDER BY "answer"."question_id"
  ON CONFLICT ("question_id") DO UPDATE SET
    "responses" = "question_answer_counts"."responses" + excluded."responses",
    "matches" = "question_answer_counts"."matches" + excluded."matches",
    "rest_match_sixtieths" = "question_answer_counts"."rest_match_sixtieths" + excluded."rest_match_sixtieths";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "question_answer_counts_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_answer_counts" SET
    "responses" = "question_answer_counts"."responses" - "removed"."responses",
    "matches" = "question_answer_counts"."matches" - "removed"."matches",
    "rest_match_sixtieths" = "question_answer_counts"."rest_match_sixtieths" - "removed"."rest_match_sixtieths"
  FROM (
    SELECT "answer"."question_id", count(*)::int AS "responses",
      count(*) FILTER (WHERE substr("old_results"."option_ids", "answer"."position"::int, 1) = "option_id_of_type"("old_results"."primary_category"))::int AS "matches",
      coalesce(sum("rest_match_sixtieths"("old_results"."option_ids", "answer"."position"::int)), 0)::int AS "rest_match_sixtieths"
    FROM "old_results" CROSS JOIN LATERAL unnest("old_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
    GROUP BY "answer"."question_id" ORDER BY "answer"."question_id"
  ) AS "removed"
  WHERE "question_answer_counts"."question_id" = "removed"."question_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The results stored so far: their item-rest matches, from the answers they keep.
UPDATE "question_answer_counts" SET "rest_match_sixtieths" = "stored"."rest_match_sixtieths"
FROM (
  SELECT "answer"."question_id", coalesce(sum("rest_match_sixtieths"("quiz_results"."option_ids", "answer"."position"::int)), 0)::int AS "rest_match_sixtieths"
  FROM "quiz_results" CROSS JOIN LATERAL unnest("quiz_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
  GROUP BY "answer"."question_id"
) AS "stored"
WHERE "question_answer_counts"."question_id" = "stored"."question_id";
