CREATE TABLE "presentation_chunks" (
	"presentation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "presentation_chunks_presentation_id_seq_pk" PRIMARY KEY("presentation_id","seq")
);
--> statement-breakpoint
ALTER TABLE "presentations" DROP CONSTRAINT "presentations_lecture_id_unique";--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every presentation stored so far is complete.
UPDATE "presentations" SET "ready" = true;--> statement-breakpoint
ALTER TABLE "presentation_chunks" ADD CONSTRAINT "presentation_chunks_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_lecture_id_ready_unique" ON "presentations" USING btree ("lecture_id") WHERE "presentations"."ready";--> statement-breakpoint
CREATE INDEX "presentations_lecture_id_idx" ON "presentations" USING btree ("lecture_id");--> statement-breakpoint
-- The stored files move into 64 KB chunks (CHUNK_SIZE in presentations.service.ts).
INSERT INTO "presentation_chunks" ("presentation_id", "seq", "data")
SELECT "presentations"."id", "chunk"."seq", substring("presentations"."data" from "chunk"."seq" * 65536 + 1 for 65536)
FROM "presentations", generate_series(0, greatest(length("presentations"."data") - 1, 0) / 65536) AS "chunk"("seq");--> statement-breakpoint
ALTER TABLE "presentations" DROP COLUMN "data";