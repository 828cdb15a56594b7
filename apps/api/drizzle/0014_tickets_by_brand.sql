CREATE TABLE "peticiones_conteos" (
	"departamento_id" integer NOT NULL,
	"marca" varchar(50) NOT NULL,
	"estado" varchar(20) NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "peticiones_conteos_departamento_id_marca_estado_pk" PRIMARY KEY("departamento_id","marca","estado"),
	CONSTRAINT "peticiones_conteos_total_chk" CHECK ("peticiones_conteos"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "peticiones_conteos" ADD CONSTRAINT "peticiones_conteos_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The collaborators' brand tabs (tickets.table.ts, peticionesConteos): filled once from the
-- tickets, then kept by the triggers below in the writer's own transaction, as migration 0010 keeps
-- the category chips. A change of department, brand or state takes one from its old row and adds
-- one to its new row, in key order, so that two opposite changes at once wait for each other
-- instead of deadlocking.
INSERT INTO "peticiones_conteos" ("departamento_id", "marca", "estado", "total")
SELECT "departamento_id", "marca", "estado", count(*)::int FROM "peticiones" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "peticiones_conteos_sumar"(p_departamento integer, p_marca varchar, p_estado varchar, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A CHECK is tested on the proposed row before ON CONFLICT, so one less is an UPDATE of its row,
  -- which exists: the ticket being taken away was counted in it.
  IF p_delta < 0 THEN
    UPDATE "peticiones_conteos" SET "total" = "total" + p_delta
    WHERE ("departamento_id", "marca", "estado") = (p_departamento, p_marca, p_estado);
  ELSE
    INSERT INTO "peticiones_conteos" ("departamento_id", "marca", "estado", "total")
    VALUES (p_departamento, p_marca, p_estado, p_delta)
    ON CONFLICT ("departamento_id", "marca", "estado")
    DO UPDATE SET "total" = "peticiones_conteos"."total" + EXCLUDED."total";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "peticiones_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "peticiones_conteos_sumar"(NEW."departamento_id", NEW."marca", NEW."estado", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "peticiones_conteos_sumar"(OLD."departamento_id", OLD."marca", OLD."estado", -1);
  ELSIF (OLD."departamento_id", OLD."marca", OLD."estado") < (NEW."departamento_id", NEW."marca", NEW."estado") THEN
    PERFORM "peticiones_conteos_sumar"(OLD."departamento_id", OLD."marca", OLD."estado", -1);
    PERFORM "peticiones_conteos_sumar"(NEW."departamento_id", NEW."marca", NEW."estado", 1);
  ELSE
    PERFORM "peticiones_conteos_sumar"(NEW."departamento_id", NEW."marca", NEW."estado", 1);
    PERFORM "peticiones_conteos_sumar"(OLD."departamento_id", OLD."marca", OLD."estado", -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "peticiones_conteos_alta_baja" AFTER INSERT OR DELETE ON "peticiones"
FOR EACH ROW EXECUTE FUNCTION "peticiones_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "peticiones_conteos_cambio" AFTER UPDATE OF "departamento_id", "marca", "estado" ON "peticiones"
FOR EACH ROW
WHEN ((OLD."departamento_id", OLD."marca", OLD."estado") IS DISTINCT FROM (NEW."departamento_id", NEW."marca", NEW."estado"))
EXECUTE FUNCTION "peticiones_conteos_sync"();
