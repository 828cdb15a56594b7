DROP INDEX "pedidos_estado_creado_idx";--> statement-breakpoint
DROP INDEX "pedidos_sucursal_estado_creado_idx";--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pdf_archivo" varchar(200);--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "pedidos_busqueda_trgm_idx" ON "pedidos" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pedidos_estado_creado_idx" ON "pedidos" USING btree ("estado","creado_en" desc,"pedido_id" desc,"busqueda");--> statement-breakpoint
CREATE INDEX "pedidos_sucursal_estado_creado_idx" ON "pedidos" USING btree ("sucursal_id","estado","creado_en" desc,"pedido_id" desc,"busqueda");