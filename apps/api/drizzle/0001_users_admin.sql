CREATE TABLE "empleados" (
	"empleado_id" integer PRIMARY KEY NOT NULL,
	"cod_empleado" varchar(10) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellido" varchar(100) NOT NULL,
	"correo" varchar(150),
	"telefono" varchar(9),
	"posicion_id" integer,
	"departamento_id" integer,
	"sucursal_id" integer,
	"jefe" integer,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empleados_cod_empleado_unique" UNIQUE("cod_empleado")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower("usuarios"."username" || ' ' || "usuarios"."nombre" || ' ' || "usuarios"."apellido" || ' ' || "usuarios"."correo" || ' ' || coalesce("usuarios"."telefono", '') || ' ' || "usuarios"."cod_empleado"), 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑ', 'aeiouunaeiouaeiouaeioaeiouun')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_posicion_id_posiciones_posicion_id_fk" FOREIGN KEY ("posicion_id") REFERENCES "public"."posiciones"("posicion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_departamento_id_departamentos_departamento_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("departamento_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_sucursal_id_sucursales_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("sucursal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleados" ADD CONSTRAINT "empleados_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "empleados_usuario_idx" ON "empleados" USING btree ("usuario_id");