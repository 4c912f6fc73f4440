ALTER TABLE "questions" ADD COLUMN "seed_diagnostic_power" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "diagnostic_power_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "diagnostic_power_responses" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "situation" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "replaced_by" integer;--> statement-breakpoint
-- Every stored value so far was set by hand (seed) or is the provisional one (generated): it is the seed value.
UPDATE "questions" SET "seed_diagnostic_power" = "diagnostic_power";--> statement-breakpoint
-- Seed questions stored before items had keys: the md5 of each first-release seed text's fingerprint, with the key of
-- the item that rewrote it. Start-up seeding then treats them as earlier versions of those items (replaced when the
-- options changed). A first-release text not listed here (the trait-label item) has no successor and is retired.
UPDATE "questions" SET "key" = "legacy"."key"
FROM (VALUES
  ('0e64557229b29329563cd8b5a156a653', 'family-print-shop-investment'),
  ('2109f09d307dc5c93be06996de2aa04a', 'software-workflow-ai-model'),
  ('edcc0eaaca7ec92c081475e19697e95a', 'restaurant-quiet-weekdays'),
  ('425e913feea9bf9cd129185bafeb61a1', 'smart-thermostat-cheaper-rival'),
  ('6e1adbde65b71bce3be55f550e7e7540', 'consultancy-repeat-analysis'),
  ('931045af433965a44fd5c2da073fda9c', 'boutique-new-district-store'),
  ('cc0ccc2a803116db0d0f7941e0809862', 'tutoring-centre-learning-app'),
  ('65d8fa7931446e66c7666edfc5759310', 'machine-shop-electric-vehicles'),
  ('0a0eafa296e7db1da7feb05c58e3050b', 'pet-sitting-app-new-bookings'),
  ('0eb403e3d24298000c432e3281ce8189', 'design-studio-new-media-requests'),
  ('fcf52f64c810ad9da0c2a9edf8ba367b', 'physio-clinic-remote-sessions'),
  ('b88b1b5676c53345a092d30897b12c54', 'construction-modular-pilot'),
  ('fcd1a3ec2030f885c399accafd1703d7', 'kitchenware-replacement-subscription'),
  ('9c997c3fc8d4286f78df204d8fdf2012', 'food-rescue-matching-app'),
  ('a717d6b2d7f8f2f11a144e641b00b3c5', 'agency-retainer-ai-cut'),
  ('0604ef8a5deeb49d05f950d412f0ff75', 'bakery-fifty-shop-investor'),
  ('b2fca504fd5a57e0c3ae972788261efb', 'accounting-firm-one-project'),
  ('cbb63ca9eb17f9f1a22420c5b5c0566c', 'hotel-booking-system-choice'),
  ('434532ebc031221894d1ef9c5d06ba32', 'farm-indoor-growing-offer'),
  ('ff6a2afbdd58cf79d5f1b16e2d341884', 'courier-delivery-robots'),
  ('49f9dc74189cf6007141eb38706020f1', 'custom-feature-large-customer'),
  ('e906d87f7a76f174c90341e1ea49ddec', 'online-shop-six-weeks-cash'),
  ('5cdb4b4e73216e39b9177c577529c459', 'project-app-pricing'),
  ('52d9cbe6d9b4df0505d36f9decf3a89e', 'architecture-practice-one-hire'),
  ('5b246d9cc8ba0c53827aba12f884f6f8', 'cosmetics-packaging-suppliers'),
  ('0752f0d91e75754494a736ae5b23f865', 'cofounder-second-product-line'),
  ('9dcc3f5d7e826a04541834b7dfe9a0b8', 'catering-menu-food-waste'),
  ('4b39c821f79ba2662089d01138068cb8', 'cleaning-firm-second-city'),
  ('957ef7e353d5daf9a780455457ebb423', 'support-tickets-doubled'),
  ('c325394ade4091cc49c595f7c4c4eea3', 'two-investor-term-sheets'),
  ('850e857b54f034a1372e562b72ee8195', 'bottling-line-failing-machine'),
  ('1c38c63eed887a577f40c70f16d679dd', 'board-asks-to-cut-projects'),
  ('d047f792cea920bf86a68286e3207918', 'it-firm-large-public-bid'),
  ('683c09d5ade31b108ce559102dbf000c', 'hot-sauce-supermarket-terms'),
  ('ea43bcadfce93a53f20014c2c72bf6d0', 'freelance-developer-missed-deadlines'),
  ('77948a10fb162ef30e87bd20ca43ab4c', 'marketplace-fee-rival'),
  ('dbb7696fdfb25e45152e8e41648e9b68', 'outdoor-gear-winter-order'),
  ('6351049ce1a99730f5ced7aadcadd440', 'dental-clinic-waiting-list'),
  ('9da0f8c5014976be921fc8cdb41f72b3', 'stock-system-sales-promise'),
  ('63784623c72f5df56dfd0e01aa737aad', 'online-course-completion'),
  ('51c9e3fbdfae00b6c50ce02f45f941b3', 'mobile-game-weak-launch'),
  ('22c66943cba1e1465effc96a5796e5ca', 'coffee-shop-rival-opening'),
  ('1c0c804146f916946e200beb36967162', 'trade-fair-buyer-interest'),
  ('752599c801018439128e9dc688b464bc', 'candle-brand-celebrity-mention'),
  ('f9b3070907b818323cd4f4101aa3e228', 'video-company-lost-client'),
  ('a8dae6c92ce39ebf5b076102a25d35de', 'food-truck-festival-permit'),
  ('15a1d7b578691af5112db2f470bbfd81', 'city-grant-48-hours'),
  ('66506e6280c5505f9f8924f05bec63d6', 'business-software-flat-sales'),
  ('5bcacaa5614afac964841b2a213de1fe', 'meal-kit-shift-workers'),
  ('6bad148437a73abcc4e7f198ffb84847', 'customs-delay-large-order'),
  ('8e7078970e241f5fa7f3ae1322142600', 'copywriter-dream-client-weekend'),
  ('12152b9fdca9e2a04dddffcfbfe78191', 'beta-public-launch-advice'),
  ('1bb15890a52703ec1b5c20d5217bf801', 'gift-shop-january-stock'),
  ('aea8738774532cb92285b8a3f148d636', 'influencer-co-branded-product'),
  ('7ec48f252fed736ffb2262a7f7a4983e', 'roofing-storm-calls'),
  ('a3ed8bf8826864b045b79534739c84b2', 'gym-presales-short'),
  ('3d287c766912947c7c54cd80dab5fce5', 'consulting-final-two-price'),
  ('e5c3751ee4b078f22b43feb47284b919', 'crowdfunding-bike-light'),
  ('050073692c66572da7e7e50be160ce43', 'developer-quits-before-launch'),
  ('e8f65aeb686d2c95fe84d069e35a2011', 'allergen-label-rule'),
  ('8082cf4a1a53e1f86aebdcc2864196cc', 'app-release-old-phones-fault'),
  ('f3f390087b17102e612de9967334c29b', 'furniture-timber-supplier'),
  ('eb5a010984b825941ba57d0941811ac8', 'leather-bag-loose-stitch'),
  ('6933e753bd46b1b700f839b53129cf8e', 'restaurant-signature-fish-price'),
  ('2e6dc2b4934b9904e1f5ae38dca3e2e1', 'website-early-trade-show'),
  ('3860246e807fa9e820faf30af077318b', 'factory-defect-rate-creep'),
  ('6db3b9b076d5da05bd352c666d12a83e', 'fresh-pasta-shelf-life'),
  ('b80e8f5429daca573861e77afcbb794e', 'fragile-codebase-rebuild'),
  ('b3c12fbf496aa82f801f16092ed2165d', 'illustrator-half-time-same-fee'),
  ('36a432b5b34820d9a4e9a1189edf7edf', 'bathroom-tiling-within-tolerance'),
  ('a955e09a22e72621b4a98524ca10a6ce', 'hardware-prototype-casing'),
  ('43249c81e622d97421bd0b21d4699630', 'hotel-tired-bathrooms'),
  ('7d8d16467b6966148691f1bc240b5c77', 'online-store-product-photos'),
  ('a8b31f302a1c62117d59c5fe4b7e6846', 'client-report-shallow-section'),
  ('9a1f1287be7c582943c8c13ad9c513e9', 'brewery-off-batch'),
  ('d7721bef4258b5b4145bd10f39c15cbf', 'pottery-wholesale-mugs'),
  ('8e26cd6a050a028580d077d18838dadb', 'vet-clinic-thin-notes'),
  ('8d8ff1c67753a57c65d071004c2d26cb', 'fashion-label-cheaper-factory'),
  ('2eb266f7e3e65e2cf14846a988d1c9d6', 'animation-studio-mediocre-cut'),
  ('0776e555aa3d5d3a31f20a990af0d683', 'team-burnout-last-push'),
  ('639c048200f9a8630f0441f794795898', 'bookshop-cafe-residents-meeting'),
  ('539cd367abfbe498506df2ac87ee07c1', 'engineering-firm-cost-cut'),
  ('daa3bc4df4326e503b9d5ea2c68d054a', 't-shirt-factory-conditions'),
  ('bdd6dc5e1263fbcaa95374aa694ce404', 'partner-dismiss-struggling-employee'),
  ('1b9d1075d83368e11fdc9255397615fc', 'language-school-fee-rise'),
  ('06dac1e158621da96ae79ac4e4c03ffd', 'angry-review-staff-dispute'),
  ('2590b5dd7f46ce4d5b053a9c98b8cc6e', 'second-warehouse-hiring'),
  ('189ada3c987392ee98ca7553cd27e0bd', 'senior-managers-feud'),
  ('52a937fe199d9b9fd6aec4d04425ebd3', 'hospital-free-software-year'),
  ('5f70315f4075a9235718d1b9118fc99b', 'team-wants-fully-remote'),
  ('5046bf10f41414ab6e985238dcb4832e', 'youth-club-kit-sponsorship'),
  ('17c8a0a101fa00f1c3d9827279b4de4d', 'staff-survey-overworked'),
  ('31be95220ddaa03475b7c849d81d12dc', 'app-accessibility-delay'),
  ('a75e0de2aa89122b0f234c8326a1b35a', 'office-supplies-client-credit'),
  ('542166cb78466273696ce928c1b223ee', 'bike-shop-mall-unit-offer'),
  ('4e1352082a4fa5bcac1376d751651be9', 'staff-volunteer-days'),
  ('1cddfd0a2d21c3aa93903f397ede808b', 'solar-installer-market-choice'),
  ('da58348e2ccf2a4bbaa633c0edcfde64', 'charity-free-branding-friend'),
  ('0987c5de858a9f2fe711bfd2c3d0e378', 'toy-recall-first-step')
) AS "legacy" ("fingerprint_md5", "key")
WHERE "questions"."source" = 'seed' AND md5("questions"."fingerprint") = "legacy"."fingerprint_md5";--> statement-breakpoint
UPDATE "questions" SET "situation" = coalesce("key", 'question-' || "id");--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "situation" SET NOT NULL;--> statement-breakpoint
DROP INDEX "questions_fingerprint_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "questions_fingerprint_idx" ON "questions" USING btree ("fingerprint") WHERE replaced_by is null;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_key_idx" ON "questions" USING btree ("key") WHERE replaced_by is null;--> statement-breakpoint
CREATE TABLE "question_answer_counts" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The option id (a..e) of a type, in the fixed type order of the quiz.
CREATE FUNCTION "option_id_of_type"("type" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "type" WHEN 'Visionary' THEN 'a' WHEN 'Pragmatist' THEN 'b' WHEN 'Hustler' THEN 'c' WHEN 'Craftsman' THEN 'd' WHEN 'Social Driver' THEN 'e' END
$$;
--> statement-breakpoint
-- Statement-level triggers keep the answer counts per question in step with quiz_results in the same transaction: one
-- grouped upsert per INSERT statement (a group-committed batch of submissions costs one), rows locked in question
-- order so concurrent batches cannot deadlock. An answer matches when its option is that of the result's primary type;
-- its option is the letter of option_ids at the answer's position in question_ids.
CREATE FUNCTION "question_answer_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_answer_counts" ("question_id", "responses", "matches")
  SELECT "answer"."question_id", count(*)::int,
    count(*) FILTER (WHERE substr("new_results"."option_ids", "answer"."position"::int, 1) = "option_id_of_type"("new_results"."primary_category"))::int
  FROM "new_results" CROSS JOIN LATERAL unnest("new_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
  GROUP BY "answer"."question_id" ORDER BY "answer"."question_id"
  ON CONFLICT ("question_id") DO UPDATE SET
    "responses" = "question_answer_counts"."responses" + excluded."responses",
    "matches" = "question_answer_counts"."matches" + excluded."matches";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "question_answer_counts_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "question_answer_counts" SET
    "responses" = "question_answer_counts"."responses" - "removed"."responses",
    "matches" = "question_answer_counts"."matches" - "removed"."matches"
  FROM (
    SELECT "answer"."question_id", count(*)::int AS "responses",
      count(*) FILTER (WHERE substr("old_results"."option_ids", "answer"."position"::int, 1) = "option_id_of_type"("old_results"."primary_category"))::int AS "matches"
    FROM "old_results" CROSS JOIN LATERAL unnest("old_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
    GROUP BY "answer"."question_id" ORDER BY "answer"."question_id"
  ) AS "removed"
  WHERE "question_answer_counts"."question_id" = "removed"."question_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "question_answer_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "question_answer_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quiz_results_answer_counts_inserts" AFTER INSERT ON "quiz_results"
  REFERENCING NEW TABLE AS "new_results" FOR EACH STATEMENT EXECUTE FUNCTION "question_answer_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_answer_counts_deletes" AFTER DELETE ON "quiz_results"
  REFERENCING OLD TABLE AS "old_results" FOR EACH STATEMENT EXECUTE FUNCTION "question_answer_counts_subtract"();
--> statement-breakpoint
CREATE TRIGGER "quiz_results_answer_counts_truncate" AFTER TRUNCATE ON "quiz_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "question_answer_counts_clear"();
--> statement-breakpoint
INSERT INTO "question_answer_counts" ("question_id", "responses", "matches")
SELECT "answer"."question_id", count(*)::int,
  count(*) FILTER (WHERE substr("quiz_results"."option_ids", "answer"."position"::int, 1) = "option_id_of_type"("quiz_results"."primary_category"))::int
FROM "quiz_results" CROSS JOIN LATERAL unnest("quiz_results"."question_ids") WITH ORDINALITY AS "answer" ("question_id", "position")
GROUP BY "answer"."question_id";
