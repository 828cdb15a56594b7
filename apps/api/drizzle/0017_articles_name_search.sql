-- The price list's 'Buscar' walks the article names in order until its page of links is found
-- ('jalapeño': 4,060 of 20,000 articles at scale 1). With the search text on the name index's entry
-- the walk reads the index alone and checks the LIKE there; before, it read each article's row only
-- to drop it (docs/performance.md).
DROP INDEX "articulos_nombre_idx";--> statement-breakpoint
CREATE INDEX "articulos_nombre_idx" ON "articulos" USING btree ("nombre","articulo_id","busqueda");