-- 'Buscar' in Tickets Colaboradores: with the search text in the brand tab's index, a common word walks
-- the tab newest first on this index alone and stops at the page or at the bounded count; a rare word
-- still reads the trigram index (peticiones_busqueda_trgm_idx). Same keys as before, plus busqueda.
DROP INDEX "peticiones_departamento_marca_idx";--> statement-breakpoint
CREATE INDEX "peticiones_departamento_marca_idx" ON "peticiones" USING btree ("departamento_id","marca","peticion_id" desc,"busqueda");