CREATE TABLE "secretos" (
	"nombre" varchar(60) PRIMARY KEY NOT NULL,
	"valor" varchar(200) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
