/**
 * The passwords guessed first: what the top of the public leak lists hold once a password must
 * have 8 characters with letters and digits ('password1', 'qwerty123', 'Maria2024', 'P@ssw0rd!'),
 * and their Spanish, Central American and Jarvis counterparts ('contraseña1', 'tequiero2',
 * 'alianza10', 'jarvis123'). Kept as words, not as the million word-and-number variants: a
 * password that is one of these words (accents and case ignored, look-alike digits read as
 * letters) with only digits or symbols around it is refused, and so are a few patterns that are
 * not words (below). About 6 kB, loaded only by the pages that set a password.
 */
const WORDS = `
password passw passwd pass pasword contrasena contrasenia contrase clave claves micontrasena
miclave tucontrasena secret secreto secreta changeme cambiame cambiar cambio cambiala nueva nuevo
temporal temporary temp default defecto welcome bienvenido bienvenida bienvenidos
hello hola holahola holamundo helloworld login logon acceso accesar entrar ingresar ingreso
admin administrator administrador root user usuario usuarios guest invitado test tester testing
prueba pruebas demo master maestro system sistema sistemas security seguridad seguro segura
access private privado privada letmein trustno trustnoone whatever nothing nada todo
qwerty qwert qwer qwe qwertyu qwertyui qwertyuiop asdf asdfg asdfgh asdfghj asdfghjk asdfghjkl
zxcv zxcvb zxcvbn zxcvbnm qaz qazwsx qazwsxedc zaq zaqxsw zaqwsx azerty wasd
abc abcd abcde abcdef abcdefg abcdefgh abcdefghi abcdefghij aaa aaaa xxx xyz
iloveyou iloveu ilove loveyou loveme lovely love lover amor amorcito amormio miamor mivida
teamo teamomucho tequiero tequieromucho tequieroamor amoryamor corazon carino cielo cielito
monkey dragon football baseball basketball soccer hockey golf tennis master shadow sunshine
princess prince superman batman spiderman ironman hulk joker killer hunter ranger buster
charlie pepper summer winter autumn spring flower flowers cookie chocolate cheese computer
internet samsung apple iphone android google facebook instagram whatsapp tiktok youtube
pokemon pikachu naruto goku starwars matrix mercedes ferrari porsche bmw toyota honda nissan
mustang harley yankees lakers liverpool chelsea arsenal manchester barcelona barca realmadrid
madrid juventus milan bayern messi ronaldo cristiano neymar michael jordan jennifer jessica
ashley michelle andrew joshua matthew anthony thomas robert daniel david william jonathan
money dollar dollars bitcoin business company office empresa oficina trabajo work
family familia friends friend amigo amigos amiga amigas amistad forever siempre juntos contigo
angel angels angelito baby babygirl babyboy bebe bebito bebita beautiful bonita bonito linda
lindo hermosa hermoso preciosa precioso blessed bendecido bendecida bendicion jesus jesucristo
cristo christ dios diosesamor diostebendiga god heaven senor virgen guadalupe fe esperanza
snoopy tigger ginger maggie bailey buddy daisy lucky sparky coffee cafe pizza banana cherry
peanut butter cowboy cowboys eagles tigers lions panther panthers warrior knight legend gamer
gaming player purple orange yellow silver golden gold diamond crystal blue black red green white
azul rojo roja verde negro negra blanco blanca amarillo morado rosado gris dorado plateado
mama mami mamita mamacita papa papi papito papacito mamaypapa abuela abuelo abuelita abuelito
hijo hija hijos hijas hermano hermana hermanos familiar princesa principe reina rey
estrella luna sol mar playa verano invierno primavera otono flor rosa rosita mariposa
gato gatito gatita perro perrito perrita tigre leon leona lobo halcon pantera aguila
guerrero caballero soldado campeon campeona ganador diablo demonio muerte vida feliz felicidad
libertad victoria gloria fuerza paz alegria sonrisa suerte destino
futbol pelota gol golazo alianza fas aguilas olimpia motagua saprissa america chivas tigres
pumas cruzazul boca river selecta seleccion
mexico argentina colombia peru chile ecuador venezuela bolivia uruguay paraguay guatemala
honduras nicaragua costarica panama salvador elsalvador sansalvador santaana sanmiguel
soyapango mejicanos cuscatlan centroamerica latino latina espana
pupusa pupusas tortilla tamal tamales frijol frijoles pollo carne fresa mango coco
maria mariajose mariana marianela jose josue juan juancarlos juanito carlos carlitos luis
luisa jorge pedro pablo miguel miguelangel antonio manuel francisco javier fernando ricardo
roberto rodrigo alejandro alejandra andrea andres ana anabel carmen lucia sofia valeria
valentina camila daniela gabriela gabriel fernanda paola patricia sandra monica claudia
veronica karla karina diana laura marta julia elena isabel cristina natalia alexander alex
diego eduardo enrique gustavo hector hugo ivan jaime oscar raul rafael ramon sergio victor
kevin brian cristian christian marco marcos mario martin nelson oswaldo rene walter wilfredo
samuel santiago sebastian mateo nicolas emmanuel alberto arturo ernesto salvadora jenny
jarvis subway humo vivaexpresso viva expresso grupo gruporestaurantes restaurante restaurantes
oficinacentral compras comprador sucursal sucursales gerente gerencia informatica soporte
contabilidad mantenimiento operaciones recursoshumanos backoffice peticion peticiones ticket
tickets bodega inventario traslado traslados proveedor proveedores factura facturas
`;

/** Leaked favourites that are not a word with digits around it. */
const EXACT = `
a1b2c3d4 a1b2c3d4e5 1a2b3c4d 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 1qaz2wsx
1qaz2wsx3edc zaq12wsx 1234qwer qwer1234 1234abcd abcd1234 12qwaszx qwaszx12 1qa2ws3ed
123abc123 abc123abc 123qwe123 q1w2e3 passw0rd p4ssw0rd p455w0rd pa55word pa55w0rd
trustno1 xx123456 aa123456 a123456789 a12345678 1234567a 12345678a 123456789a 11111111a
`;

/** Rows and runs a finger or a child types: a password's letters taken from one of them. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  'qazwsxedcrfvtgbyhnujmikolp',
];

let words: Set<string> | undefined;
let exact: Set<string> | undefined;

/** Lower case without accents ('Contraseña' → 'contrasena'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Whether `password` is one of the most guessed ones, or a word of the list dressed in digits. */
export function isCommonPassword(password: string): boolean {
  words ??= new Set(WORDS.split(/\s+/).filter(Boolean));
  exact ??= new Set(EXACT.split(/\s+/).filter(Boolean));
  const folded = foldText(password);
  if (exact.has(folded)) return true;
  // The letters in the middle, with the digits and symbols around them cut ('2024maria!' → maria).
  const core = folded.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core === '') return true;
  const read = [...core].map((c) => LOOK_ALIKES[c] ?? c).join('');
  if (!/^[a-z]+$/.test(read)) return false;
  if (words.has(read) || words.has(core)) return true;
  // 'aaaa1111', 'abcd2026', 'qwerty12': one letter repeated, or a run of a row.
  if (/^(.)\1*$/.test(read)) return true;
  return read.length >= 3 && SEQUENCES.some((run) => run.includes(read));
}
