-- The price list's kept counts (migration 0013) work once per statement, as the tickets' (0016) and
-- the SAP documents' (0015) do: on the statement's net change per supplier and estado, read from its
-- transition tables, applied in key order. Per row, a statement writing several links took their
-- suppliers' rows in the order of its own rows (an article's links in the order the buyer listed its
-- suppliers, or as the scan met them): two buyers creating or switching off articles sold by the same
-- suppliers could each hold one supplier's row and wait for the other's, and PostgreSQL ended one of
-- them with a deadlock.
DROP TRIGGER "proveedor_articulos_conteos_alta_baja" ON "proveedor_articulos";
--> statement-breakpoint
DROP TRIGGER "proveedor_articulos_conteos_cambio" ON "proveedor_articulos";
--> statement-breakpoint
DROP FUNCTION "proveedor_articulos_conteos_sync"();
--> statement-breakpoint
-- Each branch reads only the transition tables its trigger declares (nuevos, viejos).
CREATE FUNCTION "proveedor_articulos_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambio record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR cambio IN
      SELECT "proveedor_id", "estado", count(*)::int AS "delta" FROM "nuevos"
      GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      PERFORM "proveedor_articulos_conteos_sumar"(cambio."proveedor_id", cambio."estado", cambio."delta");
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR cambio IN
      SELECT "proveedor_id", "estado", -count(*)::int AS "delta" FROM "viejos"
      GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      PERFORM "proveedor_articulos_conteos_sumar"(cambio."proveedor_id", cambio."estado", cambio."delta");
    END LOOP;
  ELSE
    FOR cambio IN
      WITH "movidos" AS (
        SELECT "viejos"."proveedor_id" AS "de_proveedor", "viejos"."estado" AS "de_estado",
          "nuevos"."proveedor_id", "nuevos"."estado"
        FROM "viejos" JOIN "nuevos" USING ("id")
        WHERE ("viejos"."proveedor_id", "viejos"."estado")
          IS DISTINCT FROM ("nuevos"."proveedor_id", "nuevos"."estado")
      )
      SELECT "proveedor_id", "estado", sum("delta")::int AS "delta" FROM (
        SELECT "de_proveedor" AS "proveedor_id", "de_estado" AS "estado", -1 AS "delta" FROM "movidos"
        UNION ALL
        SELECT "proveedor_id", "estado", 1 FROM "movidos"
      ) AS "cambios"
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
    LOOP
      PERFORM "proveedor_articulos_conteos_sumar"(cambio."proveedor_id", cambio."estado", cambio."delta");
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "proveedor_articulos_conteos_alta" AFTER INSERT ON "proveedor_articulos"
REFERENCING NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "proveedor_articulos_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "proveedor_articulos_conteos_baja" AFTER DELETE ON "proveedor_articulos"
REFERENCING OLD TABLE AS "viejos" FOR EACH STATEMENT EXECUTE FUNCTION "proveedor_articulos_conteos_sync"();
--> statement-breakpoint
-- Transition tables take no column list (UPDATE OF): every update runs it (a price change too, on
-- its one row), and only a change of supplier or estado moves a count.
CREATE TRIGGER "proveedor_articulos_conteos_cambio" AFTER UPDATE ON "proveedor_articulos"
REFERENCING OLD TABLE AS "viejos" NEW TABLE AS "nuevos"
FOR EACH STATEMENT EXECUTE FUNCTION "proveedor_articulos_conteos_sync"();
