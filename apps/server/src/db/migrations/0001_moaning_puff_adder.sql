CREATE TABLE "pseudonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"student_id" integer,
	"mask_id" integer NOT NULL,
	"pseudonym" text NOT NULL,
	"account_issued_here" boolean DEFAULT false NOT NULL,
	"admitted_group" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expression_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"pseudonym_id" integer NOT NULL,
	"tag" smallint NOT NULL,
	"slide_number" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"slide_number" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentations_lecture_id_unique" UNIQUE("lecture_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_pseudonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"mask_id" integer NOT NULL,
	"pseudonym" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"author_id" integer,
	"pseudonym_id" integer,
	"pseudonym" text NOT NULL,
	"author_is_teacher" boolean DEFAULT false NOT NULL,
	"teacher_post" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"slide_number" integer DEFAULT -1 NOT NULL,
	"up_votes" integer DEFAULT 0 NOT NULL,
	"down_votes" integer DEFAULT 0 NOT NULL,
	"flag_count" integer DEFAULT 0 NOT NULL,
	"rise_up_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"doghouse" boolean DEFAULT false NOT NULL,
	"teacher_can_view" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"author_id" integer,
	"pseudonym_id" integer,
	"pseudonym" text NOT NULL,
	"author_is_teacher" boolean DEFAULT false NOT NULL,
	"teacher_post" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"up_votes" integer DEFAULT 0 NOT NULL,
	"down_votes" integer DEFAULT 0 NOT NULL,
	"flag_count" integer DEFAULT 0 NOT NULL,
	"rise_up_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"doghouse" boolean DEFAULT false NOT NULL,
	"teacher_can_view" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"starter_id" integer,
	"starter_pseudonym" text NOT NULL,
	"starter_is_teacher" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"discussion_id" integer NOT NULL,
	"author_id" integer,
	"pseudonym" text NOT NULL,
	"teacher_post" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_votes_one_post" CHECK (("post_votes"."question_id" is null) <> ("post_votes"."answer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_flags_one_post" CHECK (("post_flags"."question_id" is null) <> ("post_flags"."answer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_rise_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_rise_ups_one_post" CHECK (("post_rise_ups"."question_id" is null) <> ("post_rise_ups"."answer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_views_one_post" CHECK (("post_views"."question_id" is null) <> ("post_views"."answer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_history_one_post" CHECK (("post_history"."question_id" is null) <> ("post_history"."answer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_reputations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"lecture_id" integer NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"discussion_id" integer,
	"pseudonym" text,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pseudonyms" ADD CONSTRAINT "pseudonyms_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pseudonyms" ADD CONSTRAINT "pseudonyms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expression_events" ADD CONSTRAINT "expression_events_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expression_events" ADD CONSTRAINT "expression_events_pseudonym_id_pseudonyms_id_fk" FOREIGN KEY ("pseudonym_id") REFERENCES "public"."pseudonyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_intervals" ADD CONSTRAINT "slide_intervals_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pseudonyms" ADD CONSTRAINT "teacher_pseudonyms_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pseudonyms" ADD CONSTRAINT "teacher_pseudonyms_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_pseudonym_id_pseudonyms_id_fk" FOREIGN KEY ("pseudonym_id") REFERENCES "public"."pseudonyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_pseudonym_id_pseudonyms_id_fk" FOREIGN KEY ("pseudonym_id") REFERENCES "public"."pseudonyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_messages" ADD CONSTRAINT "discussion_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_votes" ADD CONSTRAINT "post_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_votes" ADD CONSTRAINT "post_votes_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_votes" ADD CONSTRAINT "post_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_flags" ADD CONSTRAINT "post_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_rise_ups" ADD CONSTRAINT "post_rise_ups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_rise_ups" ADD CONSTRAINT "post_rise_ups_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_rise_ups" ADD CONSTRAINT "post_rise_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_history" ADD CONSTRAINT "post_history_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_history" ADD CONSTRAINT "post_history_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reputations" ADD CONSTRAINT "user_reputations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pseudonyms_lecture_pseudonym_idx" ON "pseudonyms" USING btree ("lecture_id","pseudonym");--> statement-breakpoint
CREATE UNIQUE INDEX "pseudonyms_lecture_student_active_idx" ON "pseudonyms" USING btree ("lecture_id","student_id") WHERE "pseudonyms"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "pseudonyms_student_id_idx" ON "pseudonyms" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "expression_events_lecture_at_idx" ON "expression_events" USING btree ("lecture_id","at");--> statement-breakpoint
CREATE INDEX "expression_events_lecture_slide_idx" ON "expression_events" USING btree ("lecture_id","slide_number");--> statement-breakpoint
CREATE INDEX "slide_intervals_lecture_started_idx" ON "slide_intervals" USING btree ("lecture_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_pseudonyms_lecture_teacher_idx" ON "teacher_pseudonyms" USING btree ("lecture_id","teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_pseudonyms_lecture_pseudonym_idx" ON "teacher_pseudonyms" USING btree ("lecture_id","pseudonym");--> statement-breakpoint
CREATE INDEX "questions_lecture_id_idx" ON "questions" USING btree ("lecture_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_author_id_idx" ON "questions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "answers_question_id_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answers_lecture_id_idx" ON "answers" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "answers_author_id_idx" ON "answers" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussions_answer_starter_idx" ON "discussions" USING btree ("answer_id","starter_id");--> statement-breakpoint
CREATE INDEX "discussions_starter_id_idx" ON "discussions" USING btree ("starter_id");--> statement-breakpoint
CREATE INDEX "discussion_messages_discussion_id_idx" ON "discussion_messages" USING btree ("discussion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_votes_question_user_idx" ON "post_votes" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_votes_answer_user_idx" ON "post_votes" USING btree ("answer_id","user_id");--> statement-breakpoint
CREATE INDEX "post_votes_user_id_idx" ON "post_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_flags_question_user_idx" ON "post_flags" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_flags_answer_user_idx" ON "post_flags" USING btree ("answer_id","user_id");--> statement-breakpoint
CREATE INDEX "post_flags_user_id_idx" ON "post_flags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_rise_ups_question_user_idx" ON "post_rise_ups" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_rise_ups_answer_user_idx" ON "post_rise_ups" USING btree ("answer_id","user_id");--> statement-breakpoint
CREATE INDEX "post_rise_ups_user_id_idx" ON "post_rise_ups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_question_user_idx" ON "post_views" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_answer_user_idx" ON "post_views" USING btree ("answer_id","user_id");--> statement-breakpoint
CREATE INDEX "post_views_user_id_idx" ON "post_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_history_question_id_idx" ON "post_history" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "post_history_answer_id_idx" ON "post_history" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","acknowledged","created_at");--> statement-breakpoint
CREATE INDEX "notifications_question_id_idx" ON "notifications" USING btree ("question_id");