/**
 * Metadata heuristics, data only: which meta keys carry which field (in cascade order,
 * each with its reason), by-words and month names per language, class/id words that
 * mark bylines and dates. Regexes are compiled once here from the readable lists.
 */

// --- publication date -------------------------------------------------------------

/**
 * Meta keys (lower-cased name/property/itemprop) that state the publication date, most
 * specific first. Reasons: `article:published_time` is the Open Graph article field
 * (Facebook requires it for news); `parsely-pub-date` and `sailthru.date` are set by
 * the analytics tags of large news CMSs and are written by the publisher's backend;
 * Dublin Core `dc.date.issued` precedes plain `dc.date`, which some CMSs set to the
 * last edit; the bare `date`/`pubdate` names come last because themes reuse them loosely.
 */
export const PUBLISHED_META_KEYS: readonly string[] = [
  "article:published_time", // Open Graph article
  "og:published_time", // non-standard but common (WordPress SEO plugins)
  "article:published", // older OG variant
  "og:article:published_time",
  "datepublished", // <meta itemprop="datePublished">
  "parsely-pub-date", // Parse.ly
  "sailthru.date", // Sailthru
  "publish-date",
  "publish_date",
  "publishdate",
  "publication_date",
  "pubdate",
  "dc.date.issued", // Dublin Core
  "dcterms.issued",
  "dc.date.created",
  "dcterms.created",
  // RDFa's prefixed forms, in meta tags or on body elements (Drupal 7: `dc:date dc:created`).
  "dcterms:issued",
  "dcterms:created",
  "dc:created",
  "citation_publication_date", // Google Scholar
  "citation_date",
  "originalpublicationdate",
  "article.published",
  "article_date_original",
  "cxenseparse:recs:publishtime", // Cxense
  "date_published",
  "og:pubdate",
  // The European Legislation Identifier's publication in the official journal (EUR-Lex and
  // the member states' legislation portals): not its "eli:date_document", the day the act
  // was signed or adopted, which the page's text shows first (session 25).
  "eli:date_publication",
  "dc.date", // often the issue date, sometimes the last edit: after the specific keys
  "dcterms.date",
  "dc:date",
  "dcterms:date",
  "date",
  "created",
];

/**
 * RDFa properties read from body elements with a `content` value (`<span property="dc:date
 * dc:created" content="2025-06-12T10:21:45+02:00">Publié le 12 juin 2025</span>`, Drupal 7
 * and other RDFa templates) into the meta map: publication dates only.
 */
export const RDFA_DATE_PROPERTIES: ReadonlySet<string> = new Set([
  "dc:date", "dc:created", "dcterms:date", "dcterms:created", "dcterms:issued", "article:published_time",
]);

/** Meta keys for the last modification: used only when nothing states publication. */
export const MODIFIED_META_KEYS: readonly string[] = [
  "article:modified_time",
  "og:updated_time",
  "datemodified",
  "dc.date.modified",
  "dcterms.modified",
  "last-modified",
  "lastmod",
];

/** JSON-LD properties, publication first ("published beats modified"); a JobPosting is published on its `datePosted`. */
// "pubDate": Baidu's cambrian JSON-LD (`"@context": "https://ziyuan.baidu.com/contexts/cambrian.jsonld"`),
// which Chinese sites write for Baidu's search as others write schema.org's (session 25, a
// CSDN-like blog). Not its "upDate" as a modification date: the page's "已于 … 修改" (edited
// on …) puts its label after the date, so the update would read as the shown date.
export const PUBLISHED_JSON_LD_KEYS: readonly string[] = ["datePublished", "dateCreated", "uploadDate", "datePosted", "pubDate"];
export const MODIFIED_JSON_LD_KEYS: readonly string[] = ["dateModified"];

/**
 * Class/id words of elements whose text is a publication date (WordPress `entry-date`,
 * `posted-on`, German `datum`, Spanish `fecha`, ...). Matched as substrings of the
 * lower-cased `class id`.
 */
export const DATE_CLASS_WORDS: readonly string[] = [
  "date", "datum", "fecha", "data-pub", "time", "posted", "published", "pubdate", "publish",
  "byline", "dateline", "entry-meta", "post-meta", "article-meta", "meta-info", "postmeta",
  "submitted", "info", "meta",
];
/** Date-looking classes that name something else than publication. */
export const DATE_CLASS_EXCLUDE: readonly string[] = [
  "update", "modif", "comment", "reply", "event", "expire", "birth", "footer", "copyright", "archive",
  "calendar", "widget", "sidebar", "related", "timeline", "runtime", "timestamp-comment", "teaser",
];

/** Words that mark a date in text as the publication date ("Published: 3 May 2021"). */
export const PUBLISHED_TEXT_WORDS: readonly string[] = [
  "published", "posted", "posted on", "veröffentlicht", "erschienen", "publié", "publicado", "publicada",
  "pubblicato", "gepubliceerd", "geplaatst", "erstellt", "am", "le", "el", "on",
];
/**
 * Labels that introduce the publication date anywhere on the page ("Dieser Artikel
 * wurde am 14. Dezember 2015 ...", "Datum: 03.02.2022", "Erschienen am"): dates-dev
 * pages whose only date sits in the article footer.
 */
export const DATE_LABELS: readonly string[] = [
  "published on", "published", "posted on", "posted", "date", "datum", "veröffentlicht am", "veröffentlicht",
  "erschienen am", "erschienen", "artikel wurde am", "beitrag wurde am", "beitrag wurde", "publié le", "publié",
  "publicado el", "publicado", "pubblicato il", "pubblicato", "gepubliceerd op", "geplaatst op", "stand",
];

/** Words that mark a date in text as an update: such dates are skipped. */
export const UPDATED_TEXT_WORDS: readonly string[] = [
  "updated", "update", "modified", "last edited", "aktualisiert", "geändert", "mis à jour", "modifié",
  "actualizado", "aggiornato", "atualizado", "bijgewerkt",
  // Session 18 (batch 14): the Nordic, Slavic, Finnish, Turkish, Russian and Japanese update labels.
  "uppdaterad", "uppdaterat", "opdateret", "oppdatert", "päivitetty", "aktualizacja", "zaktualizowano",
  "aktualizováno", "güncellendi", "güncelleme", "обновлено", "最終更新", "更新日",
];

/**
 * Labels of a date that is not the page's (session 21): a forum's clock line, the time of
 * the reading ("It is currently …", phpBB's "Aktuelle Zeit: 14.10.2020", "Nous sommes le
 * …"), and a member's sign-up date in a post's profile or a profile card ("Joined:",
 * "Registriert:", "Member since"). phpBB, vBulletin, MyBB, Discourse and social profiles
 * write them, in each board's language; a date right after one is skipped.
 */
export const NOT_PAGE_DATE_LABELS: readonly string[] = [
  "it is currently", "current time", "the time now is", "aktuelle zeit", "es ist jetzt", "nous sommes le",
  "il est actuellement", "fecha actual", "la fecha es", "ora corrente", "huidige tijd", "het is nu",
  "joined", "member since", "registered", "registriert", "registriert seit", "mitglied seit", "dabei seit",
  "inscrit le", "inscription", "membre depuis", "registrado", "miembro desde", "iscritto", "iscritto il",
  "lid sinds", "geregistreerd",
  // Review of session 21: phpBB's Polish, Russian and Portuguese packs ("Dołączył(a):",
  // "Teraz jest …", "Зарегистрирован:", "Текущее время:", "Cadastrado em:", "Hora atual:").
  "dołączył", "dołączył(a)", "dołączyła", "teraz jest", "зарегистрирован", "текущее время", "cadastrado em",
  "registrado em", "hora atual",
  // Session 24: a scholarly article's history ("Received 2023 Feb 27; Accepted 2023 Jul 19",
  // PMC, Springer, MDPI, Elsevier: "Received: 12 March 2021 / Revised: … / Accepted: …",
  // German "Eingegangen", "Angenommen"): the manuscript's days before it was published.
  "received", "revised", "accepted", "eingegangen", "angenommen", "reçu le", "accepté le", "recibido", "aceptado",
  // Session 25: a user review's own day of the thing reviewed, which the member sets to any
  // past day (a film diary's "Watched 02 Jan 2026", a travel review's "Date of visit: …",
  // "Date of stay", "Date of experience"): not when the review was published.
  "watched", "rewatched", "watched on", "date of visit", "date of stay", "date of experience", "visited in",
];

/**
 * Time-zone abbreviations read after a time ("Thu Mar 14 09:27:51 UTC 2013", Java's
 * `Date.toString()` "Tue Jan 28 15:28:56 CET 2020"), as minutes east of UTC. Only the
 * ones that name one zone: CST (US Central, China), IST (India, Ireland, Israel) and BST
 * (British Summer, Bangladesh) are left out, and a time with an unknown zone gives the
 * date only, as a time without a zone does.
 */
export const ZONE_ABBREVIATIONS: ReadonlyMap<string, number> = new Map([
  ["utc", 0], ["gmt", 0], ["ut", 0], ["z", 0], ["wet", 0], ["west", 60],
  ["cet", 60], ["cest", 120], ["met", 60], ["mest", 120], ["eet", 120], ["eest", 180], ["msk", 180],
  ["est", -300], ["edt", -240], ["cdt", -300], ["mst", -420], ["mdt", -360], ["pst", -480], ["pdt", -420],
  ["akst", -540], ["akdt", -480], ["hst", -600],
  ["jst", 540], ["kst", 540], ["aest", 600], ["aedt", 660], ["nzst", 720], ["nzdt", 780],
]);

/**
 * Earliest year accepted from a loosely stated date (text, URL, ambiguous meta):
 * DECISIONS.md "never before 1990 unless the page states it unambiguously".
 */
export const MIN_LOOSE_YEAR = 1990;
/** Earliest year accepted from a full ISO date in structured metadata. */
export const MIN_STRUCTURED_YEAR = 1900;

/**
 * Month names and abbreviations in en/de/fr/es/it/pt/nl, and Russian in the genitive
 * ("12 июня 2024") and the nominative ("июнь 2024") -> month number.
 */
export const MONTHS: ReadonlyMap<string, number> = buildMonths({
  1: ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari", "января", "январь"],
  2: ["february", "feb", "februar", "feber", "février", "fevrier", "févr", "fevr", "fév", "febrero", "febbraio", "fevereiro", "fev", "februari", "февраля", "февраль"],
  3: ["march", "mar", "märz", "maerz", "mrz", "mars", "marzo", "março", "marco", "maart", "mrt", "марта", "март"],
  4: ["april", "apr", "avril", "avr", "abril", "abr", "aprile", "апреля", "апрель"],
  5: ["may", "mai", "mayo", "maggio", "mag", "maio", "mei", "мая", "май"],
  6: ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho", "июня", "июнь"],
  7: ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "июля", "июль"],
  8: ["august", "aug", "août", "aout", "agosto", "ago", "augustus", "августа", "август"],
  9: ["september", "sep", "sept", "septembre", "septiembre", "set", "settembre", "setembro", "setiembre", "сентября", "сентябрь"],
  10: ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out", "октября", "октябрь"],
  11: ["november", "nov", "novembre", "noviembre", "novembro", "ноября", "ноябрь"],
  12: ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre", "dezembro", "декабря", "декабрь"],
});

function buildMonths(table: Record<number, string[]>): Map<string, number> {
  const m = new Map<string, number>();
  for (const [num, names] of Object.entries(table)) for (const n of names) m.set(n, Number(num));
  return m;
}

/**
 * Month names of more languages, read in dates only (the content's date-line rules and the
 * byline cuts keep MONTHS: "maj", "mart", "nisan" are words and names there). Session 16,
 * "dates in other languages": full names, no abbreviations, in the case a date writes them:
 * Polish and Czech genitive ("18 sierpnia 2020", "18. srpna 2020"), Ukrainian genitive,
 * Hungarian ("2020. augusztus 18.", TEXT_PATTERNS' year-first form), Turkish, Swedish,
 * Danish and Norwegian, Finnish partitive ("18. elokuuta 2020"), Romanian, Indonesian,
 * Greek genitive ("18 Αυγούστου 2020"), and Arabic, the Egyptian names and the Levantine
 * ones ("07 أكتوبر 2020", "7 تشرين الأول 2020": dates-dev, akhbarelyom.com's
 * `article:published_time`). Croatian is left out: its "listopada" is October, Polish
 * "listopada" November. Session 21: Slovak and Slovenian in the genitive a date writes
 * ("14. januára 2021", "14. januarja 2021"; "marca", "maja", "septembra" as Polish or
 * Slovak have them, with the same month).
 */
export const MORE_MONTHS: ReadonlyMap<string, number> = buildMonths({
  1: ["januára", "januarja", "stycznia", "styczeń", "ledna", "leden", "січня", "január", "ocak", "tammikuuta", "tammikuu", "ianuarie", "ιανουαρίου", "يناير", "كانون الثاني"],
  2: ["februára", "februarja", "lutego", "luty", "února", "únor", "лютого", "február", "şubat", "helmikuuta", "helmikuu", "februarie", "φεβρουαρίου", "فبراير", "شباط"],
  3: ["marca", "marzec", "března", "březen", "березня", "március", "mart", "marts", "maaliskuuta", "maaliskuu", "martie", "maret", "μαρτίου", "مارس", "آذار"],
  4: ["apríla", "aprila", "kwietnia", "kwiecień", "dubna", "duben", "квітня", "április", "nisan", "huhtikuuta", "huhtikuu", "aprilie", "απριλίου", "أبريل", "إبريل", "ابريل", "نيسان"],
  5: ["mája", "maja", "maj", "května", "květen", "травня", "május", "mayıs", "toukokuuta", "toukokuu", "μαΐου", "مايو", "أيار"],
  6: ["júna", "junija", "czerwca", "czerwiec", "června", "červen", "червня", "június", "haziran", "kesäkuuta", "kesäkuu", "iunie", "ιουνίου", "يونيو", "يونيه", "حزيران"],
  7: ["júla", "julija", "lipca", "lipiec", "července", "červenec", "липня", "július", "temmuz", "heinäkuuta", "heinäkuu", "iulie", "ιουλίου", "يوليو", "يوليه", "تموز"],
  8: ["augusta", "avgusta", "sierpnia", "sierpień", "srpna", "srpen", "серпня", "augusztus", "ağustos", "augusti", "elokuuta", "elokuu", "agustus", "αυγούστου", "أغسطس", "اغسطس", "آب"],
  9: ["septembra", "września", "wrzesień", "září", "вересня", "szeptember", "eylül", "syyskuuta", "syyskuu", "septembrie", "σεπτεμβρίου", "سبتمبر", "أيلول"],
  10: ["októbra", "oktobra", "października", "październik", "října", "říjen", "жовтня", "október", "ekim", "lokakuuta", "lokakuu", "octombrie", "οκτωβρίου", "أكتوبر", "اكتوبر", "تشرين الأول"],
  11: ["novembra", "listopada", "listopad", "listopadu", "листопада", "kasım", "marraskuuta", "marraskuu", "noiembrie", "νοεμβρίου", "نوفمبر", "تشرين الثاني"],
  12: ["decembra", "grudnia", "grudzień", "prosince", "prosinec", "грудня", "aralık", "desember", "joulukuuta", "joulukuu", "decembrie", "δεκεμβρίου", "ديسمبر", "كانون الأول"],
});

/**
 * The Solar Hijri (Persian) calendar's months, Farvardin to Esfand, as Iranian and Afghan
 * Persian sites write every date ("۵ آذر ۱۴۰۵", 26 November 2026; session 22, golden page
 * `i18n-fa-blogfa-br-post-ganjoor-couplets-jalali-only`). Read by the date parser only, with
 * a Solar Hijri year, and converted (dates.ts `solarHijriDay`). "مرداد" is also written "امرداد".
 */
export const SOLAR_HIJRI_MONTHS: ReadonlyMap<string, number> = new Map([
  ["فروردین", 1], ["اردیبهشت", 2], ["خرداد", 3], ["تیر", 4], ["مرداد", 5], ["امرداد", 5],
  ["شهریور", 6], ["مهر", 7], ["آبان", 8], ["آذر", 9], ["دی", 10], ["بهمن", 11], ["اسفند", 12],
]);

/** Every month name a date may be written with (MONTHS and MORE_MONTHS). */
export const DATE_MONTHS: ReadonlyMap<string, number> = new Map([...MONTHS, ...MORE_MONTHS]);
/** DATE_MONTHS as one alternation, longest first. */
export const DATE_MONTH_PATTERN = [...DATE_MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");

/** Alternation of month names, longest first so that "september" wins over "sep". */
export const MONTH_PATTERN = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");

// --- author -------------------------------------------------------------------------

/** Words that introduce an author: "By", "Von", "Par", "Por", "Di", "Door", "Written by", ... */
export const BY_WORDS: readonly string[] = [
  "zeige alle beiträge von", "alle beiträge von", "alle artikel von", "view all posts by", "all posts by",
  "more posts by", "more from", "posts by", "articles by", "eingestellt von", "artikel von", "beitrag von",
  "pressemitteilung von", "ein beitrag von", "ein artikel von", "a cura di", "interview", "über", "vom",
  "gespeichert von", "autoren", "autorin", "authors", "auteurs", "autores", "autori",
  "eine kolumne von", "kolumne von", "ein kommentar von", "kommentar von", "ein gastbeitrag von",
  "gastbeitrag von", "a column by", "a guest post by", "une chronique de", "una columna de",
  // A post's own credit with what else the writer did ("Researched and written by Joan
  // Pettifer", a local history page's credit; "Post written by Leo Babauta", a blog's first line).
  "researched and written by", "written and researched by", "written and compiled by", "written and illustrated by",
  "written and photographed by", "post written by", "article written by", "this post was written by", "this article was written by",
  "posted by", "written by", "published by", "geschrieben von", "verfasst von", "erstellt von",
  "veröffentlicht von", "écrit par", "publié par", "escrito por", "publicado por", "scritto da",
  "pubblicato da", "geschreven door", "gepubliceerd door",
  // Magazine credits (issue 15): "Words by X | Photos by Y" names the writer first.
  "words by", "story by", "reported by", "words and photos by", "words and pictures by", "text and photos by",
  // Reader-submitted recipes, tips and letters on community sites (session 16).
  "submitted by", "contributed by", "eingereicht von", "eingesandt von", "proposé par", "envoyé par",
  "enviado por", "inviato da", "ingezonden door",
  // A guest writer's label (session 18, a Webflow blog's "Guest author:" over the name).
  "guest author", "guest authors", "guest writer", "guest contributor", "guest post by", "gastautor", "gastautorin",
  "by", "von", "par", "por", "di", "da", "door", "de", "autor", "author", "auteur", "autore", "text",
  // "Text:" in Portuguese, Spanish, Italian, Dutch and Polish (a Brazilian university's
  // "Texto: Larissa Menezes – Ascom UFAJ" sign-off, batch 21)
  "texto", "testo", "tekst",
  // Arabic "بقلم" (by the pen of), Persian "توسط" (by) and "نویسنده" (writer), Russian
  // "автор" before a name in plain text (batch 24)
  "بقلم", "توسط", "نویسنده", "автор",
  // A wiki's or a docs tool's page byline, "Created by" in the languages its interface
  // comes in (Confluence: "Created by <a>Jane Doe</a>, last modified on …", "作成者: <a>…</a>";
  // batch 29), and the Japanese, Chinese and Korean writer labels ("著者", "執筆者", "作者", "작성자")
  "created by", "créé par", "creado por", "creato da", "criado por", "gemaakt door",
  "作成者", "著者", "執筆者", "筆者", "投稿者", "作者", "撰文", "작성자", "글쓴이",
  // Malay and Indonesian "by" ("Oleh <a>Nurul Ain Ismail</a>", batch 30)
  "oleh",
  // Swedish and Norwegian "av", Danish "af" ("Av Birgitta Lund" under a parish's news post,
  // batch 48), Polish "przez"
  "av", "af", "przez",
  // "Authored by <a>Name</a>": the knowledge-base and documentation portals' byline (service
  // desks, help centres, intranet wikis); a speech's or lecture's page names its speaker so
  // ("Speech given by <a>Name</a>, Deputy Governor", central banks, ministries, universities).
  // Session 25 (fresh cases: a support portal's KB article, a central bank's speech page).
  "authored by", "co-authored by", "speech given by", "speech delivered by", "remarks delivered by",
  "lecture given by", "talk given by", "address given by",
  // A reader's or a critic's review page names its writer so ("Review by <a>Name</a>", film
  // diaries, book and game review sites; session 25).
  "review by", "a review by",
  // Polish "produced by" / "prepared by": the metryczka every Polish public body's BIP page
  // carries ("Wytworzył: Katarzyna Wilk (Wydział …)"; "Opublikował" is the editor who put it
  // online, no author) and municipal news' "Opracował: …" (session 25).
  "wytworzył", "wytworzyła", "wytworzył(a)", "opracował", "opracowała", "opracowanie",
];
/**
 * By-words that are everyday words too (prepositions, "text", "interview"): after one of
 * these alone, a by-line must go on with a capitalised name to be one.
 */
export const WEAK_BY_WORDS: ReadonlySet<string> = new Set([
  "über", "vom", "von", "text", "texto", "testo", "tekst", "de", "di", "da", "interview", "par", "por", "door", "more from", "a cura di",
  // "oleh karena itu" (therefore), "oleh-oleh" (souvenirs): a name must follow
  "oleh",
  // everyday prepositions in Swedish, Norwegian, Danish and Polish ("av och till", "af huset")
  "av", "af", "przez",
]);
/** The by-words as one alternation, longest first. */
export const BY_WORD_PATTERN = [...BY_WORDS].sort((a, b) => b.length - a.length).join("|");
/**
 * `^(by-word)[: ]` as one regex. A full-width colon needs no space after it, as CJK
 * text writes it ("作成者：佐藤 健一").
 */
export const BY_PREFIX = new RegExp(`^(?:${BY_WORD_PATTERN})\\s*(?:[:\\-–]?\\s+|：\\s*)`, "iu");

/**
 * `author` among the whitespace-separated tokens of a `rel` or `itemprop` value, in any
 * case: what `value.toLowerCase().split(/\s+/).includes("author")` answers (no character
 * beyond ASCII lower-cases into "author"), without the array: most links have a `rel`.
 */
export const AUTHOR_TOKEN = /(?:^|\s)author(?:\s|$)/i;

/** Class/id words of byline elements (substring match on lower-cased `class id`). */
export const BYLINE_CLASS_WORDS: readonly string[] = [
  "byline", "by-line", "author", "autor", "auteur", "autore", "writer", "writtenby", "dateline", "p-author",
  "posted-by", "postedby", "vcard", "creator", "contributor", "username", "user-name", "reporter",
  // The writer's display name on Chinese blog platforms, beside the login ("follow-nickName",
  // "nickname"; session 25, a CSDN-like post whose `<a>` names no other author).
  "nickname",
];
/** Byline-looking classes that are something else (comment authors, author bio boxes). */
export const BYLINE_CLASS_EXCLUDE: readonly string[] = [
  "comment", "reply", "avatar", "author-bio", "author-box", "authorbox", "about-author", "author-description",
  "author-info-box", "related", "widget", "sidebar", "share", "social", "footer", "more-from",
  // Wikipedia's "Authority control" box (library identifiers): "author" is in the word.
  "authority",
];

/** Values that are not a person's name (lower-cased, compared after trimming). */
export const AUTHOR_NOISE: ReadonlySet<string> = new Set([
  "admin", "administrator", "staff", "editor", "editors", "user", "guest", "anonymous", "unknown", "author",
  "by", "webmaster", "root", "null", "undefined", "none", "n/a", "na", "system", "default", "team",
  "wordpress", "blogger", "uns", "us", "mich", "me", "wir", "nous", "nosotros", "agencies",
  "share", "facebook", "twitter", "linkedin", "email", "print", "comments", "follow",
  // The account widget of a site header, whose "username" element holds a placeholder
  // until someone signs in (readability-dev: bbc's `idcta-username`, wapo's `username`).
  "username", "user name", "benutzername", "nom d'utilisateur", "nombre de usuario", "nome utente", "gebruikersnaam", "sign in", "sign-in", "signin", "log in", "login", "sign up", "register",
  "my account", "account", "profile", "anmelden", "einloggen", "login / registrieren", "mein konto",
  "connexion", "se connecter", "mon compte", "iniciar sesión", "entrar", "mi cuenta", "accedi", "inloggen",
  // The same widget's form fields, a sign-in box's labels ("Usuario, Correo electrónico" on a
  // Spanish paper's header, session 24).
  "usuario", "correo electrónico", "correo", "e-mail", "password", "contraseña", "passwort", "mot de passe",
  // The label over a help centre's contributors row, whose names are only in the avatars'
  // `alt` (Document360's `div.contributors`: "Contributeurs", batch 29): a label is no name.
  "contributors", "contributor", "contributeurs", "contributeur", "contributrices", "mitwirkende",
  "colaboradores", "contribuidores", "collaboratori", "bijdragers", "współtwórcy",
]);

/** Values that name a photo, a source or an action, not the author ("Foto: ...", "Follow"). */
export const AUTHOR_REJECT_PREFIX = /^(?:foto|fotos|photo|photos|bild|bilder|illustration|quelle|source|image|credit|copyright|©|share|teilen|follow|folgen|afficher|publiziert|veröffentlicht|posted|published|updated|last updated|last modified|zuletzt|eine publikation|alle beiträge|alle artikel|all posts|all articles|read more|weiterlesen|mehr)(?!\p{L})/iu;
/** Trailing parts that follow a name in bylines ("Alle Artikel", "Follow ...", "PhD", "Staff"). */
export const AUTHOR_TRAILING_NOISE = /\s+(?:alle artikel|all articles|all posts|follow|folgen|shares?|staff|illustrations?|fotos?|photos?|→|»|redakteur(?:in)?|reporter|correspondent|contributor|기자|특파원|@\S+).*$/iu;

/**
 * Words that make a byline an organization (the publisher), not a person: such values
 * are held back like site names ("Bund der Energieverbraucher e.V." in meta author
 * while the byline names Leonora Holling; "Deutsche Welle", "Jobs & Hire").
 */
export const ORGANIZATION = /(?<!\p{L})(?:e\.\s?V\.?|GmbH|AG|Inc\.?|Ltd\.?|LLC|Verlag|Zeitung|News|Newsroom|Magazin|Magazine|Online|Media|Welle|Verband|Bund|Institut|Stiftung|Agentur|Agency|Redaktion|Editorial|Hire|Jobs|Desk|Team|Bureau|Reports|Wire|Services?)(?!\p{L})/u;
/**
 * A value that opens with the newsroom, in the languages other than German (ORGANIZATION
 * has "Redaktion"): "Redacción Diario del Bajío" in meta author while the byline names two
 * reporters, "Redazione" in the byline while the article is signed (session 18). Only at
 * the start: after a name it is the writer's desk ("Leszek Jażdżewski Redakcja Liberte!").
 */
export const NEWSROOM_START = /^(?:la |the |de )?(?:redacción|redaccion|redazione|rédaction|redactie|redakcja|redação|redacao|redakce|redaktionen|newsroom)(?!\p{L})/iu;

/**
 * The head word of a job title written after a byline's name ("Jane Doe Games Editor",
 * "Max Muster, Redakteur", "Ana Ruiz Corresponsal"): sites print the name and the role
 * in two spans that run together as text. Lower-cased; en/de/fr/es/it/pt/nl.
 */
export const AUTHOR_ROLE_NOUNS: ReadonlySet<string> = new Set([
  "editor", "editors", "reporter", "reporters", "correspondent", "writer", "columnist", "contributor", "producer",
  "analyst", "critic", "journalist", "photographer", "photojournalist", "host", "anchor", "presenter", "blogger",
  "intern", "fellow", "researcher", "strategist", "specialist", "director", "manager", "founder", "cofounder",
  "co-founder", "ceo", "cto", "editor-in-chief",
  // Issue 15: the rest of a masthead's common titles ("Jane Doe Editor-at-Large").
  "editor-at-large", "designer", "illustrator",
  // software projects' blogs and docs: the author card's role under the name ("Ingrid
  // Solvang<br>Maintainer", MkDocs Material's blog; session 24)
  "maintainer", "developer", "engineer",
  "redakteur", "redakteurin", "korrespondent", "korrespondentin", "journalistin", "reporterin", "autorin",
  "volontär", "volontärin", "chefredakteur", "chefredakteurin", "ressortleiter", "ressortleiterin", "kolumnist", "kolumnistin",
  "rédacteur", "rédactrice", "journaliste", "correspondant", "correspondante", "chroniqueur", "chroniqueuse", "envoyé", "envoyée",
  "periodista", "redactor", "redactora", "corresponsal", "columnista", "cronista",
  "giornalista", "redattore", "redattrice", "inviato", "inviata", "corrispondente", "editorialista",
  "jornalista", "repórter", "colunista", "redacteur", "verslaggever", "correspondente",
  // Session 21: the titles company blogs, newsletters and magazines print beside the name
  // ("Jane Doe Software Engineer", "Jane Doe Editorial Assistant", "Jane Doe Author" under
  // an avatar), and the German ones for the same jobs ("Max Muster Mitarbeiter").
  "author", "autor", "auteur", "autore", "engineer", "developer", "consultant", "scientist", "economist", "advocate",
  "evangelist", "architect", "officer", "president", "coordinator", "lecturer", "attorney", "lawyer",
  "nutritionist", "dietitian", "therapist", "expert", "curator", "historian", "assistant", "moderator",
  "moderatorin", "fotograf", "fotografin", "mitarbeiter", "mitarbeiterin", "referent", "referentin",
  "geschäftsführer", "geschäftsführerin", "gastautor", "gastautorin",
  // The offices a speech's, a statement's or a letter's page writes after its speaker's
  // name ("Speech given by Lena Marwick, Deputy Governor for Monetary Policy", central banks
  // and ministries; a school letter's "Headteacher"; session 25).
  "governor", "minister", "commissioner", "ambassador", "chairman", "chairwoman", "chairperson", "headteacher",
  // Not "Leiter", "Sprecher", "Trainer", "Gründer", "Berater": German surnames too ("Anna
  // Maria Leiter"); their compounds ("Pressesprecher", "Abteilungsleiter") are read by
  // ROLE_COMPOUND_SUFFIX.
]);
/**
 * German writes a desk and its job as one word ("Wissenschaftsjournalistin",
 * "Wirtschaftsredakteur", "Auslandskorrespondent", "Gastautorin"): a word that ends with
 * one of these job nouns, with at least ROLE_COMPOUND_MIN_HEAD letters before it, is a
 * job title (a surname "Leiter" or "Autor" alone is not).
 */
/** Letters of the desk before a compound's job noun: "Gastautor" (4) and up, not a surname "Autor" alone. */
export const ROLE_COMPOUND_MIN_HEAD = 3;
/**
 * "Leiter" and "Sprecher" end surnames too ("Schleiter", "Fürsprecher"): their compounds
 * need a longer head ("Projektleiter", "Pressesprecher") or the linking "s" of a compound
 * ("Abteilungsleiter").
 */
export const ROLE_COMPOUND_LONG_HEAD = 5;
export const ROLE_COMPOUND_SUFFIX = new RegExp(
  `^(?:\\p{L}{${ROLE_COMPOUND_MIN_HEAD},}(?:redakteur|journalist|korrespondent|reporter|kolumnist|autor|fotograf|moderator|volontär|mitarbeiter)` +
    `|(?:\\p{L}{${ROLE_COMPOUND_LONG_HEAD},}|\\p{L}{${ROLE_COMPOUND_MIN_HEAD},}s)(?:leiter|sprecher))(?:in)?$`,
  "u",
);
/**
 * Job nouns that are surnames too ("Tom Lawyer", "Ann Curator", "Bob Officer"): after a
 * name they are a title only in the comma form ("Jane Doe, Lawyer") or after a rank or a
 * desk ("Chief Financial Officer"), not glued to a name's last word.
 */
export const SURNAME_ROLE_NOUNS: ReadonlySet<string> = new Set(["lawyer", "curator", "expert", "officer", "president"]);
/**
 * Words that join a job title to what it is of or where it is held ("Tech Reporter at The
 * Daily Ledger", "Head of Content", "Redakteur bei ...", "Editor for ..."): the title
 * ends the byline there, whatever follows.
 */
export const ROLE_LINK_WORDS: ReadonlySet<string> = new Set([
  "at", "of", "for", "bei", "für", "chez", "@",
  // Review of session 21: es/it/pt/nl's ("Redactora de …", "Giornalista di …", "Repórter da …",
  // "Redacteur bij …"); only read right after a role noun, so a name's "de" or "van" is safe.
  "de", "del", "di", "da", "en", "em", "na", "per", "presso", "para", "bij", "voor", "van",
]);
/** A title's head word that is one only before "of" ("Head of Content", "Chief of Staff", "VP of Marketing"). */
export const ROLE_OF_HEADS: ReadonlySet<string> = new Set(["head", "chief", "vp", "svp", "evp", "vice"]);
/**
 * Words that qualify a role before its head word ("Senior", "Deputy Political", "Games"):
 * ranks and the desks of a newsroom. Only cut when a role noun ends the name.
 */
export const AUTHOR_ROLE_MODIFIERS: ReadonlySet<string> = new Set([
  "senior", "junior", "chief", "deputy", "associate", "assistant", "managing", "executive", "contributing", "staff",
  "freelance", "special", "lead", "head", "principal", "global", "national", "international", "foreign", "regional",
  "local", "city", "metro", "state", "world", "europe", "us", "uk", "washington", "white", "house", "political", "politics",
  "sports", "sport", "games", "gaming", "tech", "technology", "science", "health", "medical", "business", "economics",
  "economy", "finance", "financial", "markets", "money", "energy", "climate", "environment", "environmental", "education",
  "entertainment", "culture", "arts", "music", "film", "tv", "television", "books", "food", "travel", "fashion", "style",
  "beauty", "lifestyle", "home", "property", "motoring", "cars", "royal", "crime", "legal", "courts", "investigative",
  "investigations", "data", "digital", "social", "media", "video", "photo", "audio", "podcast", "newsletter", "news",
  "breaking", "features", "feature", "opinion", "commentary", "weekend", "night", "audience", "content", "web", "online",
  "copy", "graphics", "stellvertretender", "stellvertretende", "leitender", "leitende",
  // Issue 15: desks and ranks that were missing, so that "Jane Doe Editorial Director" lost
  // only "Director" and kept "Editorial" (an organization word, which then rejected the name).
  "editorial", "creative", "art", "visual", "visuals", "design", "general", "at-large", "picture", "pictures", "photography",
  // Session 21: the desks of product-review, shopping and company-blog newsrooms ("Jane Doe
  // Reviews Editor", "Deals Writer", "Community Manager", "Software Engineer").
  "reviews", "review", "deals", "commerce", "ecommerce", "shopping", "guides", "buying", "gear", "product", "products",
  "marketing", "community", "communications", "partnerships", "seo", "growth", "strategy", "research", "operations",
  "engagement", "standards", "projects", "software", "hardware", "mobile", "security", "wellness", "parenting", "family",
  "recipes", "cooking", "wine", "drinks", "automotive", "outdoors", "developer", "solutions", "sales", "customer",
  "support", "program", "programs", "account", "brand", "public", "relations", "pr", "guest", "freier", "freie",
]);

/**
 * News agencies (lower-cased whole values): the wire a story came over, not the reporter
 * who signed it. A value naming only agencies ("Reuters" in JSON-LD while the byline says
 * "By Jane Doe") is held back, and given only when no source names anyone else; beside a
 * person in one byline ("det/dpa") it stays, as the page writes it.
 */
export const NEWS_AGENCIES: ReadonlySet<string> = new Set([
  "ap", "the associated press", "associated press", "afp", "agence france-presse", "agence france presse", "reuters",
  "thomson reuters", "dpa", "deutsche presse-agentur", "apa", "sda", "keystone-sda", "ansa", "efe", "agencia efe",
  "europa press", "bloomberg", "bloomberg news", "pa", "pa media", "press association", "xinhua", "kyodo", "kyodo news",
  "yonhap", "tass", "ria novosti", "upi", "united press international", "aap", "australian associated press", "cp",
  "the canadian press", "canadian press", "kna", "epd", "kathpress", "dts", "afx", "dpa-afx", "belga", "anp", "ritzau",
  "ntb", "tt", "lusa", "epa", "ians", "pti", "ani", "wires", "wire services", "news agencies", "agencies", "news services",
]);

/**
 * JSON-LD types whose `author` or `creator` made a picture, a recording or a video, not
 * the page: a lead photo's `ImageObject` names its photographer ("Ed Marshall, Redonda
 * Restoration Programme" beside an `Article` whose only author is the publisher,
 * authors-dev: nationalgeographic.co.uk). Passed over when the page also has an article
 * object; on a page that is the picture or the video, its maker is the author.
 */
export const MEDIA_OBJECT_TYPES: ReadonlySet<string> = new Set([
  "ImageObject", "Photograph", "ImageGallery", "MediaObject", "AudioObject", "VideoObject", "VideoGallery", "3DModel",
]);

/**
 * schema.org types of a page that offers a thing, a stay, a course or a service rather
 * than telling a story (metadata/index.ts isProductPage): no one signs it, and the names
 * and dates in its markup are its customers' reviews'. `Product` and its kinds; software
 * and apps (an app store's listing); a course's landing page; lodging and accommodation
 * (a holiday flat's listing, batch 28: `VacationRental`); a local business and its kinds,
 * the restaurant, the clinic, the shop. OFFER_TYPE_SUFFIX covers the many kinds named
 * after their family ("ClothingStore", "AutoRepairBusiness", "LegalService").
 */
export const OFFER_PAGE_TYPES: ReadonlySet<string> = new Set([
  "Product", "ProductGroup", "ProductModel", "IndividualProduct", "SomeProducts", "Vehicle", "Car", "Motorcycle",
  "SoftwareApplication", "MobileApplication", "WebApplication", "VideoGame",
  "Course",
  "LodgingBusiness", "Hotel", "Motel", "Hostel", "BedAndBreakfast", "Campground", "Resort", "VacationRental",
  "Accommodation", "Apartment", "House", "SingleFamilyResidence", "Room", "HotelRoom", "Suite", "CampingPitch",
  "LocalBusiness", "FoodEstablishment", "Restaurant", "Bakery", "BarOrPub", "Brewery", "CafeOrCoffeeShop",
  "FastFoodRestaurant", "IceCreamShop", "Winery", "Distillery", "Dentist", "MedicalClinic", "Physician",
  "Optician", "Pharmacy", "BeautySalon", "DaySpa", "HairSalon", "NailSalon", "HealthClub", "TattooParlor",
  "AutoDealer", "AutoRepair", "AutoRental", "AutoWash", "GasStation", "Attorney", "Notary", "RealEstateAgent",
  "TravelAgency", "Electrician", "Plumber", "Locksmith", "MovingCompany", "HousePainter", "RoofingContractor",
  "GeneralContractor", "ChildCare", "DryCleaningOrLaundry", "SelfStorage", "EmploymentAgency", "InsuranceAgency",
]);
/** Kinds of local business named after their family: "BikeStore", "HealthAndBeautyBusiness", "AccountingService". */
export const OFFER_TYPE_SUFFIX = /^[A-Z][A-Za-z]*(?:Store|Business)$|^[A-Z][A-Za-z]*Service$/;

/** Theme and platform credits that sit in "author" elements ("Theme by ThemeGrill"). */
export const AUTHOR_CREDIT = /\b(?:theme|designed|powered|themegrill|wordpress|blogger\.com)\b/iu;
/** Lower-case words allowed at the start of a multi-word name (particles, not sentences). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(["von", "van", "de", "der", "den", "di", "da", "du", "del", "la", "le", "zu", "ten", "ter", "bin", "al", "el", "dos", "das", "do", "des", "y", "e", "und", "and", "en"]);

/** Separators between several authors in one string. */
/** ("e" and "y" not before a dot: "Deutscher Caritasverband e. V." is one name.) */
/** Word boundaries are Unicode-aware: JavaScript's `\b` splits "Mevißen" before "en". */
export const AUTHOR_SPLIT = /\s*(?:,|;|\||&|\/|(?<![\p{L}_])(?:and|und|et|en)(?![\p{L}_])|(?<![\p{L}_])[ye](?![\p{L}_.]))\s*/iu;
/** Parts of a byline that are degrees or weekdays, not names ("Grant Tinsley, PhD", "Tomas Spahn Fr"). */
export const AUTHOR_DEGREES: ReadonlySet<string> = new Set(["phd", "ph.d.", "md", "m.d.", "msc", "ma", "ba", "mba", "rd", "rdn", "dr.", "prof.", "cnn", "ap", "dpa-afx"]);
export const TRAILING_WEEKDAY = /\s+(?:mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)\.?$/iu;
/**
 * What a date cut (author.ts CUT) leaves dangling at the end of the name: the word that
 * led to the date ("Posted by: Cathryn at September 11, 2012 10:47 AM", Movable Type's and
 * Blogger's post footer; "posted by Joshua Landis @ 4/19/2005"; "Last updated 04 Jun 2020"
 * leaves "Last"), a full weekday written before the date ("Joe Wee Monday, February 29,
 * 2016") with the comma after it. Read only after the cut removed a date, so a name ending in such a
 * word elsewhere is left alone. Also a date label whose date " on <date>" took ("Article by
 * Desmond Clarke Published on September 14, 2020").
 */
export const DANGLING_BEFORE_DATE = /(?:[\s,]+(?:at|on|@|am|um|le|el|il|à|published|posted|updated|veröffentlicht|aktualisiert|publié|publicado|pubblicato|last|latest|zuletzt|letzte|dernière|última|ultimo|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo))+[\s,]*$/iu;
/**
 * A part of a byline that is only an English weekday ("By Marta Kowalski, Fri, 03/14/2025 -
 * 09:12", Drupal's default date format after the name: the date's numbers go, its weekday
 * was left as a second author; session 18).
 */
export const WEEKDAY_PART = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$|^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/iu;
/**
 * " on " and a date after the name ("Submitted by Marta Kowalski on Fri, 03/14/2025 - 09:12",
 * Drupal's node footer; "Posted by Jane Doe on March 3, 2024"): the name ends there. A
 * weekday or month must have a number after it: "For The Mail On Sunday" is a newspaper.
 */
export const ON_DATE_TAIL = /\s+on\s+(?:\p{Nd}|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?,?\s*\p{Nd}).*$/iu;

/**
 * Longest plausible single name in words / characters (longer strings are sentences);
 * 8 words for collective names ("Les Membres du Choeur de Radio France", authors-dev).
 */
export const MAX_AUTHOR_WORDS = 8;
export const MAX_AUTHOR_CHARS = 80;

// --- excerpt ------------------------------------------------------------------------

/** DECISIONS.md: "at most ~300 characters"; cut at the last word boundary before it. */
export const MAX_EXCERPT_CHARS = 300;
/** A description shorter than this says nothing about the article ("Home", a site slogan). */
export const MIN_DESCRIPTION_CHARS = 25;

// --- language -----------------------------------------------------------------------

/**
 * Detection overrides a declared language only on at least this much text: below it
 * n-gram detectors confuse close languages (measured: eld on trafilatura-dev pages is
 * right on 0.976 of pages with >= 200 characters, see docs/metadata.md).
 */
export const MIN_DETECTION_CHARS = 200;
/** With nothing declared, a detection is claimed from this much text (a title-only page is not enough). */
export const MIN_UNDECLARED_CHARS = 50;
/** Text given to the detector: enough for a stable answer, bounded cost (docs/metadata.md). */
export const DETECTION_SAMPLE_CHARS = 600;
/** Minimal share of the top score over the runner-up for a "confident" detection. */
export const DETECTION_MARGIN = 1.15;

/**
 * Languages so close that a detector's confident answer does not tell them apart: a page
 * that declares one of a pair and reads as the other keeps its declaration (an
 * Indonesian news page declared `id` is detected as Malay; Norwegian and Danish, the
 * Serbo-Croatian standards, Czech and Slovak, Galician and Portuguese, Afrikaans and
 * Dutch likewise). Each group is one set; a declaration and a detection in the same set agree.
 */
export const CLOSE_LANGUAGES: readonly (readonly string[])[] = [
  ["id", "ms"],
  ["no", "nb", "nn", "da"],
  ["hr", "sr", "bs"],
  ["cs", "sk"],
  ["gl", "pt"],
  ["af", "nl"],
];

/**
 * The commonest function words (articles, prepositions, conjunctions, pronouns,
 * auxiliaries) of the languages most pages declare, written for this project. When a
 * declared language's words make up a good share of the text's words, and clearly more
 * than any other listed language's, the text is in the declared language and eld is not
 * asked: it costs about 0.12 ms per page, this test about 0.02 ms (eld was the largest
 * single step after parsing). Measured on the four dev sets: 1,582 of the 1,728 pages
 * that declare a language are settled this way and not one answer changes; none changes
 * either with the share at 0.05 and the lead at 1.0, so the values below keep a wide
 * margin. A text in another language (German under `lang="en"`) has few of the declared
 * language's words and still goes to the detector.
 */
export const FUNCTION_WORDS: Readonly<Record<string, string>> = {
  en: "the of and to in is that for it with as was on are be this by at from have has or an not but they we you he she his her their which were been will would can all more one about also its our there than what when who",
  de: "der die das und in den von zu mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er hat dass sie nach wird bei einer um am sind noch wie einem über einen so zum war haben nur oder aber vor zur bis mehr durch man sein wurde sei ich wir ihr",
  fr: "le la les de des et en un une du est que qui dans pour pas sur au par plus ne se ce il elle avec sont ont aux son sa ses mais nous vous leur été cette comme tout",
  es: "el la los las de del y en que un una por con para es se no al lo como más su sus pero fue ha son este esta entre también muy sobre cuando",
  it: "il la le di del della e che in un una per con non si è sono al alla dei delle da come più ma anche gli nel nella questo questa essere stato",
  nl: "de het een en van in is dat op te voor met zijn niet die aan er ook als bij om door naar maar worden wordt nog dan heeft hebben deze",
  pt: "o a os as de do da dos das e em no na que um uma para com não por se mais é ao como mas foi são pelo pela também muito sobre",
};
/** Share of the sample's words that must be the declared language's function words (running text has 30-50 %). */
export const FUNCTION_WORD_SHARE = 0.2;
/** ... and how many times more of them than of the next listed language's (neighbours share words: `de`, `la`, `in`). */
export const FUNCTION_WORD_LEAD = 1.5;
/** Fewer words than this say nothing either way: the detector decides, as before. */
export const MIN_FUNCTION_WORD_SAMPLE = 20;

/** ISO 639-2/3 codes that have an ISO 639-1 equivalent (DECISIONS.md: 639-1 where one exists). */
export const ISO639_3_TO_1: ReadonlyMap<string, string> = new Map(Object.entries({
  eng: "en", deu: "de", ger: "de", fra: "fr", fre: "fr", spa: "es", ita: "it", por: "pt", nld: "nl", dut: "nl",
  rus: "ru", pol: "pl", ces: "cs", cze: "cs", slk: "sk", slo: "sk", swe: "sv", dan: "da", nor: "no", nob: "nb",
  nno: "nn", fin: "fi", tur: "tr", jpn: "ja", zho: "zh", chi: "zh", cmn: "zh", kor: "ko", ukr: "uk", hun: "hu",
  ron: "ro", rum: "ro", ell: "el", gre: "el", ara: "ar", arb: "ar", heb: "he", hin: "hi", ind: "id", vie: "vi",
  tha: "th", bul: "bg", hrv: "hr", srp: "sr", slv: "sl", cat: "ca", fas: "fa", per: "fa", pes: "fa", msa: "ms",
  may: "ms", lit: "lt", lav: "lv", est: "et", ben: "bn", tam: "ta", tel: "te", urd: "ur", isl: "is", ice: "is",
  gle: "ga", eus: "eu", baq: "eu", glg: "gl", afr: "af", swa: "sw", aze: "az", kat: "ka", geo: "ka", hye: "hy",
  arm: "hy", bel: "be", mkd: "mk", mac: "mk", sqi: "sq", alb: "sq", bos: "bs", lat: "la", epo: "eo", cym: "cy",
  wel: "cy", fil: "tl", tgl: "tl",
}));
/**
 * Declared values that declare nothing: placeholders left by templates ("lan" on
 * trafilatura-dev's dobszay.ch page, "x-default" hreflang values).
 */
export const LANGUAGE_PLACEHOLDERS: ReadonlySet<string> = new Set(["x", "xx", "lan", "und", "mul", "zxx", "i", "x-default"]);

// --- author: the article's own sign-off in its text (session 16) --------------------

/**
 * Labels that put the author on a line of the article's text, a colon after them
 * ("Autor: Rechtsanwalt Sebastian Einbock" after a `<br>` at the end of a law site's
 * news item; "Text: Jane Doe" under a magazine story): the line is read as a byline
 * wherever it stands in the text. Only labels that name the writer and nothing else
 * (not "Von", "By": a sentence may start with them; not "Quelle", a source).
 */
export const SIGNATURE_LABELS: readonly string[] = [
  "autor", "autorin", "autoren", "autorinnen", "verfasser", "verfasserin", "text", "author", "authors", "written by",
  "auteur", "auteure", "autore", "autrice", "autora", "texto", "tekst",
];
/** A labelled line is short: a label, a name, perhaps a role ("Autor: Dr. Jane Doe, Fachanwältin"). */
export const MAX_SIGNATURE_LINE_CHARS = 80;

/**
 * A letter's closing words, the line before its signature ("Best wishes, / Joanna Okafor /
 * Headteacher"): how a headteacher's newsletter, a chairman's letter, a parish or club
 * bulletin and an open letter end, in the languages the by-words cover. Lower-cased, the
 * closing comma or full stop cut before the look-up. Session 25 (a school newsletter's
 * letter signed with `<br>`s).
 */
export const VALEDICTIONS: ReadonlySet<string> = new Set([
  "best wishes", "with best wishes", "warm wishes", "warmest wishes", "kind regards", "best regards", "warm regards",
  "warmest regards", "with kind regards", "with warm regards", "regards", "yours sincerely", "sincerely", "sincerely yours",
  "yours faithfully", "yours truly", "yours", "with thanks", "many thanks", "with gratitude", "in friendship",
  "mit freundlichen grüßen", "freundliche grüße", "viele grüße", "herzliche grüße", "beste grüße", "liebe grüße",
  "cordialement", "bien cordialement", "bien à vous", "amitiés", "salutations", "atentamente", "saludos", "un saludo",
  "cordiali saluti", "distinti saluti", "un caro saluto", "atenciosamente", "abraços", "cordialmente",
  "met vriendelijke groet", "met vriendelijke groeten", "hartelijke groet", "vriendelijke groeten",
]);
/** Lines under the name in a letter's signature: a role, the school or office ("Headteacher", "Chair of Governors"). */
export const MAX_SIGNATURE_ROLE_LINES = 2;

/**
 * What kind of piece a byline opens with before its by-word ("Analysis by Jane Doe, CNN",
 * "Opinion by …", "Blog Beitrag von …", "Ein Bericht von …", "Une analyse de …", "Story and
 * photos by …"): every word of the part before the by-word is one of these, so the name
 * follows the by-word. Lower-cased; en/de/fr/es/it/pt/nl. Session 21.
 */
export const PIECE_KIND_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "&", "analysis", "opinion", "commentary", "comment", "column", "article", "post", "blog",
  "story", "report", "reporting", "review", "essay", "feature", "interview", "editorial", "guest", "photos", "pictures",
  "text", "words", "letter", "explainer", "perspective", "recipe", "podcast", "video", "newsletter", "live",
  "ein", "eine", "und", "beitrag", "blogbeitrag", "bericht", "artikel", "kommentar", "kolumne", "gastbeitrag",
  "reportage", "analyse", "meinung", "rezension", "kritik", "glosse", "essay", "fotos", "bilder", "rezept",
  "un", "une", "et", "article", "chronique", "tribune", "analyse", "éditorial", "billet", "enquête", "reportage",
  "una", "uno", "y", "artículo", "análisis", "opinión", "columna", "crónica", "reportaje", "entrevista",
  "articolo", "analisi", "commento", "rubrica", "intervista", "artigo", "coluna", "crônica", "reportagem",
  "een", "artikel", "column", "analyse", "verslag",
  // Review of session 21: the rest of fr/it/pt/nl's articles, "and", and the kinds the other
  // languages list ("Texte et photos par …", "Uma análise de …", "Tekst en foto's door …").
  "texte", "e", "foto", "testo", "um", "uma", "análise", "opinião", "texto", "en", "tekst", "foto's", "recensie", "opinie",
  // A speech's or a talk's page ("Speech by Jane Doe, Governor", "Keynote by …"; session 25).
  "speech", "remarks", "keynote", "lecture", "talk",
]);
/**
 * Newsroom jobs written before the name in a byline ("By Staff Writer Jane Doe", "Von
 * Redakteurin Anna Berg", "Par l'envoyé spécial …" aside): cut, as a job after the name is.
 * Only a newsroom's own jobs: "Professor", "President", "Dr." before a name are part of how
 * the page names the person. Lower-cased.
 */
export const BYLINE_JOB_NOUNS: ReadonlySet<string> = new Set([
  "editor", "reporter", "correspondent", "writer", "columnist", "contributor", "journalist", "photographer",
  "redakteur", "redakteurin", "korrespondent", "korrespondentin", "journalistin", "reporterin", "mitarbeiter",
  "mitarbeiterin", "volontär", "volontärin", "rédacteur", "rédactrice", "journaliste", "correspondant",
  "correspondante", "envoyé", "envoyée", "periodista", "redactor", "redactora", "corresponsal", "giornalista",
  "redattore", "redattrice", "inviato", "inviata", "corrispondente", "jornalista", "repórter", "verslaggever",
  // German's dative after "von unserem" ("Von unserem Korrespondenten Max Muster"; review of session 21).
  "korrespondenten", "journalisten", "fotografen", "kolumnisten", "redakteuren", "reportern", "mitarbeitern",
]);

/**
 * "Von unserem Redakteur Max Muster", "Von unserer Korrespondentin …", "By our
 * correspondent …", "Par notre envoyée spéciale …": a possessive and the writer's job
 * before the name, which the name follows (German regional papers write every byline so).
 */
export const OUR_WORDS: ReadonlySet<string> = new Set([
  "unserem", "unserer", "unseren", "unsere", "unser", "our", "notre", "nos", "nuestro", "nuestra", "nostro", "nostra", "onze",
]);

/**
 * Professions written before a name as a title ("Rechtsanwalt Sebastian Einbock",
 * "Pfarrerin Anna Weber"): not part of the name. Academic titles ("Dr.", "Prof.") are,
 * as pages and readers write them ("Dr. Tim Loppe"). Lower-cased.
 */
export const AUTHOR_TITLE_PREFIXES: ReadonlySet<string> = new Set([
  "rechtsanwalt", "rechtsanwältin", "fachanwalt", "fachanwältin", "notar", "notarin", "steuerberater",
  "steuerberaterin", "pfarrer", "pfarrerin", "pastor", "pastorin", "attorney", "avocat", "avocate", "abogado", "abogada",
  "avvocato", "advocaat",
]);

/**
 * A Chinese or Japanese newsroom role written before the name without a space ("作者：
 * 记者王敬照", "本报记者 张三": reporter, our paper's reporter, correspondent), as Korean
 * writes "기자" after it (AUTHOR_TRAILING_NOISE). Cut when a Han name follows.
 */
export const CJK_ROLE_BEFORE_NAME = /^(?:本报|本台|本刊)?(?:特约|驻\p{Script=Han}{1,3})?(?:记者|通讯员|記者)\s*(?=\p{Script=Han})/u;

/**
 * Words of a publication's or a group's name, never of a person's ("Dalesford Gazette",
 * "The Compost Collective"): a site named with one is no personal site, and its name held
 * back as the publisher (author.ts isPersonName).
 */
export const PUBLICATION_WORDS: ReadonlySet<string> = new Set([
  "the", "gazette", "times", "post", "news", "journal", "daily", "weekly", "herald", "tribune", "chronicle", "courier",
  "magazine", "review", "press", "media", "collective", "club", "society", "blog", "studio", "studios", "company",
  "group", "network", "radio", "online", "digital", "report", "observer", "telegraph", "standard", "mail", "star",
  "record", "register", "examiner", "independent", "inquirer", "bulletin", "monitor", "sentinel", "ledger", "dispatch",
  "today", "world", "kitchen", "garden", "gardens", "team", "editors", "staff", "lab", "labs", "project", "institute",
  "foundation", "association", "council", "city", "county", "school", "university", "college", "library", "museum",
  "church", "center", "centre", "shop", "store", "hub", "insider", "wire", "voice", "zeitung", "nachrichten",
  // An honorific before one name styles a brand's persona ("Madame Figaro", "Mister Spex",
  // "Monsieur Cuisine"), not the owner of a personal site, who writes a full name.
  "madame", "monsieur", "mister", "mr", "mrs", "miss", "dame", "sir", "lady", "herr", "frau", "doctor", "señor", "señora",
  // A definite article opens a publication's name ("Die Tagespost", "El Mostrador", "La
  // Stampa", like "The" above), never a person's given name.
  "die", "der", "das", "el", "la", "los", "las", "il", "lo", "les",
]);
