-- The price list's 'Buscar': the supplier joins the article in the key, so the links of the matching
-- articles reach their suppliers on this index alone (catalog.table.ts, proveedorArticulos).
DROP INDEX "proveedor_articulos_articulo_idx";--> statement-breakpoint
CREATE INDEX "proveedor_articulos_articulo_idx" ON "proveedor_articulos" USING btree ("articulo_id","proveedor_id");