CREATE TABLE "articulos_conteos" (
	"categoria_id" integer NOT NULL,
	"estado" smallint NOT NULL,
	"ppd" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "articulos_conteos_categoria_id_estado_ppd_pk" PRIMARY KEY("categoria_id","estado","ppd"),
	CONSTRAINT "articulos_conteos_total_chk" CHECK ("articulos_conteos"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "articulos_conteos" ADD CONSTRAINT "articulos_conteos_categoria_id_categorias_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The chips' counts of the article lists (catalog.table.ts, articulosConteos): filled once from the
-- articles, then kept by the triggers below in the writer's own transaction. A change of category,
-- estado or PPD takes one from its old row and adds one to its new row, in key order, so that two
-- opposite moves at once wait for each other instead of deadlocking.
INSERT INTO "articulos_conteos" ("categoria_id", "estado", "ppd", "total")
SELECT "categoria_id", "estado", "ppd", count(*)::int FROM "articulos" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "articulos_conteos_sumar"(p_categoria integer, p_estado smallint, p_ppd smallint, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A CHECK is tested on the proposed row before ON CONFLICT, so one less is an UPDATE of its row,
  -- which exists: the article being taken away was counted in it.
  IF p_delta < 0 THEN
    UPDATE "articulos_conteos" SET "total" = "total" + p_delta
    WHERE ("categoria_id", "estado", "ppd") = (p_categoria, p_estado, p_ppd);
  ELSE
    INSERT INTO "articulos_conteos" ("categoria_id", "estado", "ppd", "total")
    VALUES (p_categoria, p_estado, p_ppd, p_delta)
    ON CONFLICT ("categoria_id", "estado", "ppd")
    DO UPDATE SET "total" = "articulos_conteos"."total" + EXCLUDED."total";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "articulos_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "articulos_conteos_sumar"(NEW."categoria_id", NEW."estado", NEW."ppd", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "articulos_conteos_sumar"(OLD."categoria_id", OLD."estado", OLD."ppd", -1);
  ELSIF (OLD."categoria_id", OLD."estado", OLD."ppd") < (NEW."categoria_id", NEW."estado", NEW."ppd") THEN
    PERFORM "articulos_conteos_sumar"(OLD."categoria_id", OLD."estado", OLD."ppd", -1);
    PERFORM "articulos_conteos_sumar"(NEW."categoria_id", NEW."estado", NEW."ppd", 1);
  ELSE
    PERFORM "articulos_conteos_sumar"(NEW."categoria_id", NEW."estado", NEW."ppd", 1);
    PERFORM "articulos_conteos_sumar"(OLD."categoria_id", OLD."estado", OLD."ppd", -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "articulos_conteos_alta_baja" AFTER INSERT OR DELETE ON "articulos"
FOR EACH ROW EXECUTE FUNCTION "articulos_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "articulos_conteos_cambio" AFTER UPDATE OF "categoria_id", "estado", "ppd" ON "articulos"
FOR EACH ROW
WHEN ((OLD."categoria_id", OLD."estado", OLD."ppd") IS DISTINCT FROM (NEW."categoria_id", NEW."estado", NEW."ppd"))
EXECUTE FUNCTION "articulos_conteos_sync"();
