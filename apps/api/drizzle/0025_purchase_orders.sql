CREATE TABLE "claves_gerente" (
	"sucursal_id" integer PRIMARY KEY NOT NULL,
	"clave_hash" varchar(200) NOT NULL,
	"actualizado_por" integer,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_detalles" (
	"pedido_detalle_id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"cantidad_pedida" numeric(14, 4) NOT NULL,
	"cantidad_recibida" numeric(14, 4),
	"precio_pedido" numeric(16, 4) NOT NULL,
	"precio_proveedor" numeric(16, 4) NOT NULL,
	"cantidad_sap" numeric(14, 4),
	"precio_sap" numeric(16, 4),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_detalles_cantidades_chk" CHECK ("pedido_detalles"."cantidad_pedida" >= 0 and coalesce("pedido_detalles"."cantidad_recibida", 0) >= 0),
	CONSTRAINT "pedido_detalles_precio_chk" CHECK ("pedido_detalles"."precio_pedido" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"pedido_id" serial PRIMARY KEY NOT NULL,
	"proveedor_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"estado" smallint NOT NULL,
	"fecha_pedido" date NOT NULL,
	"fecha_estimada" date NOT NULL,
	"fecha_entrega" date,
	"fecha_factura" date,
	"credito_fiscal" varchar(40),
	"dte" varchar(100),
	"serie_doc" varchar(40),
	"num_unico" varchar(100),
	"nota_credito" smallint DEFAULT 0 NOT NULL,
	"razon" varchar(60),
	"correccion_requerida" smallint DEFAULT 0 NOT NULL,
	"verificado_por" integer,
	"aprobado_en" timestamp with time zone,
	"anulado_por" integer,
	"anulado_en" timestamp with time zone,
	"total_pedido" numeric(16, 4) DEFAULT '0' NOT NULL,
	"total_final" numeric(16, 4) DEFAULT '0' NOT NULL,
	"doc_total" numeric(16, 4),
	"wt_liable" boolean DEFAULT false NOT NULL,
	"comentario" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pedidos_estado_chk" CHECK (estado in (1, 2, 3, 4, 5, 6, 8)),
	CONSTRAINT "pedidos_nota_credito_chk" CHECK ("pedidos"."nota_credito" in (0, 1)),
	CONSTRAINT "pedidos_correccion_chk" CHECK ("pedidos"."correccion_requerida" in (0, 1)),
	CONSTRAINT "pedidos_totales_chk" CHECK ("pedidos"."total_pedido" >= 0 and "pedidos"."total_final" >= 0)
);
--> statement-breakpoint
ALTER TABLE "claves_gerente" ADD CONSTRAINT "claves_gerente_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claves_gerente" ADD CONSTRAINT "claves_gerente_actualizado_por_usuarios_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalles" ADD CONSTRAINT "pedido_detalles_pedido_id_pedidos_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("pedido_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalles" ADD CONSTRAINT "pedido_detalles_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_verificado_por_usuarios_usuario_id_fk" FOREIGN KEY ("verificado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_anulado_por_usuarios_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_detalles_pedido_articulo_idx" ON "pedido_detalles" USING btree ("pedido_id","articulo_id");--> statement-breakpoint
CREATE INDEX "pedidos_estado_creado_idx" ON "pedidos" USING btree ("estado","creado_en" desc,"pedido_id" desc);--> statement-breakpoint
CREATE INDEX "pedidos_sucursal_estado_creado_idx" ON "pedidos" USING btree ("sucursal_id","estado","creado_en" desc,"pedido_id" desc);--> statement-breakpoint
CREATE INDEX "pedidos_proveedor_estado_fecha_idx" ON "pedidos" USING btree ("proveedor_id","estado","fecha_pedido");