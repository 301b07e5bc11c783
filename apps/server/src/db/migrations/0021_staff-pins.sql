CREATE TABLE "staff_pins" (
	"establishment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_lookup" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_pins_establishment_id_user_id_pk" PRIMARY KEY("establishment_id","user_id"),
	CONSTRAINT "staff_pins_establishment_id_pin_lookup_key" UNIQUE("establishment_id","pin_lookup")
);
--> statement-breakpoint
CREATE TABLE "terminal_sessions" (
	"establishment_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"operator_id" uuid,
	"operator_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_sessions_establishment_id_session_id_pk" PRIMARY KEY("establishment_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "pin_lock_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "terminal_idle_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_pins" ADD CONSTRAINT "staff_pins_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pins" ADD CONSTRAINT "staff_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_staff_minutes_check" CHECK ("establishments"."pin_lock_minutes" BETWEEN 1 AND 1440 AND "establishments"."terminal_idle_minutes" BETWEEN 1 AND 240);