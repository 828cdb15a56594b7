-- 'Mis Tickets' filtered by state or by department (tickets.table.ts): the page and its bounded count
-- from one index instead of every ticket of the branch.
CREATE INDEX "peticiones_sucursal_estado_idx" ON "peticiones" USING btree ("sucursal_id","estado","peticion_id" desc);--> statement-breakpoint
CREATE INDEX "peticiones_sucursal_departamento_idx" ON "peticiones" USING btree ("sucursal_id","departamento_id","peticion_id" desc);