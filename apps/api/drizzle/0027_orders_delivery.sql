CREATE TABLE "pedido_inconsistencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"comentario" text,
	"lineas" integer[] DEFAULT '{}'::int[] NOT NULL,
	"peticion_id" integer,
	"creado_por" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_inconsistencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(80) NOT NULL,
	CONSTRAINT "tipos_inconsistencia_tipo_unique" UNIQUE("tipo")
);
--> statement-breakpoint
ALTER TABLE "peticiones" ADD COLUMN "pedido_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "sap_solicitado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "fecha_procesamiento_sap" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "periodo_factura" integer GENERATED ALWAYS AS ((extract(year from fecha_factura) * 100 + extract(month from fecha_factura))::int) STORED;--> statement-breakpoint
ALTER TABLE "pedido_inconsistencias" ADD CONSTRAINT "pedido_inconsistencias_pedido_id_pedidos_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("pedido_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_inconsistencias" ADD CONSTRAINT "pedido_inconsistencias_tipo_id_tipos_inconsistencia_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_inconsistencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_inconsistencias" ADD CONSTRAINT "pedido_inconsistencias_creado_por_usuarios_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_inconsistencias_pedido_idx" ON "pedido_inconsistencias" USING btree ("pedido_id");--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_pedido_id_pedidos_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("pedido_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedidos_cerrados_creado_idx" ON "pedidos" USING btree ("creado_en" desc,"pedido_id" desc,"busqueda") WHERE estado in (5, 8);--> statement-breakpoint
CREATE INDEX "pedidos_sucursal_cerrados_idx" ON "pedidos" USING btree ("sucursal_id","creado_en" desc,"pedido_id" desc,"busqueda") WHERE estado in (5, 8);--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_ccf_mes_idx" ON "pedidos" USING btree ("proveedor_id","credito_fiscal","periodo_factura") WHERE "pedidos"."credito_fiscal" is not null;--> statement-breakpoint
-- Spec 2 §3 Inconsistency type: the four reasons of spec 2 §5 (contracts' INCONSISTENCY_REASONS), in that order.
INSERT INTO "tipos_inconsistencia" ("tipo") VALUES ('Pedido Incompleto'), ('No Vino el Producto Solicitado'), ('Precio no Coincide'), ('Pedido o Producto Devuelto');
