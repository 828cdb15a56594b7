CREATE TABLE "proveedor_articulos_conteos" (
	"proveedor_id" integer NOT NULL,
	"estado" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "proveedor_articulos_conteos_proveedor_id_estado_pk" PRIMARY KEY("proveedor_id","estado"),
	CONSTRAINT "proveedor_articulos_conteos_total_chk" CHECK ("proveedor_articulos_conteos"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proveedor_articulos_conteos" ADD CONSTRAINT "proveedor_articulos_conteos_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The price list's brand tabs (catalog.table.ts, proveedorArticulosConteos): filled once from the
-- links, then kept by the triggers below in the writer's own transaction, as migration 0010 keeps
-- the category chips. A change of supplier or estado takes one from its old row and adds one to its
-- new row, in key order, so that two opposite changes at once wait for each other instead of
-- deadlocking.
INSERT INTO "proveedor_articulos_conteos" ("proveedor_id", "estado", "total")
SELECT "proveedor_id", "estado", count(*)::int FROM "proveedor_articulos" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "proveedor_articulos_conteos_sumar"(p_proveedor integer, p_estado smallint, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A CHECK is tested on the proposed row before ON CONFLICT, so one less is an UPDATE of its row,
  -- which exists: the link being taken away was counted in it.
  IF p_delta < 0 THEN
    UPDATE "proveedor_articulos_conteos" SET "total" = "total" + p_delta
    WHERE ("proveedor_id", "estado") = (p_proveedor, p_estado);
  ELSE
    INSERT INTO "proveedor_articulos_conteos" ("proveedor_id", "estado", "total")
    VALUES (p_proveedor, p_estado, p_delta)
    ON CONFLICT ("proveedor_id", "estado")
    DO UPDATE SET "total" = "proveedor_articulos_conteos"."total" + EXCLUDED."total";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "proveedor_articulos_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "proveedor_articulos_conteos_sumar"(NEW."proveedor_id", NEW."estado", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "proveedor_articulos_conteos_sumar"(OLD."proveedor_id", OLD."estado", -1);
  ELSIF (OLD."proveedor_id", OLD."estado") < (NEW."proveedor_id", NEW."estado") THEN
    PERFORM "proveedor_articulos_conteos_sumar"(OLD."proveedor_id", OLD."estado", -1);
    PERFORM "proveedor_articulos_conteos_sumar"(NEW."proveedor_id", NEW."estado", 1);
  ELSE
    PERFORM "proveedor_articulos_conteos_sumar"(NEW."proveedor_id", NEW."estado", 1);
    PERFORM "proveedor_articulos_conteos_sumar"(OLD."proveedor_id", OLD."estado", -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "proveedor_articulos_conteos_alta_baja" AFTER INSERT OR DELETE ON "proveedor_articulos"
FOR EACH ROW EXECUTE FUNCTION "proveedor_articulos_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "proveedor_articulos_conteos_cambio" AFTER UPDATE OF "proveedor_id", "estado" ON "proveedor_articulos"
FOR EACH ROW
WHEN ((OLD."proveedor_id", OLD."estado") IS DISTINCT FROM (NEW."proveedor_id", NEW."estado"))
EXECUTE FUNCTION "proveedor_articulos_conteos_sync"();
