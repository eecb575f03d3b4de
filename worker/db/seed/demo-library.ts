/**
 * The demo library (development and tests only): categories, books with their monitoring history,
 * stories, reactions and reads across both demo schools. Pure data and SQL text, no imports, like
 * demo-data.ts, so scripts/seed.ts (Node) and the workerd tests can both use it. Every row has a
 * fixed id and is written with INSERT OR IGNORE: seeding twice changes nothing.
 *
 * Book files are small generated PDFs (`demoPdf`), deterministic, so file_size in D1 matches the
 * object scripts/seed.ts writes to local R2 under `demoLibraryFiles()` keys.
 */
import { nameKey } from "../../contracts/text.ts";
import { insert, sqlLiteral } from "./sql.ts";

const GREEN = "ten_demo_greenfield";
const RIVER = "ten_demo_riverside";
const GREEN4 = "cls_demo_green4";
const RIVER5 = "cls_demo_river5";
/**
 * The author of the class books: the class's name. author_name holds a name only, since every page
 * that shows it writes "by {author_name}" (this seed once stored "by Year 4 Blue": "by by Year 4 Blue").
 */
const GREEN4_AUTHOR = "Year 4 Blue";
const RIVER5_AUTHOR = "Year 5 River";
/**
 * A pupil's book is credited to their first name and initial (library/books/author-name.ts): the
 * author is shown to every reader, and a public book's on every host and on its cover. This seed
 * once credited greenfield.student01's two books to her full name, "Amara Adams".
 */
const AMARA = "Amara A.";


const slugify = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The Sustainable Development Goals a demo book serves, from its categories. */
const CATEGORY_GOALS: Partial<Record<string, number[]>> = { animals: [15], garden: [2, 15], river: [6, 14], science: [4], sdgs: [13], world: [10, 16], school: [4] };

/** Platform-wide categories (every school sees them) and a few per school. */
export const DEMO_CATEGORIES = [
  { id: "bcat_demo_animals", tenant_id: null, name: "Animals", sort_order: 1 },
  { id: "bcat_demo_adventure", tenant_id: null, name: "Adventure", sort_order: 2 },
  { id: "bcat_demo_science", tenant_id: null, name: "Science", sort_order: 3 },
  { id: "bcat_demo_poetry", tenant_id: null, name: "Poetry", sort_order: 4 },
  { id: "bcat_demo_history", tenant_id: null, name: "History", sort_order: 5 },
  { id: "bcat_demo_sdgs", tenant_id: null, name: "Sustainability (SDGs)", sort_order: 6 },
  { id: "bcat_demo_fairy", tenant_id: null, name: "Fairy Tales", sort_order: 7 },
  { id: "bcat_demo_world", tenant_id: null, name: "Around the World", sort_order: 8 },
  { id: "bcat_demo_green_school", tenant_id: GREEN, name: "Our School", sort_order: 20 },
  { id: "bcat_demo_green_garden", tenant_id: GREEN, name: "Garden Club", sort_order: 21 },
  { id: "bcat_demo_river_school", tenant_id: RIVER, name: "Our School", sort_order: 20 },
  { id: "bcat_demo_river_river", tenant_id: RIVER, name: "River Life", sort_order: 21 },
] as const;

type Cat = "animals" | "adventure" | "science" | "poetry" | "history" | "sdgs" | "fairy" | "world" | "school" | "garden" | "river";
type Status = "published" | "pending_review" | "failed";
type Visibility = "public" | "community" | "private";

interface BookSpec {
  title: string;
  author: string;
  lang: string;
  level: string;
  cats: Cat[];
  pages: number;
  description: string;
  /** An author an earlier version of this seed stored, corrected on a database seeded with it. */
  formerAuthor?: string;
  featured?: boolean;
  visibility?: Visibility;
  status?: Status;
}

// Uploaders: the school's teacher, admin or one of the students (by number); staff for platform books.
const G = (title: string, author: string, cats: Cat[], pages: number, description: string, extra: Partial<BookSpec> = {}): BookSpec => ({
  title,
  author,
  cats,
  pages,
  description,
  lang: "en",
  level: "Level 2",
  ...extra,
});

const GREEN_BOOKS: BookSpec[] = [
  G("The Hedgehog Who Could Not Sleep", GREEN4_AUTHOR, ["animals"], 4, "A sleepy hedgehog looks for a quiet place to spend the winter.", { featured: true, level: "Level 1" }),
  G("Foxes at the Bottom of the Field", AMARA, ["animals", "school"], 3, "Amara keeps a diary of the fox family that lives behind the school field.", { level: "Level 2", formerAuthor: "Amara Adams" }),
  G("Owl Post", "Ben Brown", ["animals"], 2, "A barn owl delivers letters across the village at night."),
  G("Bees Are Busy", GREEN4_AUTHOR, ["animals", "science", "garden"], 5, "How bees make honey, and why our garden needs them.", { featured: true, level: "Level 2" }),
  G("The Great Playground Expedition", "Chloe Chen", ["adventure", "school"], 6, "Three friends map every corner of the playground before the bell rings."),
  G("Treasure Under the Library", "Daniel Davies", ["adventure"], 5, "A loose floorboard, a rusty key and a very old map.", { level: "Level 3" }),
  G("Rocket to the Red Planet", "Ella Evans", ["adventure", "science"], 7, "Ella builds a cardboard rocket and imagines a trip to Mars.", { featured: true, level: "Level 3" }),
  G("Why Is the Sky Blue?", "Mr Tom Fields", ["science"], 4, "Light, colours and a simple experiment with a glass of water.", { level: "Level 3" }),
  G("Magnets and Me", "Finn Fischer", ["science"], 3, "Which things stick to a magnet? Finn tests everything in his pencil case."),
  G("The Water Cycle Song", "Grace Garcia", ["science", "poetry"], 2, "Rain, rivers, clouds and back again, in rhyme.", { level: "Level 1" }),
  G("Poems from the Window Seat", GREEN4_AUTHOR, ["poetry"], 6, "Short poems the class wrote while watching the weather.", { featured: true }),
  G("Haiku for Every Season", "Harry Hughes", ["poetry"], 4, "Four seasons, twelve haiku, one very cold pond."),
  G("The Romans Came to Greenfield", "Isla Ibrahim", ["history"], 5, "What the Romans left behind in our part of the country.", { level: "Level 3" }),
  G("Grandma's School Days", "Jack Jones", ["history", "school"], 3, "Jack interviews his grandma about school sixty years ago.", { visibility: "community" }),
  G("Castles and Kings", "Kiara Khan", ["history", "adventure"], 6, "A tour of three castles and the people who lived in them.", { level: "Level 4" }),
  G("Turn Off the Tap!", "Leo Lewis", ["sdgs", "science"], 3, "Leo counts how much water his family uses in a day (SDG 6).", { featured: true }),
  G("Plastic Pirates", GREEN4_AUTHOR, ["sdgs", "adventure"], 5, "The class clears the stream of plastic and finds a surprise.", { level: "Level 2" }),
  G("Zero Hunger Soup", "Maya Morgan", ["sdgs"], 2, "A recipe book for soup made from leftover vegetables (SDG 2).", { level: "Level 1" }),
  G("A Garden for Everyone", "Noah Nowak", ["sdgs", "garden"], 4, "How our school garden feeds birds, bugs and the breakfast club."),
  G("The Princess and the Wellington Boots", "Olivia Okafor", ["fairy"], 5, "A princess who prefers muddy puddles to ballrooms."),
  G("Goldilocks Says Sorry", "Priya Patel", ["fairy"], 3, "What happened the day after the three bears came home.", { level: "Level 1" }),
  G("The Dragon Who Loved Books", "Quinn Quinn", ["fairy", "adventure"], 8, "A dragon guards the town library, but only from noisy readers.", { featured: true, level: "Level 3" }),
  G("Hansel and Gretel Go Green", "Ruby Roberts", ["fairy", "sdgs"], 4, "This time the gingerbread house is made of recycled cardboard."),
  G("Our Sports Day", GREEN4_AUTHOR, ["school"], 3, "Egg-and-spoon, sack race and a very close tug of war.", { visibility: "community" }),
  G("Meet the Dinner Ladies", "Sam Singh", ["school"], 2, "Interviews with the people who cook our lunch.", { visibility: "community" }),
  G("Seeds in Jars", "Tara Taylor", ["garden", "science"], 3, "Watching beans sprout on the classroom windowsill."),
  G("My Secret Den", "Umar Usman", ["adventure"], 2, "A den in the hedge, and the rules for getting in.", { visibility: "private" }),
  G("Le Petit Renard", "Violet Varga", ["animals", "world"], 3, "Une petite histoire de renard écrite en classe de français.", { lang: "fr", level: "Level 2" }),
  G("La Tortuga Valiente", "William Walker", ["animals", "world"], 4, "Una tortuga pequeña cruza el río para visitar a su abuela.", { lang: "es", level: "Level 2" }),
  G("Chanda Mama Door Ke", "Xin Xu", ["poetry", "world"], 2, "A lullaby about the moon, retold by the class in Hindi.", { lang: "hi", level: "Level 1" }),
  G("The Night Sky Notebook", "Yusuf Young", ["science"], 5, "Star maps drawn on six clear nights.", { status: "pending_review" }),
  G("Volcano in a Bottle", AMARA, ["science", "adventure"], 3, "An experiment that went a little too well.", { status: "pending_review", formerAuthor: "Amara Adams" }),
  G("The Broken Scanner", "Ben Brown", ["school"], 2, "A book whose upload did not survive the journey.", { status: "failed" }),
  G("Butterflies of Greenfield", "Mr Tom Fields", ["animals", "garden"], 6, "A spotter's guide made by the class on a summer walk.", { level: "Level 3" }),
  G("The Clockwork Robin", "Chloe Chen", ["fairy", "animals"], 4, "A toymaker builds a bird that sings only in winter."),
];

const R = (title: string, author: string, cats: Cat[], pages: number, description: string, extra: Partial<BookSpec> = {}): BookSpec => ({
  title,
  author,
  cats,
  pages,
  description,
  lang: "en",
  level: "Level 3",
  ...extra,
});

const RIVER_BOOKS: BookSpec[] = [
  R("Otters on the Riverbank", RIVER5_AUTHOR, ["animals", "river"], 5, "The class spends a morning watching otters with a ranger.", { featured: true }),
  R("The Kingfisher's Flash", "Leo Lewis", ["animals", "river", "poetry"], 2, "A poem about the fastest blue in the world."),
  R("Raft Race", "Maya Morgan", ["adventure", "river"], 6, "Four rafts, one river and a lot of splashing.", { featured: true, level: "Level 4" }),
  R("The Lost Lighthouse", "Noah Nowak", ["adventure"], 7, "A storm, a lighthouse without a light, and a brave keeper's daughter."),
  R("How Bridges Stand Up", "Rosa Banks", ["science", "history"], 5, "Arches, beams and suspension bridges across our river.", { level: "Level 4" }),
  R("Floating and Sinking", "Olivia Okafor", ["science", "river"], 3, "What floats in the river and why."),
  R("River Rhymes", RIVER5_AUTHOR, ["poetry", "river"], 4, "Poems from a walk along the towpath.", { level: "Level 2" }),
  R("The Mill on the River", "Priya Patel", ["history", "river"], 5, "Our town's old water mill and the people who worked there.", { visibility: "community" }),
  R("Clean Rivers, Happy Fish", "Quinn Quinn", ["sdgs", "river"], 4, "The class tests river water and writes to the council (SDG 14).", { featured: true }),
  R("Light Up the Night", "Ruby Roberts", ["sdgs", "science"], 3, "Solar lamps and why clean energy matters (SDG 7)."),
  R("The Frog Prince of Riverside", "Sam Singh", ["fairy", "river"], 4, "A frog, a golden ball and a very muddy riverbank."),
  R("Cinderella's Bicycle", "Tara Taylor", ["fairy"], 3, "No pumpkin carriage: this Cinderella cycles to the ball.", { level: "Level 2" }),
  R("Riverside Open Day", RIVER5_AUTHOR, ["school"], 2, "Photos and notes from our open day.", { visibility: "community" }),
  R("Le Grand Voyage du Saumon", "Umar Usman", ["animals", "world", "river"], 4, "Le voyage d'un saumon de la mer jusqu'à la rivière.", { lang: "fr" }),
  R("Los Colores del Río", "Violet Varga", ["poetry", "world"], 2, "Poemas cortos sobre los colores del río.", { lang: "es", level: "Level 2" }),
  R("Safari ya Tembo", "William Walker", ["animals", "world"], 3, "Hadithi fupi kuhusu safari ndefu ya tembo.", { lang: "sw", level: "Level 2" }),
  R("My Brother's Boat", "Xin Xu", ["adventure"], 2, "A draft about sailing with my brother.", { visibility: "private" }),
  R("Eels Go Far", "Yusuf Young", ["animals", "science"], 3, "The long journey of the European eel.", { status: "pending_review" }),
  R("Victorian Riverside", "Kiara Khan", ["history"], 6, "What our town looked like 150 years ago.", { level: "Level 4" }),
];

// Platform books (tenant_id null), uploaded by staff: every school's library shows the public ones.
const P = (title: string, author: string, cats: Cat[], pages: number, description: string, extra: Partial<BookSpec> = {}): BookSpec => ({
  title,
  author,
  cats,
  pages,
  description,
  lang: "en",
  level: "Level 2",
  ...extra,
});

const PLATFORM_BOOKS: BookSpec[] = [
  P("Seventeen Goals for a Better World", "Schools Platform Team", ["sdgs"], 8, "A picture guide to the UN Sustainable Development Goals.", { featured: true, level: "Level 3" }),
  P("The Lion and the Mouse", "Aesop, retold", ["fairy", "animals"], 3, "A small friend can be a great help.", { level: "Level 1" }),
  P("The Tortoise and the Hare", "Aesop, retold", ["fairy", "animals"], 3, "Slow and steady wins the race.", { level: "Level 1" }),
  P("Journey to the Rainforest", "Schools Platform Team", ["adventure", "sdgs", "world"], 6, "A trip through the Amazon rainforest and the animals that live there."),
  P("Inventors Who Changed Everything", "Schools Platform Team", ["history", "science"], 7, "From the printing press to the solar panel.", { level: "Level 4" }),
  P("Poems to Read Aloud", "Schools Platform Team", ["poetry"], 4, "Rhymes with rhythm for reading together."),
  P("Jambo, Rafiki!", "Schools Platform Team", ["world"], 3, "Greetings and first words in Swahili.", { lang: "sw", level: "Level 1" }),
  P("Mi Primer Libro de Animales", "Schools Platform Team", ["animals", "world"], 4, "Animales de la granja y del bosque, en español.", { lang: "es", level: "Level 1" }),
  P("Les Saisons", "Schools Platform Team", ["science", "world"], 4, "Le printemps, l'été, l'automne et l'hiver.", { lang: "fr", level: "Level 1" }),
  P("Ek Chota Sa Beej", "Schools Platform Team", ["science", "world", "sdgs"], 3, "Ek beej se ped tak: a seed grows into a tree (Hindi).", { lang: "hi", level: "Level 1" }),
];

const CAT_IDS: Record<Cat, (tenant: string | null) => string | null> = {
  animals: () => "bcat_demo_animals",
  adventure: () => "bcat_demo_adventure",
  science: () => "bcat_demo_science",
  poetry: () => "bcat_demo_poetry",
  history: () => "bcat_demo_history",
  sdgs: () => "bcat_demo_sdgs",
  fairy: () => "bcat_demo_fairy",
  world: () => "bcat_demo_world",
  school: (t) => (t === GREEN ? "bcat_demo_green_school" : t === RIVER ? "bcat_demo_river_school" : null),
  garden: (t) => (t === GREEN ? "bcat_demo_green_garden" : null),
  river: (t) => (t === RIVER ? "bcat_demo_river_river" : null),
};

/** Text a standard PDF font can draw: accents dropped, anything else outside ASCII as "?", PDF string escapes. */
function pdfText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/([\\()])/g, "\\$1");
}

/**
 * A small valid PDF (like tests/e2e/library.spec.ts builds): `pages` pages, each showing the title
 * and its page number. With `truncated`, the %%EOF trailer is cut off (a damaged upload).
 */
export function demoPdf(title: string, pages: number, author = "", truncated = false): string {
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Title (${pdfText(title)}) /Author (${pdfText(author)}) /Producer (Schools Platform demo seed) >>`,
  ];
  for (let i = 0; i < pages; i++) {
    const lines = [`BT /F1 20 Tf 36 300 Td (${pdfText(title)}) Tj ET`, `BT /F1 14 Tf 36 270 Td (${pdfText(author)}) Tj ET`, `BT /F1 48 Tf 180 140 Td (${i + 1}) Tj ET`, `BT /F1 10 Tf 36 30 Td (Page ${i + 1} of ${pages}) Tj ET`];
    const text = lines.join("\n");
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 360] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`);
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  if (truncated) return out.slice(0, Math.floor(out.length * 0.6));
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const COVER_COLOURS = ["#2e7d32", "#1565c0", "#ef6c00", "#6a1b9a", "#00897b", "#c62828", "#f9a825", "#37474f", "#ad1457", "#4e342e"];

export interface DemoBook {
  id: string;
  tenant_id: string | null;
  spec: BookSpec;
  uploader: string;
  class_id: string | null;
  file_key: string;
  cover_key: string;
  colour: string;
  created_at: number;
}

const DAY = 86_400_000;

/** Every demo book with its ids, keys and uploader, in a fixed order. */
export function demoLibraryBooks(now = Date.UTC(2026, 0, 5)): DemoBook[] {
  const out: DemoBook[] = [];
  const add = (prefix: string, tenant: string | null, specs: BookSpec[], uploaderFor: (i: number, spec: BookSpec) => string, classId: string | null) =>
    specs.forEach((spec, i) => {
      const id = `book_demo_${prefix}_${String(i + 1).padStart(2, "0")}`;
      const base = `${tenant === null ? "platform" : `tenants/${tenant}`}/books/${id}/`;
      const uploader = uploaderFor(i, spec);
      out.push({
        id,
        tenant_id: tenant,
        spec,
        uploader,
        class_id: uploader.includes("student") || uploader.includes("teacher") ? classId : null,
        file_key: `${base}file-demo.pdf`,
        cover_key: `${base}cover-demo.png`,
        colour: COVER_COLOURS[(out.length * 3) % COVER_COLOURS.length],
        // Spread over the 120 days before `now`, newest last.
        created_at: now - (120 - out.length * 1.6) * DAY,
      });
    });
  add(
    "green",
    GREEN,
    GREEN_BOOKS,
    (i, s) =>
      s.author.startsWith("Mr ") || s.author === GREEN4_AUTHOR
        ? "usr_demo_green_teacher"
        : i % 9 === 8
          ? "usr_demo_green_admin"
          : `usr_demo_greenfield_student${String((i % 25) + 1).padStart(2, "0")}`,
    GREEN4,
  );
  add("river", RIVER, RIVER_BOOKS, (i, s) => (s.author === RIVER5_AUTHOR || s.author === "Rosa Banks" ? "usr_demo_river_admin" : `usr_demo_riverside_student${String((i % 5) + 1).padStart(2, "0")}`), RIVER5);
  add("platform", null, PLATFORM_BOOKS, () => "usr_demo_staff", null);
  return out;
}

/** The objects scripts/seed.ts writes to local R2: each book's PDF (and a cover colour). */
export function demoLibraryFiles(now?: number): { key: string; pdf: string; cover_key: string; colour: string }[] {
  return demoLibraryBooks(now).map((b) => ({
    key: b.file_key,
    pdf: demoPdf(b.spec.title, b.spec.pages, b.spec.author, b.spec.status === "failed"),
    cover_key: b.cover_key,
    colour: b.colour,
  }));
}

const STORIES = [
  {
    id: "story_demo_green_01",
    tenant_id: GREEN,
    author: "usr_demo_greenfield_student03",
    class_id: GREEN4,
    title: "The Day the Class Hamster Escaped",
    paragraphs: ["Nibbles was gone. The cage door was open and there was a trail of sunflower seeds across the carpet.", "We followed the seeds past the book corner, under the radiator and into Mr Fields' bag.", "He was asleep on a banana. We let him finish his nap."],
    visibility: "public",
    status: "published",
  },
  {
    id: "story_demo_green_02",
    tenant_id: GREEN,
    author: "usr_demo_greenfield_student07",
    class_id: GREEN4,
    title: "My Grandad's Allotment",
    paragraphs: ["Every Saturday I help my grandad on his allotment. We grow potatoes, beans and enormous pumpkins.", "This year we gave the extra vegetables to the food bank, which is our class's SDG project."],
    visibility: "public",
    status: "published",
  },
  {
    id: "story_demo_green_03",
    tenant_id: GREEN,
    author: "usr_demo_green_teacher",
    class_id: GREEN4,
    title: "Year 4 Blue Visits the Science Museum",
    paragraphs: ["On Tuesday Year 4 Blue took the train to the science museum.", "Our favourite room had a giant model of the solar system, and everyone wanted to push the button that makes thunder."],
    visibility: "community",
    status: "published",
  },
  {
    id: "story_demo_green_04",
    tenant_id: GREEN,
    author: "usr_demo_greenfield_student12",
    class_id: GREEN4,
    title: "If I Were a Dragon",
    paragraphs: ["If I were a dragon I would not burn castles. I would toast marshmallows for the whole school."],
    visibility: "public",
    status: "pending_review",
  },
  {
    id: "story_demo_river_01",
    tenant_id: RIVER,
    author: "usr_demo_riverside_student02",
    class_id: RIVER5,
    title: "A Heron on the Weir",
    paragraphs: ["A grey heron stood perfectly still on the weir for a whole hour.", "Then, in one flash, it caught a fish and flew away over the bridge."],
    visibility: "public",
    status: "published",
  },
  {
    id: "story_demo_river_02",
    tenant_id: RIVER,
    author: "usr_demo_riverside_student04",
    class_id: RIVER5,
    title: "Our River Clean-Up",
    paragraphs: ["Year 5 River collected fourteen bags of litter from the riverbank.", "We found a shopping trolley, three footballs and a very surprised frog."],
    visibility: "public",
    status: "published",
  },
] as const;

const READERS = {
  [GREEN]: Array.from({ length: 12 }, (_, i) => `usr_demo_greenfield_student${String(i + 1).padStart(2, "0")}`),
  [RIVER]: Array.from({ length: 5 }, (_, i) => `usr_demo_riverside_student${String(i + 1).padStart(2, "0")}`),
} as Record<string, string[]>;
const REACTION_KINDS = ["like", "love", "wow", "laugh", "clap"] as const;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A few Dear World letters: three in Greenfield's class book, one waiting for the teacher, one at Riverside. */
const DEAR_WORLD_LETTERS: { tenant: string; author: string; cls: string; title: string | null; body: string; position: number | null }[] = [
  { tenant: GREEN, author: "usr_demo_greenfield_student01", cls: GREEN4, title: "Please look after the bees", body: "Dear World,\nBees make the flowers grow and the honey sweet. Please plant more flowers and do not spray them.\nThank you!", position: 1 },
  { tenant: GREEN, author: "usr_demo_greenfield_student02", cls: GREEN4, title: null, body: "Dear World,\nI wish every child could go to school and have books to read, like we do in Year 4 Blue.", position: 2 },
  { tenant: GREEN, author: "usr_demo_greenfield_student03", cls: GREEN4, title: "Clean oceans", body: "Dear World,\nThe turtles are eating plastic bags. Let's use bags we can keep and pick up litter on the beach.", position: 3 },
  { tenant: GREEN, author: "usr_demo_greenfield_student04", cls: GREEN4, title: "Kindness", body: "Dear World,\nBe kind to someone new today. It makes two people happy.", position: null },
  { tenant: RIVER, author: "usr_demo_riverside_student01", cls: RIVER5, title: "Our river", body: "Dear World,\nOur river is home to ducks, fish and otters. Please keep it clean so they can stay.", position: 1 },
];

/** The library seed as SQL statements (after buildDemoSeed's: it needs the tenants, users and classes). */
export function buildDemoLibrarySeed(now = Date.UTC(2026, 0, 5)): string[] {
  const out: string[] = [];
  for (const c of DEMO_CATEGORIES) {
    out.push(insert("book_categories", { id: c.id, tenant_id: c.tenant_id, name: c.name, name_key: nameKey(c.name), slug: slugify(c.name), image_key: null, sort_order: c.sort_order, created_at: now - 200 * DAY, updated_at: now - 200 * DAY }));
  }

  const files = demoLibraryFiles(now);
  demoLibraryBooks(now).forEach((b, n) => {
    const s = b.spec;
    const status = s.status ?? "published";
    const size = files[n].pdf.length;
    const t = Math.round(b.created_at);
    const processed = t + 40_000;
    const reviewer = b.tenant_id === GREEN ? "usr_demo_green_admin" : b.tenant_id === RIVER ? "usr_demo_river_admin" : "usr_demo_staff";
    // A teacher's, admin's or staff upload is trusted and published by processing; a student's waits for review.
    const trusted = !b.uploader.includes("student");
    const approvedAt = processed + 3 * 3_600_000;
    const publishedAt = status === "published" ? (trusted ? processed : approvedAt) : null;
    out.push(
      insert("books", {
        id: b.id,
        tenant_id: b.tenant_id,
        title: s.title,
        title_key: nameKey(s.title),
        slug: slugify(s.title),
        author_name: s.author,
        description: s.description,
        language: s.lang,
        reading_level: s.level,
        cover_key: b.cover_key,
        file_key: b.file_key,
        file_type: "pdf",
        file_size: size,
        page_count: status === "failed" ? null : s.pages,
        visibility: s.visibility ?? "public",
        featured: (s.featured ?? false) && status === "published",
        status,
        rejection_reason: null,
        processing_error: status === "failed" ? "The PDF is damaged or incomplete: its end-of-file marker (%%EOF) is missing." : null,
        processing_attempts: 1,
        processing_claimed_until: null,
        uploader_id: b.uploader,
        class_id: b.class_id,
        published_at: publishedAt,
        created_at: t,
        updated_at: publishedAt ?? processed,
      }),
    );
    // Goals from the book's categories, so /sdgs has books to show; set once on databases seeded before.
    const goals = [...new Set(s.cats.flatMap((c) => CATEGORY_GOALS[c] ?? []))].sort((x, y) => x - y);
    if (goals.length) out.push(`UPDATE books SET sdgs = '${JSON.stringify(goals)}' WHERE id = '${b.id}' AND sdgs = '[]';`);
    // A database seeded with an earlier author gets this one (and the new PDF's size: the PDF, like
    // the cover scripts/seed.ts draws, prints the author): the class books' "by Year 4 Blue", a
    // pupil's full name. A row edited since is left alone.
    const formerAuthor = s.formerAuthor ?? (s.author === GREEN4_AUTHOR || s.author === RIVER5_AUTHOR ? `by ${s.author}` : null);
    if (formerAuthor) {
      out.push(`UPDATE books SET author_name = ${sqlLiteral(s.author)}, file_size = ${size} WHERE id = ${sqlLiteral(b.id)} AND author_name = ${sqlLiteral(formerAuthor)};`);
    }
    for (const cat of s.cats) {
      const categoryId = CAT_IDS[cat](b.tenant_id);
      if (categoryId) out.push(insert("book_category_links", { book_id: b.id, category_id: categoryId }));
    }
    const event = (k: number, kind: string, detail: Record<string, unknown>, actor: string | null, at: number) =>
      out.push(insert("book_events", { id: `bev_demo_${b.id.slice(10)}_${k}`, book_id: b.id, tenant_id: b.tenant_id, kind, detail: JSON.stringify(detail), actor_id: actor, created_at: at }));
    event(1, "created", { title: s.title }, b.uploader, t);
    event(3, "upload_started", { kind: "file", content_type: "application/pdf", size }, b.uploader, t + 10_000);
    event(4, "upload_completed", { kind: "file", file_type: "pdf", size }, b.uploader, t + 30_000);
    event(5, "processing_started", { attempt: 1 }, null, t + 35_000);
    if (status === "failed") {
      event(6, "processing_failed", { reason: "The PDF is damaged or incomplete: its end-of-file marker (%%EOF) is missing.", attempt: 1, will_retry: false }, null, processed);
    } else {
      const next = trusted ? "published" : "pending_review";
      event(6, "processing_succeeded", { page_count: s.pages, pdf_version: "1.4", pdf_title: s.title, status: next }, null, processed);
      if (status === "published" && !trusted) event(7, "approved", {}, reviewer, approvedAt);
    }
  });

  for (const st of STORIES) {
    const bodyHtml = st.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
    const created = now - 20 * DAY + STORIES.indexOf(st) * DAY;
    out.push(
      insert("stories", {
        id: st.id,
        tenant_id: st.tenant_id,
        title: st.title,
        slug: slugify(st.title),
        body_html: bodyHtml,
        body_text: st.paragraphs.join("\n"),
        cover_key: null,
        author_id: st.author,
        class_id: st.class_id,
        visibility: st.visibility,
        status: st.status,
        rejection_reason: null,
        published_at: st.status === "published" ? created + 3_600_000 : null,
        created_at: created,
        updated_at: created + 3_600_000,
      }),
    );
  }

  // Reactions and reads by the school's students on its published books and stories (a fixed pattern).
  const books = demoLibraryBooks(now).filter((b) => b.tenant_id !== null && (b.spec.status ?? "published") === "published" && b.spec.visibility !== "private");
  books.forEach((b, i) => {
    const readers = READERS[b.tenant_id!];
    const reads = (i * 7) % 9;
    for (let r = 0; r < reads; r++) {
      out.push(insert("book_reads", { id: `brd_demo_${b.id.slice(10)}_${r}`, book_id: b.id, user_id: readers[(i + r) % readers.length], tenant_id: b.tenant_id, created_at: Math.round(b.created_at) + (r + 1) * DAY }));
    }
    const reactions = (i * 5) % 6;
    for (let r = 0; r < reactions; r++) {
      const kind = REACTION_KINDS[(i + r) % REACTION_KINDS.length];
      out.push(insert("reactions", { id: `rct_demo_${b.id.slice(10)}_${r}`, tenant_id: b.tenant_id, item_type: "book", item_id: b.id, user_id: readers[(i + r * 2) % readers.length], reaction: kind, created_at: Math.round(b.created_at) + (r + 1) * DAY }));
    }
  });
  STORIES.filter((s) => s.status === "published").forEach((st, i) => {
    const readers = READERS[st.tenant_id];
    for (let r = 0; r < 3 + i; r++) {
      const user = readers[(i + r) % readers.length];
      out.push(insert("story_reads", { id: `srd_demo_${st.id.slice(11)}_${r}`, story_id: st.id, user_id: user, tenant_id: st.tenant_id, created_at: now - 5 * DAY + r * 3_600_000 }));
      out.push(insert("reactions", { id: `rct_demo_story_${st.id.slice(11)}_${r}`, tenant_id: st.tenant_id, item_type: "story", item_id: st.id, user_id: user, reaction: REACTION_KINDS[(i + r) % REACTION_KINDS.length], created_at: now - 5 * DAY + r * 3_600_000 }));
    }
  });
  DEAR_WORLD_LETTERS.forEach((l, i) => {
    const at = now - (10 - i) * DAY;
    out.push(
      insert("dear_world_letters", {
        id: `dwl_demo_${String(i + 1).padStart(2, "0")}`,
        tenant_id: l.tenant,
        author_id: l.author,
        class_id: l.cls,
        title: l.title,
        body: l.body,
        status: l.position === null ? "pending" : "included",
        position: l.position,
        reviewed_by: l.position === null ? null : l.tenant === GREEN ? "usr_demo_green_teacher" : null,
        reviewed_at: l.position === null ? null : at + DAY,
        created_at: at,
        updated_at: at,
      }),
    );
  });
  return out;
}
