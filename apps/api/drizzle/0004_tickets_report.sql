ALTER TABLE "peticiones" ADD COLUMN "espera_segundos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "peticiones" ADD COLUMN "espera_desde" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "peticiones_cierre_idx" ON "peticiones" USING btree ("departamento_id","cierre_en");--> statement-breakpoint
CREATE INDEX "peticiones_pendientes_idx" ON "peticiones" USING btree ("departamento_id","estado") WHERE "peticiones"."estado" in ('Abierto', 'En Curso', 'En Espera');--> statement-breakpoint
-- Tickets already En Espera start their wait at their last change.
UPDATE "peticiones" SET "espera_desde" = "actualizado_en" WHERE "estado" = 'En Espera';
