CREATE TABLE "articulos" (
	"articulo_id" varchar(50) PRIMARY KEY NOT NULL,
	"articulo_id_ficticio" varchar(50),
	"nombre" varchar(150) NOT NULL,
	"unidad" varchar(50) NOT NULL,
	"unidad_venta" varchar(50) NOT NULL,
	"cantidad_compra" numeric(14, 4) NOT NULL,
	"cantidad_venta" numeric(14, 4) DEFAULT '1' NOT NULL,
	"min_ingreso_inv" numeric(15, 6) DEFAULT '0' NOT NULL,
	"max_ingreso_inv" numeric(15, 6) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"ppd" smallint DEFAULT 0 NOT NULL,
	"generico" smallint DEFAULT 0 NOT NULL,
	"is_active" smallint DEFAULT 1 NOT NULL,
	"categoria_id" integer NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower("articulos"."articulo_id" || ' ' || coalesce("articulos"."articulo_id_ficticio", '') || ' ' || "articulos"."nombre"), 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑ', 'aeiouunaeiouaeiouaeioaeiouun')) STORED NOT NULL,
	CONSTRAINT "articulos_estado_chk" CHECK ("articulos"."estado" in (0, 1)),
	CONSTRAINT "articulos_ppd_chk" CHECK ("articulos"."ppd" in (0, 1)),
	CONSTRAINT "articulos_generico_chk" CHECK ("articulos"."generico" in (0, 1)),
	CONSTRAINT "articulos_is_active_chk" CHECK ("articulos"."is_active" in (0, 1)),
	CONSTRAINT "articulos_limites_chk" CHECK ("articulos"."min_ingreso_inv" >= 0 and "articulos"."max_ingreso_inv" <= 999999999 and "articulos"."min_ingreso_inv" <= "articulos"."max_ingreso_inv")
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"categoria_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"icono" varchar(60) NOT NULL,
	"ppd" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categorias_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "categorias_estado_chk" CHECK ("categorias"."estado" in (0, 1)),
	CONSTRAINT "categorias_ppd_chk" CHECK ("categorias"."ppd" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "precio_historial" (
	"historial_id" bigserial PRIMARY KEY NOT NULL,
	"proveedor_articulo_id" integer NOT NULL,
	"precio_anterior" numeric(14, 4) NOT NULL,
	"precio_nuevo" numeric(14, 4) NOT NULL,
	"usuario_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proveedor_articulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"proveedor_id" integer NOT NULL,
	"articulo_id" varchar(50) NOT NULL,
	"precio" numeric(14, 4) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proveedor_articulos_estado_chk" CHECK ("proveedor_articulos"."estado" in (0, 1)),
	CONSTRAINT "proveedor_articulos_precio_chk" CHECK ("proveedor_articulos"."precio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proveedor_horarios" (
	"proveedor_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	CONSTRAINT "proveedor_horarios_proveedor_id_dia_pk" PRIMARY KEY("proveedor_id","dia"),
	CONSTRAINT "proveedor_horarios_dia_chk" CHECK ("proveedor_horarios"."dia" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"proveedor_id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(15) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"nombre_abrv" varchar(50) NOT NULL,
	"marca" varchar(50) NOT NULL,
	"telefono" varchar(9) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"direccion" varchar(250),
	"descripcion" varchar(500) DEFAULT '' NOT NULL,
	"max_productos" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"wt_liable" boolean DEFAULT false NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower("proveedores"."codigo" || ' ' || "proveedores"."nombre" || ' ' || "proveedores"."nombre_abrv" || ' ' || "proveedores"."telefono" || ' ' || "proveedores"."correo"), 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑ', 'aeiouunaeiouaeiouaeioaeiouun')) STORED NOT NULL,
	CONSTRAINT "proveedores_estado_chk" CHECK ("proveedores"."estado" in (0, 1)),
	CONSTRAINT "proveedores_max_productos_chk" CHECK ("proveedores"."max_productos" > 0)
);
--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_categoria_id_categorias_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("categoria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_creado_por_usuarios_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio_historial" ADD CONSTRAINT "precio_historial_proveedor_articulo_id_proveedor_articulos_id_fk" FOREIGN KEY ("proveedor_articulo_id") REFERENCES "public"."proveedor_articulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio_historial" ADD CONSTRAINT "precio_historial_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedor_articulos" ADD CONSTRAINT "proveedor_articulos_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedor_articulos" ADD CONSTRAINT "proveedor_articulos_articulo_id_articulos_articulo_id_fk" FOREIGN KEY ("articulo_id") REFERENCES "public"."articulos"("articulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedor_horarios" ADD CONSTRAINT "proveedor_horarios_proveedor_id_proveedores_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("proveedor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_marca_marcas_nombre_fk" FOREIGN KEY ("marca") REFERENCES "public"."marcas"("nombre") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_creado_por_usuarios_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articulos_nombre_idx" ON "articulos" USING btree ("nombre","articulo_id");--> statement-breakpoint
CREATE INDEX "articulos_categoria_nombre_idx" ON "articulos" USING btree ("categoria_id","nombre","articulo_id");--> statement-breakpoint
CREATE INDEX "articulos_busqueda_trgm_idx" ON "articulos" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articulos_ppd_idx" ON "articulos" USING btree ("nombre") WHERE "articulos"."ppd" = 1;--> statement-breakpoint
CREATE INDEX "precio_historial_proveedor_articulo_idx" ON "precio_historial" USING btree ("proveedor_articulo_id","fecha" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "proveedor_articulos_proveedor_articulo_idx" ON "proveedor_articulos" USING btree ("proveedor_id","articulo_id");--> statement-breakpoint
CREATE INDEX "proveedor_articulos_articulo_idx" ON "proveedor_articulos" USING btree ("articulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedores_marca_codigo_idx" ON "proveedores" USING btree ("marca","codigo");--> statement-breakpoint
CREATE INDEX "proveedores_marca_nombre_idx" ON "proveedores" USING btree ("marca","nombre","proveedor_id");--> statement-breakpoint
CREATE INDEX "proveedores_busqueda_trgm_idx" ON "proveedores" USING gin ("busqueda" gin_trgm_ops);