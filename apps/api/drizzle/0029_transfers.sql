CREATE TABLE "traslado_detalles" (
	"traslado_detalle_id" serial PRIMARY KEY NOT NULL,
	"traslado_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"cantidad" numeric(12, 2) NOT NULL,
	"cantidad_enviada" numeric(12, 2),
	"cantidad_recibida" numeric(12, 2),
	CONSTRAINT "traslado_detalles_cantidades_chk" CHECK ("traslado_detalles"."cantidad" > 0 and coalesce("traslado_detalles"."cantidad_enviada", 0) >= 0 and coalesce("traslado_detalles"."cantidad_recibida", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "traslados" (
	"traslado_id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"origen_id" integer NOT NULL,
	"destino_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"solicitado_por" integer NOT NULL,
	"enviado_por" integer,
	"recibido_por" integer,
	"anulado_por" integer,
	"fecha_aprobacion" timestamp with time zone,
	"fecha_finalizacion" timestamp with time zone,
	"fecha_anulacion" timestamp with time zone,
	"fecha_procesamiento_sap" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traslados_estado_chk" CHECK (estado in (1, 2, 3, 4, 5)),
	CONSTRAINT "traslados_sucursales_chk" CHECK ("traslados"."origen_id" <> "traslados"."destino_id")
);
--> statement-breakpoint
ALTER TABLE "traslado_detalles" ADD CONSTRAINT "traslado_detalles_traslado_id_traslados_traslado_id_fk" FOREIGN KEY ("traslado_id") REFERENCES "public"."traslados"("traslado_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslado_detalles" ADD CONSTRAINT "traslado_detalles_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_origen_id_sucursales_sucursal_id_fk" FOREIGN KEY ("origen_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_destino_id_sucursales_sucursal_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_solicitado_por_usuarios_usuario_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_enviado_por_usuarios_usuario_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_recibido_por_usuarios_usuario_id_fk" FOREIGN KEY ("recibido_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traslados" ADD CONSTRAINT "traslados_anulado_por_usuarios_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traslado_detalles_traslado_articulo_idx" ON "traslado_detalles" USING btree ("traslado_id","articulo_id");--> statement-breakpoint
CREATE INDEX "traslados_destino_idx" ON "traslados" USING btree ("destino_id","traslado_id" desc);--> statement-breakpoint
CREATE INDEX "traslados_origen_estado_idx" ON "traslados" USING btree ("origen_id","estado","traslado_id" desc);