CREATE TABLE "desecho_detalles" (
	"desecho_detalle_id" serial PRIMARY KEY NOT NULL,
	"desecho_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"categoria_id" integer NOT NULL,
	"unidad_venta" varchar(40) NOT NULL,
	"cantidad" numeric(12, 2) NOT NULL,
	"precio" numeric(14, 4),
	"valor" numeric(14, 4) NOT NULL,
	CONSTRAINT "desecho_detalles_cantidad_chk" CHECK ("desecho_detalles"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "desechos" (
	"desecho_id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"comentario" varchar(250) NOT NULL,
	"sucursal_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"usuario" varchar(120) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"revisado_por" integer,
	"revisado_en" timestamp with time zone,
	"aplicado_por" integer,
	"aplicado_en" timestamp with time zone,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desechos_estado_chk" CHECK (estado in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "desecho_detalles" ADD CONSTRAINT "desecho_detalles_desecho_id_desechos_desecho_id_fk" FOREIGN KEY ("desecho_id") REFERENCES "public"."desechos"("desecho_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desecho_detalles" ADD CONSTRAINT "desecho_detalles_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desechos" ADD CONSTRAINT "desechos_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desechos" ADD CONSTRAINT "desechos_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desechos" ADD CONSTRAINT "desechos_revisado_por_usuarios_usuario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desechos" ADD CONSTRAINT "desechos_aplicado_por_usuarios_usuario_id_fk" FOREIGN KEY ("aplicado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desecho_detalles_desecho_articulo_idx" ON "desecho_detalles" USING btree ("desecho_id","articulo_id");--> statement-breakpoint
CREATE INDEX "desechos_sucursal_fecha_idx" ON "desechos" USING btree ("sucursal_id","fecha" desc,"desecho_id" desc);--> statement-breakpoint
CREATE INDEX "desechos_fecha_idx" ON "desechos" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "desechos_busqueda_trgm_idx" ON "desechos" USING gin ("busqueda" gin_trgm_ops);