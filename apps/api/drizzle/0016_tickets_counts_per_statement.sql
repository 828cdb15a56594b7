-- The tickets' kept counts (migration 0014) work once per statement, as the SAP documents' do
-- (migration 0015): on the statement's rows' net change per department, brand and state, read from
-- its transition tables, applied in key order. Per row, a load of many tickets in one transaction
-- updated the same few rows once per ticket, each update walking past the versions the
-- transaction had left: the bench's 200,000 tickets took 139–318 s to load where they took 50
-- before the counts were kept.
DROP TRIGGER "peticiones_conteos_alta_baja" ON "peticiones";
--> statement-breakpoint
DROP TRIGGER "peticiones_conteos_cambio" ON "peticiones";
--> statement-breakpoint
DROP FUNCTION "peticiones_conteos_sync"();
--> statement-breakpoint
-- Each branch reads only the transition tables its trigger declares (nuevos, viejos).
CREATE FUNCTION "peticiones_conteos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambio record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR cambio IN
      SELECT "departamento_id", "marca", "estado", count(*)::int AS "delta" FROM "nuevos"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    LOOP
      PERFORM "peticiones_conteos_sumar"(cambio."departamento_id", cambio."marca", cambio."estado", cambio."delta");
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR cambio IN
      SELECT "departamento_id", "marca", "estado", -count(*)::int AS "delta" FROM "viejos"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    LOOP
      PERFORM "peticiones_conteos_sumar"(cambio."departamento_id", cambio."marca", cambio."estado", cambio."delta");
    END LOOP;
  ELSE
    FOR cambio IN
      WITH "movidos" AS (
        SELECT "viejos"."departamento_id" AS "de_departamento", "viejos"."marca" AS "de_marca",
          "viejos"."estado" AS "de_estado", "nuevos"."departamento_id", "nuevos"."marca", "nuevos"."estado"
        FROM "viejos" JOIN "nuevos" USING ("peticion_id")
        WHERE ("viejos"."departamento_id", "viejos"."marca", "viejos"."estado")
          IS DISTINCT FROM ("nuevos"."departamento_id", "nuevos"."marca", "nuevos"."estado")
      )
      SELECT "departamento_id", "marca", "estado", sum("delta")::int AS "delta" FROM (
        SELECT "de_departamento" AS "departamento_id", "de_marca" AS "marca", "de_estado" AS "estado",
          -1 AS "delta" FROM "movidos"
        UNION ALL
        SELECT "departamento_id", "marca", "estado", 1 FROM "movidos"
      ) AS "cambios"
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
    LOOP
      PERFORM "peticiones_conteos_sumar"(cambio."departamento_id", cambio."marca", cambio."estado", cambio."delta");
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "peticiones_conteos_alta" AFTER INSERT ON "peticiones"
REFERENCING NEW TABLE AS "nuevos" FOR EACH STATEMENT EXECUTE FUNCTION "peticiones_conteos_sync"();
--> statement-breakpoint
CREATE TRIGGER "peticiones_conteos_baja" AFTER DELETE ON "peticiones"
REFERENCING OLD TABLE AS "viejos" FOR EACH STATEMENT EXECUTE FUNCTION "peticiones_conteos_sync"();
--> statement-breakpoint
-- Transition tables take no column list (UPDATE OF): every update runs it, and only a change of
-- department, brand or state moves a count.
CREATE TRIGGER "peticiones_conteos_cambio" AFTER UPDATE ON "peticiones"
REFERENCING OLD TABLE AS "viejos" NEW TABLE AS "nuevos"
FOR EACH STATEMENT EXECUTE FUNCTION "peticiones_conteos_sync"();
