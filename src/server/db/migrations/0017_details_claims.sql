-- An added link's details are looked up right after its add has answered, by the server process
-- that saved it (docs/decisions/0099-add-answers-at-once.md). Until then it waits like an imported
-- link (details_pending), claimed by that process until this time: the background pass leaves a
-- claimed link alone, so its lookup is made once; a claim that runs out (its process died) is
-- the pass's again.
ALTER TABLE "videos" ADD COLUMN "details_claimed_until" timestamp with time zone;--> statement-breakpoint
-- A deleted video's row keeps every column of its video's (migration 0007).
ALTER TABLE "deleted_videos" ADD COLUMN "details_claimed_until" timestamp with time zone;
