CREATE TABLE "erp_documentos_conteos" (
	"estado" varchar(12) PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "erp_documentos_conteos_total_chk" CHECK ("erp_documentos_conteos"."total" >= 0)
);
--> statement-breakpoint
-- 'Integración SAP' state tabs (erp.table.ts, erpDocumentosConteos): filled once from the
-- documents, then kept by the triggers below in the writer's own transaction, as migration 0014
-- keeps the tickets' brand tabs. Four states make four rows, so the triggers work once per
-- statement, on its rows' net change per state (transition tables): a row trigger updated the same
-- row once per document, and each update walked past the versions its transaction had left (the
-- bench's 300,000 documents loaded in 633 s). The changes are applied in key order, so that two
-- opposite changes at once wait for each other instead of deadlocking.
INSERT INTO "erp_documentos_conteos" ("estado", "total")
SELECT "estado", count(*)::int FROM "erp_documentos" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "erp_documentos_conteos_sumar"(p_estado varchar, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A CHECK is tested on the proposed row before ON CONFLICT, so fewer is an UPDATE of its row,
  -- which exists: the documents being taken away were counted in it.
  IF p_delta < 0 THEN
    UPDATE "erp_documentos_conteos" SET "total" = "total" + p_delta WHERE "estado" = p_estado;
  ELSE
    INSERT INTO "erp_documentos_conteos" ("estado", "total") VALUES (p_estado, p_delta)
    ON CONFLICT ("estado") DO UPDATE SET "total" = "erp_documentos_conteos"."total" + EXCLUDED."total";
  END IF;
END $$;
--> statement-breakpoint
-- Each branch reads only the transition tables its trigger declares (nuevos, viejos).
CREATE FUNCTION "erp_documentos_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambio record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR cambio IN SELECT "estado", count(*)::int AS "delta" FROM "nuevos" GROUP BY 1 ORDER BY 1 LOOP
      PERFORM "erp_documentos_conteos_sumar"(cambio."estado", cambio."delta");
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR cambio IN SELECT "estado", -count(*)::int AS "delta" FROM "viejos" GROUP BY 1 ORDER BY 1 LOOP
      PERFORM "erp_documentos_conteos_sumar"(cambio."estado", cambio."delta");
    END LOOP;
  ELSE
    FOR cambio IN
      SELECT "estado", sum("delta")::int AS "delta" FROM (
        SELECT "viejos"."estado", -1 AS "delta" FROM "viejos"
          JOIN "nuevos" USING ("documento_id") WHERE "viejos"."estado" <> "nuevos"."estado"
        UNION ALL
        SELECT "nuevos"."estado", 1 FROM "viejos"
          JOIN "nuevos" USING ("documento_id") WHERE "viejos"."estado" <> "nuevos"."estado"
      ) AS "cambios"
      GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
    LOOP
      PERFORM "erp_documentos_conteos_sumar"(cambio."estado", cambio."delta");
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "erp_documentos_conteos_alta" AFTER INSERT ON "erp_documentos"
REFERENCING NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "erp_documentos_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "erp_documentos_conteos_baja" AFTER DELETE ON "erp_documentos"
REFERENCING OLD TABLE AS "viejos" FOR EACH STATEMENT EXECUTE FUNCTION "erp_documentos_conteos_sync"();
--> statement-breakpoint
-- Transition tables take no column list (UPDATE OF): every update runs it, and only a change of
-- state moves a count.
CREATE TRIGGER "erp_documentos_conteos_cambio" AFTER UPDATE ON "erp_documentos"
REFERENCING OLD TABLE AS "viejos" NEW TABLE AS "nuevos"
FOR EACH STATEMENT EXECUTE FUNCTION "erp_documentos_conteos_sync"();
