-- Hand-written. When a target's last alert mail went out decides whether a new hit is mailed now or bundled:
-- the latest `mailed_at` of its hits. Read through the indexes by target and creation time, that visited every
-- hit the target ever had, more the longer it has been told (during a bulk import, most of the database's
-- time). These indexes hold mailed hits only, in the order asked: one probe per target. A hit is unmailed when
-- it is written, so writing hits costs nothing more.
CREATE INDEX "alert_hits_saved_search_mailed_idx" ON "alert_hits" USING btree ("saved_search_id", "mailed_at")
  WHERE "mailed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_hits_request_mailed_idx" ON "alert_hits" USING btree ("request_id", "mailed_at")
  WHERE "mailed_at" IS NOT NULL;
--> statement-breakpoint
-- The jobs nodes hold right now, by kind and key: a new hit for a target whose mail job is running releases
-- that job's claim (it runs once more). Only claimed jobs are here (a few per node), so finding them costs
-- nothing whatever the backlog, and whatever the planner believes of it during a bulk import.
CREATE INDEX "jobs_claimed_idx" ON "jobs" USING btree ("kind", "key") WHERE "claimed_until" IS NOT NULL;
