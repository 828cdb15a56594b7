CREATE TABLE "departamentos" (
	"departamento_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	CONSTRAINT "departamentos_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "marcas" (
	"marca_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(50) NOT NULL,
	CONSTRAINT "marcas_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"modulo_id" serial PRIMARY KEY NOT NULL,
	"modulo" varchar(60) NOT NULL,
	"icono" varchar(60) NOT NULL,
	"is_sub_menu" smallint DEFAULT 1 NOT NULL,
	"menu_item_active" smallint DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modulos_modulo_unique" UNIQUE("modulo")
);
--> statement-breakpoint
CREATE TABLE "opciones_menu" (
	"option_menu_id" serial PRIMARY KEY NOT NULL,
	"modulo_id" integer NOT NULL,
	"clave" varchar(60) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"ruta" varchar(120) NOT NULL,
	"componente" varchar(60) NOT NULL,
	"mostrar" smallint DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opciones_menu_clave_unique" UNIQUE("clave"),
	CONSTRAINT "opciones_menu_ruta_unique" UNIQUE("ruta")
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"permiso_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"option_menu_id" integer NOT NULL,
	"is_active" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posiciones" (
	"posicion_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"departamento_id" integer,
	CONSTRAINT "posiciones_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"rol_id" serial PRIMARY KEY NOT NULL,
	"rol" varchar(40) NOT NULL,
	CONSTRAINT "roles_rol_unique" UNIQUE("rol")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"sesion_id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL,
	"revocada_en" timestamp with time zone,
	"ip" varchar(64),
	"agente" varchar(300),
	CONSTRAINT "sesiones_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sucursales" (
	"sucursal_id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"bodega" varchar(10) NOT NULL,
	"marca_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"es_oficina" boolean DEFAULT false NOT NULL,
	"direccion" text,
	"telefono" varchar(9),
	"correo" varchar(150),
	CONSTRAINT "sucursales_bodega_unique" UNIQUE("bodega")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"usuario_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellido" varchar(100) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"telefono" varchar(9),
	"posicion_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	"departamento_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"empleado_id" integer NOT NULL,
	"cod_empleado" varchar(10) NOT NULL,
	"jefe" integer,
	"vetado" smallint DEFAULT 0 NOT NULL,
	"foto" text,
	"perfil" varchar(60),
	"password_hash" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_empleado_id_unique" UNIQUE("empleado_id"),
	CONSTRAINT "usuarios_cod_empleado_unique" UNIQUE("cod_empleado")
);
--> statement-breakpoint
CREATE TABLE "login_intentos" (
	"intento_id" bigserial PRIMARY KEY NOT NULL,
	"clave" varchar(160) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restablecimientos" (
	"restablecimiento_id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	CONSTRAINT "restablecimientos_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bitacora" (
	"bitacora_id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"accion" varchar(60) NOT NULL,
	"entidad" varchar(60) NOT NULL,
	"entidad_id" varchar(60),
	"detalle" jsonb,
	"ip" varchar(64),
	"request_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"correo_id" bigserial PRIMARY KEY NOT NULL,
	"para" varchar(300) NOT NULL,
	"asunto" varchar(300) NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"intentos" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"archivo" text,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "opciones_menu" ADD CONSTRAINT "opciones_menu_modulo_id_modulos_modulo_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulos"("modulo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_option_menu_id_opciones_menu_option_menu_id_fk" FOREIGN KEY ("option_menu_id") REFERENCES "public"."opciones_menu"("option_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posiciones" ADD CONSTRAINT "posiciones_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_marca_id_marcas_marca_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("marca_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_posicion_id_posiciones_posicion_id_fk" FOREIGN KEY ("posicion_id") REFERENCES "public"."posiciones"("posicion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_rol_id_roles_rol_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("rol_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restablecimientos" ADD CONSTRAINT "restablecimientos_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opciones_menu_modulo_idx" ON "opciones_menu" USING btree ("modulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permisos_usuario_opcion_idx" ON "permisos" USING btree ("usuario_id","option_menu_id");--> statement-breakpoint
CREATE INDEX "posiciones_departamento_idx" ON "posiciones" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sucursales_marca_idx" ON "sucursales" USING btree ("marca_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_lower_idx" ON "usuarios" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_correo_lower_idx" ON "usuarios" USING btree (lower("correo"));--> statement-breakpoint
CREATE INDEX "usuarios_jefe_idx" ON "usuarios" USING btree ("jefe");--> statement-breakpoint
CREATE INDEX "usuarios_sucursal_idx" ON "usuarios" USING btree ("sucursal_id");--> statement-breakpoint
CREATE INDEX "login_intentos_clave_fecha_idx" ON "login_intentos" USING btree ("clave","fecha");--> statement-breakpoint
CREATE INDEX "restablecimientos_usuario_idx" ON "restablecimientos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "bitacora_entidad_idx" ON "bitacora" USING btree ("entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "bitacora_fecha_idx" ON "bitacora" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "bitacora_usuario_idx" ON "bitacora" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "correos_estado_idx" ON "correos" USING btree ("estado","creado_en");