CREATE TABLE "video_reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"tag" smallint NOT NULL,
	"time" double precision NOT NULL,
	"end_time" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_reactions_tag_check" CHECK ("video_reactions"."tag" between 1 and 5),
	CONSTRAINT "video_reactions_time_check" CHECK ("video_reactions"."time" >= 0 and "video_reactions"."end_time" >= "video_reactions"."time")
);
--> statement-breakpoint
CREATE TABLE "video_watches" (
	"lecture_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"end_time_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watches_lecture_id_student_id_pk" PRIMARY KEY("lecture_id","student_id"),
	CONSTRAINT "video_watches_end_time_check" CHECK ("video_watches"."end_time_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_reactions" ADD CONSTRAINT "video_reactions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reactions" ADD CONSTRAINT "video_reactions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_reactions_lecture_student_idx" ON "video_reactions" USING btree ("lecture_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "video_reactions_student_id_idx" ON "video_reactions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "video_watches_student_id_idx" ON "video_watches" USING btree ("student_id");