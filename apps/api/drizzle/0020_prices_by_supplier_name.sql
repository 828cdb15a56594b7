-- One supplier's price list ('Lista de precios' with a supplier chosen) is ordered by article name.
-- The name lived on the article only, so PostgreSQL chose per supplier: walk every article by name
-- and keep the supplier's (the busiest, 10,790 links at bench scale 1, finds its page in 19 articles;
-- a supplier of 357 links walks 584 to find it, 4 ms), or read all of a small supplier's links and
-- sort them. It planned the page on every request (0.7–1.6 ms on the bench machine, to run in 0.3):
-- a kept plan would have walked the names for every supplier. With the name copied onto the link and
-- an index on (supplier, name), every supplier's page is the first entries of its range: one plan,
-- kept per connection, reading ten links whatever the supplier's size.
ALTER TABLE "proveedor_articulos" ADD COLUMN "articulo_nombre" varchar(150) DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "proveedor_articulos" SET "articulo_nombre" = "articulos"."nombre"
FROM "articulos" WHERE "articulos"."articulo_id" = "proveedor_articulos"."articulo_id";
--> statement-breakpoint
-- The copy is the database's: a link takes its article's name whatever its writer sends.
CREATE FUNCTION "proveedor_articulos_nombre_copiar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "nombre" INTO NEW."articulo_nombre" FROM "articulos" WHERE "articulo_id" = NEW."articulo_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "proveedor_articulos_nombre" BEFORE INSERT OR UPDATE OF "articulo_id", "articulo_nombre"
ON "proveedor_articulos" FOR EACH ROW EXECUTE FUNCTION "proveedor_articulos_nombre_copiar"();
--> statement-breakpoint
-- A renamed article renames its links, in the renaming transaction.
CREATE FUNCTION "articulos_nombre_propagar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "proveedor_articulos" SET "articulo_nombre" = NEW."nombre"
  WHERE "articulo_id" = NEW."articulo_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "articulos_nombre" AFTER UPDATE OF "nombre" ON "articulos" FOR EACH ROW
WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre") EXECUTE FUNCTION "articulos_nombre_propagar"();
--> statement-breakpoint
CREATE INDEX "proveedor_articulos_proveedor_nombre_idx" ON "proveedor_articulos" USING btree ("proveedor_id","articulo_nombre","id");
