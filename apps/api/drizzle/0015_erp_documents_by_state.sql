CREATE TABLE "erp_documentos_conteos" (
	"estado" varchar(12) PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "erp_documentos_conteos_total_chk" CHECK ("erp_documentos_conteos"."total" >= 0)
);
--> statement-breakpoint
-- 'Integración SAP' state tabs (erp.table.ts, erpDocumentosConteos): filled once from the
-- documents, then kept by the triggers below in the writer's own transaction, as migration 0014
-- keeps the tickets' brand tabs. A change of state takes one from its old row and adds one to its
-- new row, in key order, so that two opposite changes at once wait for each other instead of
-- deadlocking.
INSERT INTO "erp_documentos_conteos" ("estado", "total")
SELECT "estado", count(*)::int FROM "erp_documentos" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "erp_documentos_conteos_sumar"(p_estado varchar, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A CHECK is tested on the proposed row before ON CONFLICT, so one less is an UPDATE of its row,
  -- which exists: the document being taken away was counted in it.
  IF p_delta < 0 THEN
    UPDATE "erp_documentos_conteos" SET "total" = "total" + p_delta WHERE "estado" = p_estado;
  ELSE
    INSERT INTO "erp_documentos_conteos" ("estado", "total") VALUES (p_estado, p_delta)
    ON CONFLICT ("estado") DO UPDATE SET "total" = "erp_documentos_conteos"."total" + EXCLUDED."total";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "erp_documentos_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "erp_documentos_conteos_sumar"(NEW."estado", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "erp_documentos_conteos_sumar"(OLD."estado", -1);
  ELSIF OLD."estado" < NEW."estado" THEN
    PERFORM "erp_documentos_conteos_sumar"(OLD."estado", -1);
    PERFORM "erp_documentos_conteos_sumar"(NEW."estado", 1);
  ELSE
    PERFORM "erp_documentos_conteos_sumar"(NEW."estado", 1);
    PERFORM "erp_documentos_conteos_sumar"(OLD."estado", -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "erp_documentos_conteos_alta_baja" AFTER INSERT OR DELETE ON "erp_documentos"
FOR EACH ROW EXECUTE FUNCTION "erp_documentos_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "erp_documentos_conteos_cambio" AFTER UPDATE OF "estado" ON "erp_documentos"
FOR EACH ROW WHEN (OLD."estado" IS DISTINCT FROM NEW."estado")
EXECUTE FUNCTION "erp_documentos_conteos_sync"();
