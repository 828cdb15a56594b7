DROP INDEX "peticiones_sucursal_idx";--> statement-breakpoint
DROP INDEX "peticiones_sucursal_estado_idx";--> statement-breakpoint
DROP INDEX "peticiones_sucursal_departamento_idx";--> statement-breakpoint
CREATE INDEX "peticiones_sucursal_creado_idx" ON "peticiones" USING btree ("sucursal_id","creado_en" desc,"peticion_id" desc);--> statement-breakpoint
CREATE INDEX "peticiones_sucursal_estado_creado_idx" ON "peticiones" USING btree ("sucursal_id","estado","creado_en" desc,"peticion_id" desc);--> statement-breakpoint
CREATE INDEX "peticiones_sucursal_departamento_creado_idx" ON "peticiones" USING btree ("sucursal_id","departamento_id","creado_en" desc,"peticion_id" desc);