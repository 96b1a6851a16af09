CREATE TABLE "canvas_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canvas_tokens" ADD CONSTRAINT "canvas_tokens_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvas_tokens_session" ON "canvas_tokens" USING btree ("session_token_hash");