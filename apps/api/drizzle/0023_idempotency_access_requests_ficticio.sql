CREATE TABLE "solicitudes_acceso" (
	"solicitud_id" serial PRIMARY KEY NOT NULL,
	"nombre_completo" varchar(100) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"username" varchar(50) NOT NULL,
	"comentario" text,
	"estado" smallint DEFAULT 1 NOT NULL,
	"motivo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelto_por" integer,
	"resuelto_en" timestamp with time zone,
	"usuario_id" integer
);
--> statement-breakpoint
CREATE TABLE "idempotencia" (
	"ambito" varchar(80) NOT NULL,
	"clave" varchar(100) NOT NULL,
	"operacion" varchar(60) NOT NULL,
	"huella" varchar(64) NOT NULL,
	"estado" smallint NOT NULL,
	"respuesta" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	CONSTRAINT "idempotencia_ambito_clave_pk" PRIMARY KEY("ambito","clave")
);
--> statement-breakpoint
ALTER TABLE "solicitudes_acceso" ADD CONSTRAINT "solicitudes_acceso_resuelto_por_usuarios_usuario_id_fk" FOREIGN KEY ("resuelto_por") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_acceso" ADD CONSTRAINT "solicitudes_acceso_usuario_id_usuarios_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_acceso_estado_idx" ON "solicitudes_acceso" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_acceso_pendiente_uq" ON "solicitudes_acceso" USING btree (lower("correo")) WHERE "solicitudes_acceso"."estado" = 1;--> statement-breakpoint
-- Ficticio codes repeated before they were unique keep their first article; the others get a suffix
-- (-2, -3, ...) rather than lose the code, so the unique index can be built.
UPDATE "articulos" a SET "articulo_id_ficticio" = a."articulo_id_ficticio" || '-' || d.n
FROM (
	SELECT "articulo_id", row_number() OVER (PARTITION BY upper("articulo_id_ficticio") ORDER BY "creado_en", "articulo_id") AS n
	FROM "articulos" WHERE "articulo_id_ficticio" IS NOT NULL
) d
WHERE a."articulo_id" = d."articulo_id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "articulos_ficticio_uq" ON "articulos" USING btree (upper("articulo_id_ficticio")) WHERE "articulos"."articulo_id_ficticio" is not null;