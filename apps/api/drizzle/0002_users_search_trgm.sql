-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it
-- in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "usuarios_busqueda_trgm_idx" ON "usuarios" USING gin ("busqueda" gin_trgm_ops);
