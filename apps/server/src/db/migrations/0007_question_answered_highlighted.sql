ALTER TABLE "questions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "highlighted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_highlighted_idx" ON "questions" USING btree ("lecture_id") WHERE "questions"."highlighted_at" is not null;