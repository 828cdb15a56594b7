CREATE TABLE "limites" (
	"clave" varchar(200) PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"ultimo" timestamp with time zone DEFAULT now() NOT NULL,
	"espera_hasta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "clave_cambiada_en" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "debe_cambiar_clave" boolean DEFAULT false NOT NULL;