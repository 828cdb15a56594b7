CREATE TABLE "inventario_detalles" (
	"inventario_detalle_id" serial PRIMARY KEY NOT NULL,
	"inventario_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"categoria_id" integer NOT NULL,
	"unidad" varchar(50) NOT NULL,
	"unidad_venta" varchar(50) NOT NULL,
	"cantidad_compra" numeric(14, 4) NOT NULL,
	"min_ingreso_inv" numeric(15, 6) NOT NULL,
	"max_ingreso_inv" numeric(15, 6) NOT NULL,
	"inv_cerrado" numeric(14, 2),
	"inv_abierto" numeric(14, 2),
	"inv_total" numeric(18, 4),
	"version" integer DEFAULT 0 NOT NULL,
	"actualizado_por" integer,
	"actualizado_en" timestamp with time zone,
	CONSTRAINT "inventario_detalles_conteo_chk" CHECK ("inventario_detalles"."inv_cerrado" >= 0 and "inventario_detalles"."inv_abierto" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventarios" (
	"inventario_id" serial PRIMARY KEY NOT NULL,
	"mask" varchar(40) NOT NULL,
	"tipo" smallint NOT NULL,
	"fecha" date NOT NULL,
	"sucursal_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"costo" numeric(14, 4),
	"creado_por" integer NOT NULL,
	"gerente" integer,
	"finalizado_por" integer,
	"fecha_finalizacion" timestamp with time zone,
	"aprobado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"anulado_por" integer,
	"fecha_anulacion" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventarios_estado_chk" CHECK (estado in (1, 2, 3, 4)),
	CONSTRAINT "inventarios_tipo_chk" CHECK (tipo in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "inventario_detalles" ADD CONSTRAINT "inventario_detalles_inventario_id_inventarios_inventario_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventarios"("inventario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_detalles" ADD CONSTRAINT "inventario_detalles_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_detalles" ADD CONSTRAINT "inventario_detalles_categoria_id_categorias_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_detalles" ADD CONSTRAINT "inventario_detalles_actualizado_por_usuarios_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_creado_por_usuarios_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_gerente_usuarios_usuario_id_fk" FOREIGN KEY ("gerente") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_finalizado_por_usuarios_usuario_id_fk" FOREIGN KEY ("finalizado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_aprobado_por_usuarios_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_anulado_por_usuarios_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventario_detalles_articulo_uq" ON "inventario_detalles" USING btree ("inventario_id","articulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventarios_sucursal_fecha_uq" ON "inventarios" USING btree ("sucursal_id","fecha") WHERE "inventarios"."estado" <> 4;--> statement-breakpoint
CREATE INDEX "inventarios_sucursal_idx" ON "inventarios" USING btree ("sucursal_id","inventario_id" desc);--> statement-breakpoint
CREATE INDEX "inventarios_fecha_idx" ON "inventarios" USING btree ("fecha","sucursal_id");--> statement-breakpoint
CREATE INDEX "inventarios_revision_idx" ON "inventarios" USING btree ("sucursal_id","tipo") WHERE "inventarios"."estado" in (1, 2);