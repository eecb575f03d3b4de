/**
 * The demo giving data (development and tests only): charities, projects with progress, physical
 * libraries, catalogue items, ~60 completed gifts over the last six months with their paid orders,
 * printed-book orders in fulfilment, an order on hold and payment history. Pure data and SQL text,
 * no imports, like demo-data.ts; every row has a fixed id and is written with INSERT OR IGNORE, so
 * seeding twice changes nothing. Projects' and libraries' raised_amount/donor_count are computed
 * from the gifts below, so they always equal the sums of their completed donations. Charities,
 * projects and libraries carry fixed picture keys; scripts/seed.ts draws those pictures
 * (demoGivingPictures) into local R2.
 */
import { nameKey } from "../../contracts/text.ts";
import { insert, sqlLiteral, type SqlValue } from "./sql.ts";

const GREEN = "ten_demo_greenfield";
const RIVER = "ten_demo_riverside";
const GREEN4 = "cls_demo_green4";
const GREEN_STUDENT01 = "usr_demo_greenfield_student01";
const DAY = 86_400_000;


type Currency = "USD" | "GBP" | "INR";

interface DemoCharity {
  id: string;
  tenant_id: string | null;
  name: string;
  slug: string;
  summary: string;
  country: string;
  currency: Currency;
  sdgs: number[];
}

export const DEMO_CHARITIES: DemoCharity[] = [
  { id: "chr_demo_readworld", tenant_id: null, name: "Read the World Foundation", slug: "read-the-world-foundation", summary: "Books and reading rooms for children who have none.", country: "GB", currency: "USD", sdgs: [4, 10] },
  { id: "chr_demo_cleanwater", tenant_id: null, name: "Clean Water for Schools", slug: "clean-water-for-schools", summary: "Wells, taps and handwashing stations at rural schools.", country: "KE", currency: "USD", sdgs: [3, 6] },
  { id: "chr_demo_green_garden", tenant_id: GREEN, name: "Greenfield Garden Trust", slug: "greenfield-garden-trust", summary: "Our school garden grows food, habitats and curious minds.", country: "GB", currency: "GBP", sdgs: [2, 15] },
  { id: "chr_demo_green_friends", tenant_id: GREEN, name: "Friends of Greenfield", slug: "friends-of-greenfield", summary: "The parents' association: trips, books and a reading nook.", country: "GB", currency: "GBP", sdgs: [4] },
  { id: "chr_demo_river_otters", tenant_id: RIVER, name: "River Otter Rescue", slug: "river-otter-rescue", summary: "Protecting the otters and the riverbank next to our school.", country: "GB", currency: "USD", sdgs: [14, 15] },
  { id: "chr_demo_river_pustak", tenant_id: RIVER, name: "Pustak Seva Libraries", slug: "pustak-seva-libraries", summary: "Our partner schools in India build shelves and fill them.", country: "IN", currency: "INR", sdgs: [1, 4] },
];

interface DemoProject {
  id: string;
  tenant_id: string | null;
  charity_id: string;
  title: string;
  slug: string;
  summary: string;
  goal: number;
  currency: Currency;
  sdgs: number[];
  draft?: boolean;
  /** Completed gifts (minor units), oldest assignment first. */
  gifts: number[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  { id: "prj_demo_book_boxes", tenant_id: null, charity_id: "chr_demo_readworld", title: "Book Boxes for 20 Classrooms", slug: "book-boxes-for-20-classrooms", summary: "A box of 50 levelled readers for every classroom.", goal: 200_000, currency: "USD", sdgs: [4], gifts: [50_000, 25_000, 25_000, 50_000, 10_000, 25_000, 20_000] },
  { id: "prj_demo_solar_lamps", tenant_id: null, charity_id: "chr_demo_readworld", title: "Solar Reading Lamps", slug: "solar-reading-lamps", summary: "Lamps so children can read after dark.", goal: 500_000, currency: "USD", sdgs: [4, 7], gifts: [10_000, 25_000, 5_000, 10_000, 2_500, 50_000, 10_000, 5_000] },
  { id: "prj_demo_wells_kisumu", tenant_id: null, charity_id: "chr_demo_cleanwater", title: "A Well for Kisumu Primary", slug: "a-well-for-kisumu-primary", summary: "Clean water on the school grounds for 600 pupils.", goal: 1_500_000, currency: "USD", sdgs: [6], gifts: [100_000, 50_000, 25_000, 10_000, 10_000] },
  { id: "prj_demo_handwashing", tenant_id: null, charity_id: "chr_demo_cleanwater", title: "Handwashing Stations", slug: "handwashing-stations", summary: "Soap and running water by every classroom door.", goal: 300_000, currency: "USD", sdgs: [3, 6], gifts: [2_500, 5_000, 10_000] },
  { id: "prj_demo_green_polytunnel", tenant_id: GREEN, charity_id: "chr_demo_green_garden", title: "A Polytunnel for the Garden Club", slug: "a-polytunnel-for-the-garden-club", summary: "Grow tomatoes and seedlings all year round.", goal: 250_000, currency: "GBP", sdgs: [2, 15], gifts: [5_000, 2_500, 10_000, 2_500, 5_000, 10_000, 25_000, 2_500, 5_000, 1_000] },
  { id: "prj_demo_green_reading_nook", tenant_id: GREEN, charity_id: "chr_demo_green_friends", title: "Year 4 Reading Nook", slug: "year-4-reading-nook", summary: "Cushions, shelves and new books for Year 4 Blue.", goal: 120_000, currency: "GBP", sdgs: [4], gifts: [10_000, 25_000, 5_000, 20_000, 10_000, 5_000, 2_500, 5_000, 10_000] },
  { id: "prj_demo_river_otter_cam", tenant_id: RIVER, charity_id: "chr_demo_river_otters", title: "Otter Cam on the Riverbank", slug: "otter-cam-on-the-riverbank", summary: "A night camera so every class can watch the otters.", goal: 180_000, currency: "USD", sdgs: [14, 15], gifts: [5_000, 10_000, 2_500, 5_000] },
  { id: "prj_demo_river_pustak_shelves", tenant_id: RIVER, charity_id: "chr_demo_river_pustak", title: "Shelves for Pune Partner Schools", slug: "shelves-for-pune-partner-schools", summary: "Shelving and 500 books in Marathi and English.", goal: 5_000_000, currency: "INR", sdgs: [4], gifts: [100_000, 250_000, 50_000] },
  { id: "prj_demo_river_kayaks", tenant_id: RIVER, charity_id: "chr_demo_river_otters", title: "Kayaks for River Surveys", slug: "kayaks-for-river-surveys", summary: "Still being planned with the river trust.", goal: 400_000, currency: "USD", sdgs: [14], draft: true, gifts: [] },
];

interface DemoLibrary {
  id: string;
  tenant_id: string | null;
  charity_id: string;
  name: string;
  city: string;
  country: string;
  description: string;
  goal: number;
  currency: Currency;
  books_goal: number;
  books_stocked: number;
  status: "planned" | "building" | "open";
  gifts: number[];
}

export const DEMO_LIBRARIES: DemoLibrary[] = [
  { id: "lib_demo_kisumu", tenant_id: null, charity_id: "chr_demo_readworld", name: "Kisumu Community Library", city: "Kisumu", country: "KE", description: "Open every afternoon for the town's 12 primary schools.", goal: 800_000, currency: "USD", books_goal: 2000, books_stocked: 1650, status: "open", gifts: [25_000, 50_000, 10_000, 100_000] },
  { id: "lib_demo_arusha", tenant_id: null, charity_id: "chr_demo_readworld", name: "Arusha Mobile Library", city: "Arusha", country: "TZ", description: "A converted minibus visiting eight village schools.", goal: 600_000, currency: "USD", books_goal: 1200, books_stocked: 300, status: "building", gifts: [] },
  { id: "lib_demo_pune", tenant_id: RIVER, charity_id: "chr_demo_river_pustak", name: "Pune Reading Room", city: "Pune", country: "IN", description: "A reading room shared by our three partner schools.", goal: 3_000_000, currency: "INR", books_goal: 800, books_stocked: 120, status: "building", gifts: [200_000, 100_000] },
  { id: "lib_demo_green_barn", tenant_id: GREEN, charity_id: "chr_demo_green_friends", name: "Greenfield Village Book Barn", city: "Greenfield", country: "GB", description: "A little free library by the village green.", goal: 150_000, currency: "GBP", books_goal: 400, books_stocked: 0, status: "planned", gifts: [5_000, 2_500] },
];

/** Gifts straight to a charity (no project or library). */
const CHARITY_GIFTS: Record<string, number[]> = {
  chr_demo_readworld: [10_000, 2_500],
  chr_demo_green_friends: [5_000, 1_000],
  chr_demo_river_otters: [2_500],
};

export const DEMO_CATALOG = [
  { id: "cat_demo_training_reading", tenant_id: null, kind: "teacher_training", title: "Teaching Reading for Pleasure (teacher training)", description: "Six self-paced modules with classroom activities and a certificate.", price: 14_900, currency: "USD", requires_shipping: false, ref_id: "crs_demo_tt_reading_for_pleasure" },
  { id: "cat_demo_course_storytelling", tenant_id: null, kind: "course", title: "Storytelling Studio (course)", description: "Eight weeks of story writing for ages 8 to 12.", price: 2_900, currency: "USD", requires_shipping: false, ref_id: "crs_demo_storytelling_studio" },
  { id: "cat_demo_printed_sdgs", tenant_id: null, kind: "printed_book", title: "Seventeen Goals for a Better World (printed edition)", description: "The demo library's SDG picture guide, printed and posted.", price: 1_299, currency: "USD", requires_shipping: true, ref_id: "book_demo_platform_01" },
] as const;

const DONORS = ["Alex Morgan", "Priya Shah", "Sam Okafor", "Jo Lindqvist", "Maria Rossi", "Chen Wei", "Fatima Noor", "Liam Byrne", "Aisha Bello", "Tom Fields", "Nina Kowalski", "Ravi Menon"];
const PROVIDERS: Record<Currency, string[]> = { USD: ["stripe", "paypal", "stripe", "demo"], GBP: ["stripe", "paypal"], INR: ["phonepe"] };

interface Gift {
  id: string;
  n: number;
  target_type: "charity" | "project" | "library";
  target_id: string;
  charity_id: string;
  tenant_id: string | null;
  amount: number;
  currency: Currency;
}

/** Every completed demo gift with its target, in a fixed order. */
export function demoGifts(): Gift[] {
  const out: Omit<Gift, "id" | "n" | "tenant_id">[] = [];
  const owner = new Map<string, string | null>();
  for (const c of DEMO_CHARITIES) {
    owner.set(c.id, c.tenant_id);
    for (const amount of CHARITY_GIFTS[c.id] ?? []) out.push({ target_type: "charity", target_id: c.id, charity_id: c.id, amount, currency: c.currency });
  }
  for (const p of DEMO_PROJECTS) for (const amount of p.gifts) out.push({ target_type: "project", target_id: p.id, charity_id: p.charity_id, amount, currency: p.currency });
  for (const l of DEMO_LIBRARIES) for (const amount of l.gifts) out.push({ target_type: "library", target_id: l.id, charity_id: l.charity_id, amount, currency: l.currency });
  const targetOwner = (g: (typeof out)[number]) =>
    g.target_type === "project" ? DEMO_PROJECTS.find((p) => p.id === g.target_id)!.tenant_id : g.target_type === "library" ? DEMO_LIBRARIES.find((l) => l.id === g.target_id)!.tenant_id : owner.get(g.target_id)!;
  // Platform-wide targets receive gifts from the platform host and both schools' hosts.
  const hosts = [null, GREEN, RIVER, GREEN];
  return out.map((g, i) => {
    const own = targetOwner(g);
    return { ...g, id: `don_demo_${String(i + 1).padStart(2, "0")}`, n: i + 1, tenant_id: own ?? hosts[i % hosts.length] };
  });
}

/** Totals per project/library from the gifts: what the payments consumer would have counted. */
export function demoRaised(): Map<string, { amount: number; count: number }> {
  const out = new Map<string, { amount: number; count: number }>();
  for (const g of demoGifts()) {
    if (g.target_type === "charity") continue;
    const t = out.get(g.target_id) ?? { amount: 0, count: 0 };
    out.set(g.target_id, { amount: t.amount + g.amount, count: t.count + 1 });
  }
  return out;
}

/** Backgrounds for the generated giving pictures: all at least 7:1 against white text. */
const PICTURE_COLOURS = ["#1b5e20", "#0d47a1", "#4a148c", "#006064", "#a01c1c", "#880e4f", "#3e2723", "#004d40", "#1a237e", "#9c2f08", "#2e5e1a", "#01579b"];

/** A fixed colour per id (FNV-1a), so reseeding draws the same picture. */
function pictureColour(id: string): string {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return PICTURE_COLOURS[(h >>> 0) % PICTURE_COLOURS.length];
}

/** Under the owner's prefix and "covers" (the giving uploads' folder), named as files.routes.ts serves them. */
const pictureKey = (tenant: string | null, id: string, what: "logo" | "cover") => `${tenant === null ? "platform" : `tenants/${tenant}`}/covers/${id.replace(/[^a-z0-9]/g, "")}${what}.png`;

export interface DemoGivingPicture {
  key: string;
  kind: "charity_logo" | "charity_cover" | "project_cover" | "library_cover";
  name: string;
  colour: string;
}

/** The pictures scripts/seed.ts draws into local R2: a logo and a cover per charity, a cover per project and library. */
export function demoGivingPictures(): DemoGivingPicture[] {
  return [
    ...DEMO_CHARITIES.map((c) => ({ key: pictureKey(c.tenant_id, c.id, "logo"), kind: "charity_logo" as const, name: c.name, colour: pictureColour(c.id) })),
    ...DEMO_CHARITIES.map((c) => ({ key: pictureKey(c.tenant_id, c.id, "cover"), kind: "charity_cover" as const, name: c.name, colour: pictureColour(c.id) })),
    ...DEMO_PROJECTS.map((p) => ({ key: pictureKey(p.tenant_id, p.id, "cover"), kind: "project_cover" as const, name: p.title, colour: pictureColour(p.id) })),
    ...DEMO_LIBRARIES.map((l) => ({ key: pictureKey(l.tenant_id, l.id, "cover"), kind: "library_cover" as const, name: l.name, colour: pictureColour(l.id) })),
  ];
}

/** Gives rows seeded before the pictures existed their picture; never replaces one an admin uploaded. */
const backfillPicture = (table: string, column: "logo_key" | "cover_key", id: string, key: string) =>
  `UPDATE ${table} SET ${column} = ${sqlLiteral(key)} WHERE id = ${sqlLiteral(id)} AND ${column} IS NULL;`;

const numberPrefix = (tenant: string | null) => (tenant === GREEN ? "GR" : tenant === RIVER ? "RI" : "SP");

/** The giving seed as SQL statements (after buildDemoSeed's and the library's: it needs tenants, users, classes and books). */
export function buildDemoGivingSeed(now = Math.floor(Date.now() / DAY) * DAY): string[] {
  const out: string[] = [];
  const created = now - 200 * DAY;
  const stamps = { created_at: created, updated_at: created };
  for (const c of DEMO_CHARITIES) {
    out.push(
      insert("charities", {
        id: c.id,
        tenant_id: c.tenant_id,
        name: c.name,
        name_key: nameKey(c.name),
        slug: c.slug,
        summary: c.summary,
        description: `${c.summary} Every gift is reported on our dashboard.`,
        website: `https://${c.slug}.example.org`,
        country: c.country,
        currency: c.currency,
        suggested_amounts: JSON.stringify(c.currency === "INR" ? [50_000, 100_000, 250_000, 500_000] : [1000, 2500, 5000, 10000]),
        sdgs: JSON.stringify(c.sdgs),
        status: "active",
        logo_key: pictureKey(c.tenant_id, c.id, "logo"),
        cover_key: pictureKey(c.tenant_id, c.id, "cover"),
        ...stamps,
      }),
    );
    out.push(backfillPicture("charities", "logo_key", c.id, pictureKey(c.tenant_id, c.id, "logo")));
    out.push(backfillPicture("charities", "cover_key", c.id, pictureKey(c.tenant_id, c.id, "cover")));
  }
  const raised = demoRaised();
  for (const p of DEMO_PROJECTS) {
    const r = raised.get(p.id) ?? { amount: 0, count: 0 };
    out.push(
      insert("projects", {
        id: p.id,
        tenant_id: p.tenant_id,
        charity_id: p.charity_id,
        title: p.title,
        slug: p.slug,
        summary: p.summary,
        description: `${p.summary} Follow the progress bar as gifts arrive.`,
        goal_amount: p.goal,
        currency: p.currency,
        raised_amount: r.amount,
        donor_count: r.count,
        suggested_amounts: JSON.stringify(p.currency === "INR" ? [50_000, 100_000, 250_000] : [1000, 2500, 5000, 10000]),
        sdgs: JSON.stringify(p.sdgs),
        status: p.draft ? "draft" : r.amount >= p.goal ? "funded" : "active",
        cover_key: pictureKey(p.tenant_id, p.id, "cover"),
        starts_on: new Date(created).toISOString().slice(0, 10),
        ends_on: null,
        ...stamps,
      }),
    );
    out.push(backfillPicture("projects", "cover_key", p.id, pictureKey(p.tenant_id, p.id, "cover")));
  }
  for (const l of DEMO_LIBRARIES) {
    const r = raised.get(l.id) ?? { amount: 0, count: 0 };
    out.push(
      insert("libraries", {
        id: l.id,
        tenant_id: l.tenant_id,
        charity_id: l.charity_id,
        name: l.name,
        city: l.city,
        country: l.country,
        description: l.description,
        goal_amount: l.goal,
        currency: l.currency,
        raised_amount: r.amount,
        donor_count: r.count,
        books_goal: l.books_goal,
        books_stocked: l.books_stocked,
        sdgs: JSON.stringify([4]),
        status: l.status,
        cover_key: pictureKey(l.tenant_id, l.id, "cover"),
        ...stamps,
      }),
    );
    out.push(backfillPicture("libraries", "cover_key", l.id, pictureKey(l.tenant_id, l.id, "cover")));
  }
  for (const item of DEMO_CATALOG) out.push(insert("catalog_items", { ...item, title_key: nameKey(item.title), active: true, ...stamps }));

  // Completed gifts spread over the last ~180 days (a fixed shuffle so targets interleave in time).
  const gifts = demoGifts();
  const slot = (n: number) => (n * 37) % gifts.length;
  const titleOf = (g: Gift) =>
    g.target_type === "project" ? DEMO_PROJECTS.find((p) => p.id === g.target_id)!.title : g.target_type === "library" ? DEMO_LIBRARIES.find((l) => l.id === g.target_id)!.name : DEMO_CHARITIES.find((c) => c.id === g.target_id)!.name;
  for (const g of gifts) {
    const completedAt = now - Math.round(((slot(g.n) + 0.5) * 178 * DAY) / gifts.length) + (g.n % 10) * 3_600_000;
    const donor = DONORS[g.n % DONORS.length];
    const anonymous = g.n % 9 === 0;
    // Greenfield's gifts count for student01, class GREEN4 or the school in turn; Riverside's for the school now and then.
    const attribution =
      g.tenant_id === GREEN
        ? (["student", "class", "school", "none"] as const)[g.n % 4]
        : g.tenant_id === RIVER && g.n % 3 === 0
          ? "school"
          : "none";
    const nn = String(g.n).padStart(2, "0");
    const orderId = `ord_demo_d${nn}`;
    const provider = PROVIDERS[g.currency][g.n % PROVIDERS[g.currency].length];
    out.push(
      insert("donations", {
        id: g.id,
        tenant_id: g.tenant_id,
        target_type: g.target_type,
        target_id: g.target_id,
        charity_id: g.charity_id,
        amount: g.amount,
        currency: g.currency,
        message: g.n % 4 === 1 ? "Keep up the wonderful work!" : "",
        anonymous,
        donor_name: donor,
        donor_email: `${donor.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
        donor_user_id: null,
        attribution_kind: attribution,
        attributed_user_id: attribution === "student" ? GREEN_STUDENT01 : null,
        attributed_class_id: attribution === "class" ? GREEN4 : null,
        attributed_tenant_id: attribution === "school" ? g.tenant_id : null,
        status: "completed",
        order_id: orderId,
        completed_at: completedAt,
        created_at: completedAt - 300_000,
        updated_at: completedAt,
      }),
    );
    out.push(
      insert("orders", {
        id: orderId,
        number: `${numberPrefix(g.tenant_id)}-DEMO${nn}`,
        tenant_id: g.tenant_id,
        user_id: null,
        idempotency_key: `seed:${orderId}`,
        request_hash: "seed",
        status: "paid",
        fulfilment_status: "not_required",
        currency: g.currency,
        subtotal: g.amount,
        shipping: 0,
        total: g.amount,
        refunded_amount: 0,
        contact_name: donor,
        contact_email: `${donor.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
        contact_phone: null,
        shipping_address: null,
        provider,
        provider_ref: `${provider}_ref_demo_${nn}`,
        payment_ref: `${provider}_pay_demo_${nn}`,
        hold_reason: null,
        tracking_number: null,
        paid_at: completedAt,
        created_at: completedAt - 300_000,
        updated_at: completedAt,
      }),
    );
    out.push(insert("order_items", { id: `oit_demo_d${nn}`, order_id: orderId, kind: "donation", cart_item: `donation:${g.id}`, ref_id: g.id, title: `Donation to ${titleOf(g)}`, quantity: 1, unit_amount: g.amount, amount: g.amount, requires_shipping: false }));
    out.push(insert("order_events", { id: `oev_demo_d${nn}_1`, order_id: orderId, status: "pending", note: "Order placed", actor_id: null, created_at: completedAt - 300_000 }));
    out.push(insert("order_events", { id: `oev_demo_d${nn}_2`, order_id: orderId, status: "paid", note: "Payment received", actor_id: null, created_at: completedAt }));
    if (g.n <= 4) {
      out.push(
        insert("payment_events", {
          id: `pev_demo_d${nn}`,
          provider,
          provider_event_id: `evt_demo_${nn}`,
          provider_type: provider === "paypal" ? "PAYMENT.CAPTURE.COMPLETED" : provider === "phonepe" ? "checkout.order.completed" : "checkout.session.completed",
          type: "payment.succeeded",
          order_id: orderId,
          provider_ref: `${provider}_ref_demo_${nn}`,
          payment_ref: `${provider}_pay_demo_${nn}`,
          amount: g.amount,
          currency: g.currency,
          payload: JSON.stringify({ id: `evt_demo_${nn}`, demo: true, amount: g.amount, currency: g.currency }),
          status: "processed",
          attempts: 1,
          last_error: null,
          processed_at: completedAt + 2_000,
          created_at: completedAt + 1_000,
          updated_at: completedAt + 2_000,
        }),
      );
    }
  }

  // Printed books in fulfilment: paid (awaiting packing), packed, shipped.
  const book = DEMO_CATALOG[2];
  const shippingFee = 499;
  const printed = [
    { key: "p1", tenant: GREEN, stage: "paid", name: "Helen Marsh", days: 2 },
    { key: "p2", tenant: RIVER, stage: "packed", name: "Rosa Banks", days: 4 },
    { key: "p3", tenant: null, stage: "shipped", name: "Jo Lindqvist", days: 9 },
  ] as const;
  for (const p of printed) {
    const orderId = `ord_demo_${p.key}`;
    const paidAt = now - p.days * DAY;
    out.push(
      insert("orders", {
        id: orderId,
        number: `${numberPrefix(p.tenant)}-DEMOP${p.key.slice(1)}`,
        tenant_id: p.tenant,
        user_id: null,
        idempotency_key: `seed:${orderId}`,
        request_hash: "seed",
        status: "paid",
        fulfilment_status: p.stage,
        currency: book.currency,
        subtotal: book.price,
        shipping: shippingFee,
        total: book.price + shippingFee,
        refunded_amount: 0,
        contact_name: p.name,
        contact_email: `${p.name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.org`,
        contact_phone: null,
        shipping_address: JSON.stringify({ line1: "1 School Lane", line2: null, city: p.tenant === RIVER ? "Riverside" : "Greenfield", region: null, postal_code: "AB1 2CD", country: "GB" }),
        provider: "stripe",
        provider_ref: `cs_demo_${p.key}`,
        payment_ref: `pi_demo_${p.key}`,
        hold_reason: null,
        tracking_number: p.stage === "shipped" ? "RM123456785GB" : null,
        paid_at: paidAt,
        created_at: paidAt - 300_000,
        updated_at: paidAt + DAY,
      }),
    );
    out.push(insert("order_items", { id: `oit_demo_${p.key}`, order_id: orderId, kind: "printed_book", cart_item: `item:${book.id}`, ref_id: book.id, title: book.title, quantity: 1, unit_amount: book.price, amount: book.price, requires_shipping: true }));
    const events: [string, string, number][] = [
      ["pending", "Order placed", paidAt - 300_000],
      ["paid", "Payment received", paidAt],
      ["awaiting_fulfilment", "Released to fulfilment", paidAt + 1],
    ];
    if (p.stage !== "paid") events.push(["packed", "Packed at the warehouse", paidAt + DAY]);
    if (p.stage === "shipped") events.push(["shipped", "Royal Mail tracked: RM123456785GB", paidAt + 2 * DAY]);
    events.forEach(([status, note, at], i) => out.push(insert("order_events", { id: `oev_demo_${p.key}_${i + 1}`, order_id: orderId, status, note, actor_id: i > 2 ? "usr_demo_staff" : null, created_at: at })));
  }

  // An order on hold: the provider reported less than the order total; its gift stays pending.
  const heldAt = now - DAY;
  out.push(
    insert("donations", {
      id: "don_demo_hold",
      tenant_id: GREEN,
      target_type: "project",
      target_id: "prj_demo_solar_lamps",
      charity_id: "chr_demo_readworld",
      amount: 2_500,
      currency: "USD",
      message: "",
      anonymous: false,
      donor_name: "Liam Byrne",
      donor_email: "liam.byrne@example.com",
      donor_user_id: null,
      attribution_kind: "none",
      attributed_user_id: null,
      attributed_class_id: null,
      attributed_tenant_id: null,
      status: "pending",
      order_id: "ord_demo_hold",
      completed_at: null,
      created_at: heldAt - 300_000,
      updated_at: heldAt,
    }),
  );
  const holdReason = "Paid $20.00 but the order total is $25.00.";
  out.push(
    insert("orders", {
      id: "ord_demo_hold",
      number: "GR-DEMOHOLD",
      tenant_id: GREEN,
      user_id: null,
      idempotency_key: "seed:ord_demo_hold",
      request_hash: "seed",
      status: "on_hold",
      fulfilment_status: "not_required",
      currency: "USD",
      subtotal: 2_500,
      shipping: 0,
      total: 2_500,
      refunded_amount: 0,
      contact_name: "Liam Byrne",
      contact_email: "liam.byrne@example.com",
      contact_phone: null,
      shipping_address: null,
      provider: "paypal",
      provider_ref: "paypal_ref_demo_hold",
      payment_ref: "paypal_pay_demo_hold",
      hold_reason: holdReason,
      tracking_number: null,
      paid_at: null,
      created_at: heldAt - 300_000,
      updated_at: heldAt,
    }),
  );
  out.push(insert("order_items", { id: "oit_demo_hold", order_id: "ord_demo_hold", kind: "donation", cart_item: "donation:don_demo_hold", ref_id: "don_demo_hold", title: "Donation to Solar Reading Lamps", quantity: 1, unit_amount: 2_500, amount: 2_500, requires_shipping: false }));
  out.push(insert("order_events", { id: "oev_demo_hold_1", order_id: "ord_demo_hold", status: "pending", note: "Order placed", actor_id: null, created_at: heldAt - 300_000 }));
  out.push(insert("order_events", { id: "oev_demo_hold_2", order_id: "ord_demo_hold", status: "on_hold", note: holdReason, actor_id: null, created_at: heldAt }));
  const event = (id: string, values: Record<string, SqlValue>) =>
    out.push(insert("payment_events", { id, order_id: null, provider_ref: null, payment_ref: null, amount: null, currency: null, last_error: null, processed_at: null, ...values }));
  event("pev_demo_hold", {
    provider: "paypal",
    provider_event_id: "WH-DEMO-HOLD",
    provider_type: "PAYMENT.CAPTURE.COMPLETED",
    type: "payment.succeeded",
    order_id: "ord_demo_hold",
    provider_ref: "paypal_ref_demo_hold",
    payment_ref: "paypal_pay_demo_hold",
    amount: 2_000,
    currency: "USD",
    payload: JSON.stringify({ id: "WH-DEMO-HOLD", event_type: "PAYMENT.CAPTURE.COMPLETED", demo: true }),
    status: "processed",
    attempts: 1,
    processed_at: heldAt,
    created_at: heldAt - 1_000,
    updated_at: heldAt,
  });
  // A dead-lettered event: its checkout session matches no order (shows in payment history with a retry button).
  event("pev_demo_dead", {
    provider: "stripe",
    provider_event_id: "evt_demo_orphan",
    provider_type: "checkout.session.completed",
    type: "payment.succeeded",
    provider_ref: "cs_test_demo_orphan",
    amount: 5_000,
    currency: "USD",
    payload: JSON.stringify({ id: "evt_demo_orphan", type: "checkout.session.completed", demo: true }),
    status: "dead",
    attempts: 5,
    last_error: "No order matches checkout session cs_test_demo_orphan",
    created_at: now - 3 * DAY,
    updated_at: now - 3 * DAY + 600_000,
  });
  return out;
}
