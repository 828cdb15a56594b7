CREATE TABLE "peticion_archivos" (
	"archivo_id" serial PRIMARY KEY NOT NULL,
	"peticion_id" integer NOT NULL,
	"clave" varchar(200) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"orden" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peticiones" (
	"peticion_id" serial PRIMARY KEY NOT NULL,
	"mascara" varchar(20) NOT NULL,
	"tipo_problema_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"departamento_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"estado" varchar(20) DEFAULT 'Abierto' NOT NULL,
	"solicitado_por" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"cierre_en" timestamp with time zone,
	"com_en_espera" text,
	"com_cancelado" text,
	"edit_comment" smallint DEFAULT 1 NOT NULL,
	"realizado_por" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"marca" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "peticiones_mascara_unique" UNIQUE("mascara")
);
--> statement-breakpoint
CREATE TABLE "ticket_categorias" (
	"categoria_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"departamento_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_mascaras" (
	"departamento_id" integer PRIMARY KEY NOT NULL,
	"prefijo" varchar(6) NOT NULL,
	"siguiente" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ticket_mascaras_prefijo_unique" UNIQUE("prefijo")
);
--> statement-breakpoint
CREATE TABLE "ticket_problemas" (
	"tipo_problema_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"categoria_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peticion_archivos" ADD CONSTRAINT "peticion_archivos_peticion_id_peticiones_peticion_id_fk" FOREIGN KEY ("peticion_id") REFERENCES "public"."peticiones"("peticion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_tipo_problema_id_ticket_problemas_tipo_problema_id_fk" FOREIGN KEY ("tipo_problema_id") REFERENCES "public"."ticket_problemas"("tipo_problema_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_categoria_id_ticket_categorias_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."ticket_categorias"("categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_solicitado_por_usuarios_usuario_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones" ADD CONSTRAINT "peticiones_realizado_por_usuarios_usuario_id_fk" FOREIGN KEY ("realizado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categorias" ADD CONSTRAINT "ticket_categorias_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mascaras" ADD CONSTRAINT "ticket_mascaras_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_problemas" ADD CONSTRAINT "ticket_problemas_categoria_id_ticket_categorias_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."ticket_categorias"("categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peticion_archivos_peticion_idx" ON "peticion_archivos" USING btree ("peticion_id");--> statement-breakpoint
CREATE INDEX "peticiones_busqueda_trgm_idx" ON "peticiones" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "peticiones_departamento_marca_idx" ON "peticiones" USING btree ("departamento_id","marca","peticion_id" desc);--> statement-breakpoint
CREATE INDEX "peticiones_sucursal_idx" ON "peticiones" USING btree ("sucursal_id","peticion_id" desc);--> statement-breakpoint
CREATE INDEX "peticiones_departamento_idx" ON "peticiones" USING btree ("departamento_id","peticion_id" desc);--> statement-breakpoint
CREATE INDEX "ticket_categorias_departamento_idx" ON "ticket_categorias" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "ticket_problemas_categoria_idx" ON "ticket_problemas" USING btree ("categoria_id");