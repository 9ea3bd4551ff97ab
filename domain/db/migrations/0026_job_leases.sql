CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"holder" text NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
