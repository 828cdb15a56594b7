CREATE TABLE "erp_documentos" (
	"documento_id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"origen" varchar(30) NOT NULL,
	"origen_id" integer NOT NULL,
	"clave" varchar(80) NOT NULL,
	"card_code" varchar(30) NOT NULL,
	"payload" jsonb NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"guardado_en_sap" boolean DEFAULT false NOT NULL,
	"doc_entry" integer,
	"doc_num" integer,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"registrado_en" timestamp with time zone,
	"proximo_intento" timestamp with time zone,
	CONSTRAINT "erp_documentos_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE INDEX "erp_documentos_estado_idx" ON "erp_documentos" USING btree ("estado","documento_id" desc);--> statement-breakpoint
CREATE INDEX "erp_documentos_origen_idx" ON "erp_documentos" USING btree ("origen","origen_id");