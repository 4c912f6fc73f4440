-- The board's epoch: bumped whenever a session's board is wiped (the fifth mistake, or the player's Reset), so an
-- answer about the board of an earlier epoch (a solve confirmation still in flight) can be told apart and ignored.
ALTER TABLE "crossword_sessions" ADD COLUMN IF NOT EXISTS "board_epoch" integer DEFAULT 0 NOT NULL;
