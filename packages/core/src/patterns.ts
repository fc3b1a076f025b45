// Every regular expression of packages/core lives here, exported, so patterns.test.ts can check each
// one for catastrophic backtracking (ReDoS) with recheck; a second test fails on a regular expression
// written anywhere else in packages/core. The schemas check a text's length before any pattern runs
// on it (a `.max()` with `abort: true`), so even a linear pattern never reads a megabyte.
// Patterns with the g flag are only used with replace/split (which reset lastIndex), never with test.
import { PHONE_DIGITS } from './constants';

// ---------- ids ----------

/** A row id as the database writes them (a UUID, any version): checked before it reaches a uuid column. */
export const ROW_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------- accounts ----------

/**
 * Account email (login, register, recovery): something, "@", then a domain with a dot that is neither
 * its first nor its last character. The domain is written as "one character, no dots up to the first
 * such dot, the rest": the same texts as `[^\s@]+\.[^\s@]+`, but with one way to match, so it is linear
 * (the old form backtracked quadratically on "a@" + many dots + "@": ~29 s for 128,000 dots).
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** A password has at least one letter (accented ones too)… */
export const HAS_LETTER_RE = /\p{L}/u;
/** …and at least one digit. */
export const HAS_DIGIT_RE = /\d/;
/** The admin's user form: at least one letter a–z. */
export const HAS_ASCII_LETTER_RE = /[a-z]/i;
/** Words of letters (accents included) separated by single spaces; no digits or symbols. */
export const PERSON_NAME_RE = /^\p{L}+(?:[ ]\p{L}+)*$/u;
/** Profile images are our own processed media (never an outside address). */
export const MEDIA_IMAGE_RE = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*\.webp$/;

// ---------- shared form fields ----------

/** A phone once separators are dropped: exactly 10 digits. */
export const PHONE_RE = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** What people type between a phone's digits: spaces, parentheses, dots and dashes. */
export const PHONE_SEPARATORS_RE = /[\s().-]/g;
/** A calendar date as a date input sends it. */
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A moment as a `datetime-local` input sends it, to the minute or the second ("2026-12-03T10:00"). */
export const LOCAL_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
/** A date or a timestamp that starts with one (react-admin sends either). */
export const ISO_DATE_PREFIX_RE = /^\d{4}-\d{2}-\d{2}/;
/** Runs of spaces and line breaks (one-line fields make them one space). */
export const WHITESPACE_RUN_RE = /\s+/g;
/** The per-render idempotency key of every public form. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

// ---------- favourites and drafts ----------

/** A field's name in a saved draft ("nameDog", "freshAir"): a letter, then letters, digits or "_". */
export const DRAFT_FIELD_RE = /^[A-Za-z][A-Za-z0-9_]*$/;

// ---------- links and media ----------

/** An absolute http(s) link: never javascript: or data: (these end up in public href/src). */
export const HTTP_URL_RE = /^https?:\/\/[^\s"'<>]+$/i;
/** An image address: absolute http(s), or one of our processed images under /media/. */
export const IMAGE_URL_RE = /^(https?:\/\/[^\s"'<>]+|\/media\/[a-z0-9][a-z0-9._-]*)$/i;
/** A dog's video: a YouTube address. */
export const YOUTUBE_URL_RE = /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/i;
/** The key of a processed image (see ImageRef). */
export const IMAGE_KEY_RE = /^[a-z0-9][a-z0-9_-]{0,80}$/i;
/** A dog's references are separated by commas or line breaks. */
export const REFERENCE_SEPARATOR_RE = /[,\n]/;

// ---------- site settings (the interface record's contact, social and bank data) ----------

/** A link the public site shows for staff: https only, with a host. */
export const HTTPS_URL_RE = /^https:\/\/[^\s"'<>/\\][^\s"'<>\\]*$/i;
/** A page of this site ("/adoptar/perros"): one leading slash, never "//" or "/\\" (another host). */
export const SITE_PATH_RE = /^\/(?![/\\])[^\s"'<>\\]*$/;
/** A phone as staff write it for people to read: digits and separators, an optional leading "+". */
export const CONTACT_PHONE_RE = /^\+?[\d\s().-]+$/;
/** Anything but a digit (what a phone, a CBU or a CUIT loses to be counted or stored). */
export const NON_DIGIT_RE = /\D/g;
/** A WhatsApp number in international form, digits only (what https://wa.me/ takes). */
export const WHATSAPP_RE = /^\d{10,15}$/;
/** CBU or CVU: 22 digits. */
export const CBU_RE = /^\d{22}$/;
/** CUIT: 11 digits (the last one is the check digit). */
export const CUIT_RE = /^\d{11}$/;
/** A SHA-256 in hex: the version of a text someone accepted (issue 37's contract). */
export const SHA256_HEX_RE = /^[0-9a-f]{64}$/;
/** A DNI: 7 or 8 digits. */
export const DNI_RE = /^\d{7,8}$/;
/** A CUIT/CUIL or a DNI as typed: digits, spaces, dots and hyphens. */
export const TAX_ID_TEXT_RE = /^[\d\s.-]*$/;
/** A donation certificate's code: three groups of 4 of the 32 unmistakable letters and digits (no 0/O, 1/I). */
export const CERTIFICATE_CODE_RE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
/** A transfer alias: 6 to 20 letters, digits, dots or hyphens. */
export const BANK_ALIAS_RE = /^[A-Za-z0-9.-]{6,20}$/;

// ---------- payments ----------

/** An amount as typed: digits with an optional decimal part ("1e5", "12abc" or "$ 5" are not). */
export const AMOUNT_TEXT_RE = /^-?\d+(?:[.,](\d+))?$/;
/** An amount written the Argentine way with thousands: "15.000", "1.500.000", "2.500,50". */
export const GROUPED_AMOUNT_RE = /^\d{1,3}(?:\.\d{3})+(?:,(\d+))?$/;
/** The dots between groups of thousands. */
export const THOUSANDS_DOT_RE = /\./g;

// ---------- display ----------

/** The accents NFD splits off letters ("á" → "a" + U+0301). */
export const COMBINING_MARKS_RE = /\p{M}/gu;

/** Windows and old Mac line breaks. */
export const LINE_BREAK_RE = /\r\n?/g;
/** A blank line (spaces or tabs allowed on it) between paragraphs. */
export const PARAGRAPH_BREAK_RE = /\n[ \t]*\n/;

/** A placeholder of a review mail's template ({nombre}, {perro}, {estado}, {sitio}). */
export const MAIL_PLACEHOLDER_RE =
  /\{(nombre|perro|estado|sitio|escuela|fecha|dni|domicilio|sexo|edad|castracion|vacunas|compromisos)\}/g;

/** A path under the admin panel: "/admin/…", "/admin?…" or "/admin#…" (return-path.ts). */
export const ADMIN_SUBPATH_RE = /^\/admin[/?#]/;
/** An encoded slash in a query value: a `volver` link keeps its slashes readable (return-path.ts). */
export const ENCODED_SLASH_RE = /%2F/g;
/** A CSV field that must be wrapped in double quotes (";" too: spreadsheets in Spanish split on it; csv.ts). */
export const CSV_NEEDS_QUOTES_RE = /[",;\r\n]/;
/**
 * An address's words — /visitas/{slug} (issue 35), /campanas/{slug} (issue 36): lower-case words of letters
 * and digits joined by hyphens.
 */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What is not a letter or digit of an address: a run of it becomes one hyphen (text.ts slugWords). */
export const NON_SLUG_RUN_RE = /[^a-z0-9]+/g;
