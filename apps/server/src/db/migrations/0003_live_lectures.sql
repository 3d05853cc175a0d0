CREATE TABLE "live_attendance" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_lectures" (
	"lecture_id" integer PRIMARY KEY NOT NULL,
	"code" text,
	"code_expires_at" timestamp (3) with time zone,
	"slide_number" integer,
	"allow_reactions" boolean,
	"allow_questions" boolean,
	"allow_discussions" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_lectures_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_lectures" ADD CONSTRAINT "live_lectures_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_attendance_lecture_id_idx" ON "live_attendance" USING btree ("lecture_id");