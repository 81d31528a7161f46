-- Hand-written. Erasing an account (GDPR Art. 17; apps/api/src/modules/account-data) deletes the
-- person's row and everything that cascades from it, but two kinds of rows must outlive it:
-- payments (kept for tax law) and the other member's side of a conversation. Where such a row
-- named the person, the erasure writes a pseudonym instead: one random uuid per erased account
-- that belongs to no account. These columns therefore no longer reference "users"; the erasure
-- is the only place that deletes a user row and handles them itself.
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "inboxes" DROP CONSTRAINT "inboxes_starter_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "inboxes" DROP CONSTRAINT "inboxes_recipient_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_id_users_id_fk";--> statement-breakpoint
-- One line per erased account: when, which role, and the pseudonym its kept rows carry. It names
-- nobody; it shows that an erasure happened and lets a tax audit tie kept payments together.
CREATE TABLE "account_erasures" (
	"pseudonym" uuid PRIMARY KEY NOT NULL,
	"role" "user_role" NOT NULL,
	"payments_kept" integer NOT NULL,
	"inboxes_kept" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
