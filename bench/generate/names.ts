// Spanish names as the group's staff write them, accents included: search must cope with them.

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const NOMBRES = list(`
José, María, Juan, Ana, Luis, Carmen, Carlos, Sofía, Jorge, Lucía, Andrés, Mónica, Raúl,
Verónica, Óscar, Begoña, Ángel, Inés, Julián, Belén, Martín, Noemí, Rubén, Rocío, Iván,
Daniela, Héctor, Itzel, Joaquín, Mariana, Sebastián, Valeria, Tomás, Gabriela, Nicolás, Fátima,
Adrián, Leticia, Germán, Marisol, Cristóbal, Dolores, Efraín, Esperanza, Fabián, Guadalupe,
Ismael, Jimena, Román, Zoé, Francisco, Patricia, Ricardo, Karla, Fernando, Paola, Manuel,
Elena, Víctor, Rosa
`);

export const APELLIDOS = list(`
Hernández, Martínez, López, González, Rodríguez, Pérez, Sánchez, Ramírez, Flores, Gómez, Díaz,
Cruz, Morales, Reyes, Gutiérrez, Ortiz, Chávez, Ramos, Núñez, Jiménez, Domínguez, Vásquez,
Álvarez, Castañeda, Quiñónez, Muñoz, Peña, Ibáñez, Orellana, Bonilla, Rivas, Alvarado, Méndez,
Mejía, Aguilar, Menjívar, Durán, Guzmán, Beltrán, Galdámez, Argueta, Portillo, Fuentes, Cañas,
Zelaya, Ascencio, Landaverde, Escobar, Márquez, Solís
`);

/** Towns and malls of El Salvador, for the branches beyond the demo's fifteen. */
export const LUGARES = list(`
San Miguel, Santa Ana, Soyapango, Apopa, Usulután, Ahuachapán, Sonsonate, Chalatenango,
La Unión, Zacatecoluca, Cojutepeque, Ilopango, San Martín, Mejicanos, Ciudad Delgado,
Nuevo Cuscatlán, Lourdes Colón, Quezaltepeque, Metapán, San Vicente, Sensuntepeque,
Plaza Mundo Apopa, Metrocentro Santa Ana, Metrocentro San Miguel, El Encuentro Lourdes,
Unicentro Soyapango, Las Cascadas, La Skina, Plaza Futura, Paseo Venecia, Aeropuerto Comalapa,
Puerto de La Libertad, Juayúa, Suchitoto, Antiguo Cuscatlán, Santa Tecla Centro, Atiquizaya,
Chalchuapa, Olocuilta, San Juan Opico, Colón, Nejapa, Tonacatepeque, Ayutuxtepeque,
Cuscatancingo
`);

export const CALLES = list(`
Bulevar Los Próceres, Carretera Panamericana, Avenida Roosevelt, Calle Arce,
Bulevar del Ejército, Avenida España, Calle La Mascota, Bulevar Constitución,
Carretera al Puerto, Avenida Olímpica
`);

export const AGENTES = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
