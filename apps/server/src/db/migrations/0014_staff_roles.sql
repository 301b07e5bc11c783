ALTER TYPE "public"."role" ADD VALUE 'manager';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'cashier';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'kitchen';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'waiter';