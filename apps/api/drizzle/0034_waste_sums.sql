CREATE TABLE "desecho_sumas_articulo" (
	"mes" date NOT NULL,
	"sucursal_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"unidad_venta" varchar(40) NOT NULL,
	"cantidad" numeric(14, 2) NOT NULL,
	"valor" numeric(16, 4) NOT NULL,
	CONSTRAINT "desecho_sumas_articulo_mes_sucursal_id_articulo_id_pk" PRIMARY KEY("mes","sucursal_id","articulo_id")
);
--> statement-breakpoint
CREATE TABLE "desecho_sumas_categoria" (
	"mes" date NOT NULL,
	"sucursal_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"valor" numeric(16, 4) NOT NULL,
	CONSTRAINT "desecho_sumas_categoria_mes_sucursal_id_categoria_id_pk" PRIMARY KEY("mes","sucursal_id","categoria_id")
);
--> statement-breakpoint
ALTER TABLE "desecho_sumas_articulo" ADD CONSTRAINT "desecho_sumas_articulo_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desecho_sumas_articulo" ADD CONSTRAINT "desecho_sumas_articulo_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desecho_sumas_categoria" ADD CONSTRAINT "desecho_sumas_categoria_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "desecho_sumas_categoria" ("mes", "sucursal_id", "categoria_id", "valor")
SELECT date_trunc('month', w."fecha")::date, w."sucursal_id", l."categoria_id", sum(l."valor")
  FROM "desecho_detalles" l JOIN "desechos" w ON w."desecho_id" = l."desecho_id"
 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "desecho_sumas_articulo" ("mes", "sucursal_id", "articulo_id", "unidad_venta", "cantidad", "valor")
SELECT date_trunc('month', w."fecha")::date, w."sucursal_id", l."articulo_id", max(l."unidad_venta"), sum(l."cantidad"), sum(l."valor")
  FROM "desecho_detalles" l JOIN "desechos" w ON w."desecho_id" = l."desecho_id"
 GROUP BY 1, 2, 3;
