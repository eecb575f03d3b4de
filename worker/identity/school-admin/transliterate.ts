/**
 * A name in an Indian script, Arabic, Hebrew, Cyrillic, Greek, Korean, Georgian, Armenian, Ethiopic,
 * Japanese kana or Thai
 * spelled in Latin letters, for a generated username (usernames are ASCII): "अनन्या शर्मा" → "ananya
 * sharma", "Иван" → "ivan", "محمد" → "mhmd", "김민준" → "gimminjun", "አበበ" → "abebe". Simple and
 * predictable rather than scholarly (no diacritics; Arabic's and Hebrew's unwritten short vowels stay
 * unwritten), Japanese kana ("さくら" → "sakura") and Thai ("สมชาย" → "somchai"); any other character
 * (Chinese characters, Japanese kanji …) is left as it is for the caller's ASCII fold, which leaves
 * nothing of it ("user1").
 *
 * The tables are ASCII, one entry per code point from the range's first ("-" for a letter with no
 * sound of its own): the bundler escapes every non-ASCII character of the source, and a table keyed
 * by the letters themselves cost the Worker 1.4 KiB gzipped.
 */

const words = (spellings: string) => spellings.split(" ").map((s) => (s === "-" ? "" : s));
const table = (first: number, spellings: string) => {
  const list = words(spellings);
  return (code: number): string | undefined => list[code - first];
};

// а … я, then ѐ … џ (Ukrainian, Belarusian, Serbian, Macedonian letters); capitals are lowered first.
const cyrillic = table(0x430, "a b v g d e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya e yo dj gj ye dz i yi j lj nj c kj i u dz");
// α … ω (ς, the final sigma, sits between ρ and σ); accents are dropped first.
const greek = table(0x3b1, "a v g d e z i th i k l m n x o p r s s t y f ch ps o");
// ء … ي, and the Persian and Urdu letters beyond.
const arabic = table(0x621, "- a a - i - a b a t th j h kh d dh r z s sh s d t z - gh - - - - - - f q k l m n h w a y");
const PERSIAN: Record<number, string> = { 0x67e: "p", 0x686: "ch", 0x698: "zh", 0x6a9: "k", 0x6af: "g", 0x6cc: "y" };

// Devanagari: independent vowels अ … औ, consonants क … ह, vowel signs ा … ौ, and the consonants a
// nukta changes (ज़ is "z"). A consonant carries an "a" unless a vowel sign or a virama follows; at
// the end of a word it is not spoken in the north (राम is "ram") but is in the south (ప్రియ is "priya").
const dVowel = table(0x905, "a a i i u u ri li e e e ai o o o au");
const dConsonant = table(0x915, "k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h");
const dSign = table(0x93e, "a i i u u ri ri e e e ai o o o au");
const D_NUKTA_FORMS: Record<number, string> = { 0x915: "q", 0x916: "kh", 0x917: "gh", 0x91c: "z", 0x921: "r", 0x922: "rh", 0x92b: "f", 0x92f: "y" };
// The same consonants with their nukta as one code point (Bengali's য় and ড় map here too).
const D_PRECOMPOSED: Record<number, string> = { 0x958: "q", 0x959: "kh", 0x95a: "gh", 0x95b: "z", 0x95c: "r", 0x95d: "rh", 0x95e: "f", 0x95f: "y" };
const NUKTA = 0x93c;
const VIRAMA = 0x94d;
const isNasalOrVisarga = (code: number | undefined) => code === 0x901 || code === 0x902 || code === 0x903;

function devanagari(word: string, finalA: boolean): string {
  const codes = [...word].map((c) => c.codePointAt(0)!);
  let out = "";
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    let consonant = dConsonant(code) ?? D_PRECOMPOSED[code];
    if (consonant !== undefined) {
      if (codes[i + 1] === NUKTA) {
        consonant = D_NUKTA_FORMS[code] ?? consonant;
        i++;
      }
      const next = codes[i + 1];
      out += consonant;
      if (next === VIRAMA) i++;
      else if (next !== undefined && dSign(next) !== undefined) out += dSign(codes[++i]);
      else if (next === undefined ? finalA : dConsonant(next) !== undefined || D_PRECOMPOSED[next] !== undefined || isNasalOrVisarga(next)) out += "a";
    } else if (dVowel(code) !== undefined) out += dVowel(code);
    else if (code === 0x901 || code === 0x902) out += "n";
    else if (code === 0x903) out += "h";
    else if (code !== NUKTA) out += String.fromCodePoint(code);
  }
  return out;
}

const spell = (c: string, lookup: (code: number) => string | undefined) => lookup(c.codePointAt(0)!) ?? c;

// Greek's two-letter vowels first (Παπαδοπούλου is "papadopoulou").
const greekWord = (word: string) =>
  word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ου/g, "ou")
    .replace(/αυ/g, "av")
    .replace(/ευ/g, "ev")
    .replace(/./gu, (c) => spell(c, greek));

/**
 * The Brahmic scripts of India (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
 * Kannada, Malayalam) share one layout, 128 code points each from U+0900: a letter sits at the same
 * offset in its block as its Devanagari twin (বা, ਬਾ, બા, பா … are all "ba"), so each word is read as Devanagari.
 */
const indicWord = (word: string) =>
  devanagari(
    word.replace(/./gu, (c) => String.fromCodePoint(0x900 + (c.codePointAt(0)! & 0x7f))),
    word.codePointAt(0)! >= 0xb80, // Tamil, Telugu, Kannada, Malayalam
  );

// Hangul syllables are composed arithmetically from an initial, a vowel and an optional final
// (U+AC00 + (initial × 21 + vowel) × 28 + final), read in the Revised Romanization: 박서연 is "bakseoyeon".
const H_INITIAL = words("g kk n d tt r m b pp s ss - j jj ch k t p h");
const H_VOWEL = words("a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i");
const H_FINAL = words("- k k k n n n t l k m l l l p l m p p t t ng t t k t p t");
const hangul = (c: string) => {
  const s = c.codePointAt(0)! - 0xac00;
  return H_INITIAL[Math.floor(s / 588)] + H_VOWEL[Math.floor(s / 28) % 21] + H_FINAL[s % 28];
};

// א … ת (final forms in their places). Vowel points are dropped; ו and י inside a word are read as
// the vowels they usually write (נועה is "noa", יוסף "yosf"), and a final ה as "a" (שרה is "shra").
const hebrew = table(0x5d0, "a b g d h v z ch t y k k l m m n n s a f p ts ts k r sh t");
const hebrewWord = (word: string) =>
  [...word.replace(/[\u0591-\u05c7]/g, "")]
    .map((c, i, all) => (i > 0 && c === "\u05d5" ? "o" : i > 0 && c === "\u05d9" ? "i" : i > 0 && i === all.length - 1 && c === "\u05d4" ? "a" : spell(c, hebrew)))
    .join("")
    .replace(/aa$/, "a");

// ა … ჰ (Georgian); ა … ֆ (Armenian, capitals lowered first; ու is "u").
const georgian = table(0x10d0, "a b g d e v z t i k l m n o p zh r s t u p k gh q sh ch ts dz ts ch kh j h");
const armenian = table(0x561, "a b g d e z e e t zh i l kh ts k h dz gh ch m y n sh o ch p j r s v t r ts w p k o f ev");

// Ethiopic (Amharic, Tigrinya): 43 consonant rows of 8 from U+1200, one column per vowel; the sixth
// has none (ስ is "s"), and the first is "e" after a consonant and "a" alone (አበበ is "abebe").
const E_ROWS = words("h l h m s r s sh q qw qh qhw b v t ch h hw n ny - k kw kh khw w - z zh y d dd j g gw gg t ch p ts ts f p");
const E_VOWELS = words("e u i a e - o wa");
const ethiopic = (c: string) => {
  const code = c.codePointAt(0)! - 0x1200;
  const consonant = E_ROWS[code >> 3];
  return consonant + (code % 8 === 0 && !consonant ? "a" : E_VOWELS[code % 8]);
};

// Japanese kana (Hepburn, simply): ぁ … ゖ, one syllable each ("*" marks the small ゃ ゅ ょ, which join
// the syllable before: き+ゃ is "kya", し+ゃ "sha"; "+" the small vowels, which change its vowel:
// フィ is "fi"); katakana is hiragana plus 0x60. っ/ッ doubles the
// next consonant ("hattori"), ー is left out. Kanji have many readings and stay for the ASCII fold.
const KANA = words(
  "+a a +i i +u u +e e +o o ka ga ki gi ku gu ke ge ko go sa za shi ji su zu se ze so zo ta da chi ji - tsu zu te de to do na ni nu ne no ha ba pa hi bi pi fu bu pu he be pe ho bo po ma mi mu me mo *a ya *u yu *o yo ra ri ru re ro wa wa i e o n vu ka ke",
);
const SOKUON = 0x3063;
function kanaWord(word: string): string {
  let out = "";
  let double = false;
  for (const c of word) {
    let code = c.codePointAt(0)!;
    if (code >= 0x30a1 && code <= 0x30f6) code -= 0x60;
    if (code === SOKUON || code === SOKUON + 0x60) {
      double = true;
      continue;
    }
    let syllable = KANA[code - 0x3041] ?? "";
    if (syllable.startsWith("+")) {
      // A small vowel changes the syllable before's vowel: fu + i → fi, te + i → ti.
      out = /[aeiou]$/.test(out) ? out.slice(0, -1) + syllable.slice(1) : out + syllable.slice(1);
      continue;
    }
    if (syllable.startsWith("*")) {
      // A small ya/yu/yo after an "i" syllable: ki + ya → kya, shi + ya → sha, chi + ya → cha, ji + ya → ja.
      const vowel = syllable.slice(1);
      if (/(?:sh|ch|j)i$/.test(out)) out = out.slice(0, -1) + vowel;
      else if (/[a-z]i$/.test(out)) out = out.slice(0, -1) + "y" + vowel;
      else out += "y" + vowel;
      continue;
    }
    if (double && syllable) syllable = (syllable.startsWith("ch") ? "t" : syllable[0]) + syllable;
    double = false;
    out += syllable;
  }
  return out;
}

// Thai (RTGS, simply): consonants ก … ฮ by their sound at the start of a syllable and at its end
// (T_FINAL), vowels as written; a vowel written before its consonant (เ แ โ ใ ไ) is spoken after it.
// A consonant with no written vowel carries one: "o" when a consonant closes its syllable ("สมชาย"
// → "somchai"), else "a" ("กมล" → "kamon", "สบาย" → "sabai"). อ after a consonant is the vowel "o",
// ร ล ว after ก ข ค ต ป พ form a cluster ("ประ" → "pra"), a letter under ์ is silent, tone marks too.
const T_CONSONANT = words("k kh kh kh kh kh ng ch ch ch s ch y d t th th th n d t th th th n b p ph f ph f ph m y r rue l lue w s s s h l - h");
const T_AFTER: Record<number, string> = { 0xe30: "a", 0xe31: "a", 0xe32: "a", 0xe33: "am", 0xe34: "i", 0xe35: "i", 0xe36: "ue", 0xe37: "ue", 0xe38: "u", 0xe39: "u" };
const T_BEFORE: Record<number, string> = { 0xe40: "e", 0xe41: "ae", 0xe42: "o", 0xe43: "ai", 0xe44: "ai" };
const T_FINAL: Record<string, string> = { ch: "t", s: "t", d: "t", th: "t", kh: "k", ph: "p", b: "p", f: "p", r: "n", l: "n", y: "i", w: "o" };
const T_CLUSTER_FIRST = new Set([0xe01, 0xe02, 0xe04, 0xe15, 0xe1b, 0xe1e]);
const T_CLUSTER_SECOND: Record<number, string> = { 0xe23: "r", 0xe25: "l", 0xe27: "w" };
const isThaiConsonant = (code: number | undefined) => code !== undefined && code >= 0xe01 && code <= 0xe2e;
function thaiWord(word: string): string {
  const chars = Array.from(word.replace(/[\u0e01-\u0e2e][\u0e34\u0e38]?\u0e4c/g, ""))
    .map((c) => c.codePointAt(0)!)
    .filter((code) => code < 0xe47 || code > 0xe4e);
  let out = "";
  let onset = false; // the syllable being read has its first consonant
  let vowel = false; // … and its vowel
  let pending = "";
  for (let i = 0; i < chars.length; i++) {
    const code = chars[i]!;
    const next = chars[i + 1];
    if (T_BEFORE[code] !== undefined) {
      if (onset && !vowel) out += "o";
      pending = T_BEFORE[code]!;
      onset = vowel = false;
      continue;
    }
    if (T_AFTER[code] !== undefined) {
      out += T_AFTER[code];
      vowel = true;
      continue;
    }
    if (!isThaiConsonant(code)) continue;
    const sound = T_CONSONANT[code - 0xe01]!;
    if (pending) {
      out += sound + pending;
      pending = "";
      onset = vowel = true;
    } else if (!onset) {
      out += sound;
      onset = true;
      vowel = false;
    } else if (!vowel) {
      if (code === 0xe2d) {
        out += "o";
        vowel = true;
      } else if (T_CLUSTER_SECOND[code] && T_CLUSTER_FIRST.has(chars[i - 1]!) && next !== undefined && T_AFTER[next] !== undefined) {
        out += T_CLUSTER_SECOND[code];
      } else if (next === undefined || (isThaiConsonant(next) && T_AFTER[chars[i + 2] ?? 0] !== undefined)) {
        out += "o" + (T_FINAL[sound] ?? sound);
        onset = false;
      } else {
        out += "a" + sound;
      }
    } else if (next !== undefined && T_AFTER[next] !== undefined) {
      out += sound;
      vowel = false;
    } else {
      out += T_FINAL[sound] ?? sound;
      onset = false;
    }
  }
  return out + pending;
}

export function transliterate(name: string): string {
  return name
    .normalize("NFC")
    .replace(/[\u0900-\u0d7f]+/g, indicWord)
    .replace(/[\u0400-\u04ff]/g, (c) => spell(c.toLowerCase(), (code) => (code === 0x491 ? "g" : cyrillic(code))))
    .replace(/[\u0370-\u03ff\u1f00-\u1fff]+/g, greekWord)
    .replace(/[\u0600-\u06ff]/g, (c) => spell(c, (code) => arabic(code) ?? PERSIAN[code]))
    .replace(/[\u0591-\u05f4]+/g, hebrewWord)
    .replace(/[\uac00-\ud7a3]/g, hangul)
    .replace(/[\u10a0-\u10ff\u1c90-\u1cbf]/g, (c) => spell(c.toLowerCase(), georgian))
    .replace(/[\u0531-\u0587]+/g, (w) => w.toLowerCase().replace(/\u0578\u0582/g, "u").replace(/./gu, (c) => spell(c, armenian)))
    .replace(/[\u1200-\u1357]/g, ethiopic)
    .replace(/[\u3041-\u3096\u30a1-\u30fc]+/g, kanaWord)
    .replace(/[\u0e01-\u0e4e]+/g, thaiWord);
}
