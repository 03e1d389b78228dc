import { test } from "node:test";
import assert from "node:assert/strict";
import { extractTitle } from "../../src/extract/metadata/title.js";
import { sourcesOf } from "./helpers.js";

const titleOf = (head: string, body: string, url?: string): string =>
  extractTitle(sourcesOf(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`), url);

test("title: a short headline the page states in its <h1> loses the site's name (issue 15)", () => {
  assert.equal(titleOf("<title>Hello | Site</title>", "<h1>Hello</h1>"), "Hello");
  assert.equal(titleOf("<title>Retrying failed tasks — taskferry 2.4 documentation</title>", "<h1>Retrying failed tasks<a>¶</a></h1>"), "Retrying failed tasks");
});

test("title: without the page's word, a short cut headline keeps the whole <title> (Readability's rule)", () => {
  assert.equal(titleOf("<title>Hello | Site</title>", "<h1>Something else</h1>"), "Hello | Site");
  assert.equal(titleOf("<title>Base URL test</title>", "<h1>Lorem</h1>"), "Base URL test");
});

test("title: a site's logo in an <h1> is not the headline", () => {
  assert.equal(titleOf("<title>Acme | Spring sale</title>", "<h1>Acme</h1>", "https://acme.com/sale"), "Spring sale");
});

test("title: the part of a <title> the page states as its headline, at any separator and in any of several parts", () => {
  assert.equal(titleOf("<title>On-call handover checklist · Lanternfish Engineering Handbook</title>", "<h1>On-call handover checklist</h1>"), "On-call handover checklist");
  assert.equal(titleOf("<title>Re: compaction stalls after upgrade - birchdb-devel - lists.birchdb.example.org</title>", "<h1>Re: compaction stalls after upgrade</h1>"), "Re: compaction stalls after upgrade");
  assert.equal(titleOf("<title>Photo desk - Harbour lights at dawn - Daily Example</title>", "<h1>Harbour lights at dawn</h1>"), "Harbour lights at dawn");
});

test("title: a logo <h1> shorter than the rest of the title is not taken for the headline", () => {
  assert.equal(
    titleOf("<title>Restoring a cast iron pan that spent the winter outside - The Kitchen Forge Forum</title>", "<h1>The Kitchen Forge Forum</h1>"),
    "Restoring a cast iron pan that spent the winter outside",
  );
});

test("title: an <h1> that says a short cut headline with a word or two more is the headline (a documentation generator's kind)", () => {
  assert.equal(titleOf("<title>RetryPolicy | @tidewater/fetch-retry - v2.3.0</title>", "<h1>Class RetryPolicy</h1>"), "Class RetryPolicy");
  // Three words more is another headline: Readability's rule keeps the whole <title>.
  assert.equal(titleOf("<title>RetryPolicy | @tidewater/fetch-retry - v2.3.0</title>", "<h1>How RetryPolicy retries requests</h1>"), "RetryPolicy | @tidewater/fetch-retry - v2.3.0");
});

test("title: an <h1> that adds an issue's number states the title's first part (a code forge's issue page)", () => {
  assert.equal(
    titleOf(`<title>Watch mode rebuilds twice when a file is saved from Vim · Issue #4821 · brightforge/sitekiln · GitHub</title><meta property="og:title" content="Watch mode rebuilds twice when a file is saved from Vim · Issue #4821 · brightforge/sitekiln">`, `<h1><bdi>Watch mode rebuilds twice when a file is saved from Vim</bdi> <span>#4821</span></h1>`),
    "Watch mode rebuilds twice when a file is saved from Vim",
  );
});

test("title: with no h1 or meta stating a part, an <h2> that says a part word for word does (a 2000s blog's 'Blog » Blog Archive » Post')", () => {
  assert.equal(
    titleOf("<title>Mökkielämää » Blog Archive » Puolukkasato ja uusi kiuas</title>", "<h1><a href='/'>Mökkielämää</a></h1><div class='post'><h2><a href='/p'>Puolukkasato ja uusi kiuas</a></h2></div><h2>Arkisto</h2>"),
    "Puolukkasato ja uusi kiuas",
  );
});

test("title: a first or last part that is a date alone goes (a 2000s news template's 'Site | 03/03/2006 | Headline')", () => {
  assert.equal(titleOf("<title>Dunmore Courier-Times | 03/03/2006 | Mill workers vote to accept buyout offer</title>", "<b>Mill workers vote to accept buyout offer</b>", "https://www.dunmorecouriertimes.example.com/mld/story.htm"), "Mill workers vote to accept buyout offer");
});

test("title: a short part stated by the page's only heading, an <h2>, loses the rest (session 16)", () => {
  // A table-layout home page with no <h1>: the <h2> says the headline, fewer words than the site part.
  assert.equal(
    titleOf("<title>Winterwandern im Sauerland - Homepage von Hans-Peter Wirth</title>", "<font size=1>Startseite &gt; Texte</font><h2>Winterwandern im Sauerland</h2><p>Text</p>"),
    "Winterwandern im Sauerland",
  );
  // An <h1> stating another part decides: the <h2> is then a section's heading.
  assert.equal(
    titleOf("<title>Winterwandern im Sauerland - Homepage von Hans-Peter Wirth</title>", "<h1>Homepage von Hans-Peter Wirth</h1><h2>Winterwandern im Sauerland</h2>"),
    "Homepage von Hans-Peter Wirth",
  );
  // Without the <h2>, Readability's rule keeps the whole title.
  assert.equal(titleOf("<title>Winterwandern im Sauerland - Homepage von Hans-Peter Wirth</title>", "<p>Text</p>"), "Winterwandern im Sauerland - Homepage von Hans-Peter Wirth");
});

test("title: phpBB 2's 'Site :: View topic - Topic' gives the topic (session 16)", () => {
  assert.equal(
    titleOf("<title>Foro Huertos Urbanos :: Ver tema - Duda con el riego por goteo en bancales</title>", "<span class='maintitle'>Foro Huertos Urbanos</span><a class='maintitle' href='viewtopic.php?t=3312'>Duda con el riego por goteo en bancales</a>"),
    "Duda con el riego por goteo en bancales",
  );
  assert.equal(titleOf("<title>Kitchen Forum :: View topic - Cast iron pans</title>", "<p>Text</p>"), "Cast iron pans");
  // Without "::" Readability's cut stands.
  assert.equal(titleOf("<title>Hand-built garden benches from reclaimed oak - Kitchen Forum</title>", "<p>Text</p>"), "Hand-built garden benches from reclaimed oak");
});

test("title: a <title> that is a slug gives way to the page's first <h1>, without its permalink mark (session 18)", () => {
  const doc = (title: string, body: string): string => `<html><head><title>${title}</title></head><body>${body}</body></html>`;
  // nbconvert titles an exported notebook with its file name.
  assert.equal(extractTitle(sourcesOf(doc("churn-first-look", `<h1 id="c">Customer churn: a first look<a class="anchor-link" href="#c">¶</a></h1><p>Text.</p>`))), "Customer churn: a first look");
  // A one-word title, or words with spaces, are no slugs.
  assert.equal(extractTitle(sourcesOf(doc("Changelog and release notes", `<h1>Version 3</h1><p>Text.</p>`))), "Changelog and release notes");
});

test("title: a date that the page's <h1> says with the headline stays in the title (session 18)", () => {
  const doc = (title: string, body: string): string => `<html><head><title>${title}</title></head><body>${body}</body></html>`;
  assert.equal(extractTitle(sourcesOf(doc("Regular Council Meeting Minutes – September 8, 2025", `<h1>Regular Council Meeting Minutes – September 8, 2025</h1><p>Text.</p>`))), "Regular Council Meeting Minutes – September 8, 2025");
  // Without the <h1> saying it, the date beside the headline goes as before.
  assert.equal(extractTitle(sourcesOf(doc("Mill workers vote to strike on Monday | 03/03/2006", `<h1>Dunmore Courier-Times</h1><p>Text.</p>`))), "Mill workers vote to strike on Monday");
});

test("title: a meta title written 'headline - site' gives the part the <h1> states, however short (session 20)", () => {
  // Obsidian Publish (batch 29): og:title repeats <title> with the site's name.
  const head = `<title>Hot composting - Fernhollow Garden Notes</title><meta property="og:title" content="Hot composting - Fernhollow Garden Notes">`;
  assert.equal(titleOf(head, "<h1>Hot composting</h1><p>Text.</p>"), "Hot composting");
  assert.equal(titleOf(`<meta name="twitter:title" content="Hot composting | Fernhollow Garden Notes">`, "<h1>Hot composting</h1>"), "Hot composting");
  // Not stated: the whole meta title.
  assert.equal(titleOf(head, "<h1>Something else</h1>"), "Hot composting - Fernhollow Garden Notes");
  // A blog's name in the <h1> over its post's <h3>: the rest is the headline, the <h1> no cut.
  assert.equal(
    titleOf(`<meta property="og:title" content="EDDIE ROSS - On Quadrille Today">`, `<h1><a href="/">EDDIE ROSS</a></h1><h3>On Quadrille Today</h3>`),
    "EDDIE ROSS - On Quadrille Today",
  );
});

test("title: a wiki page id with the wiki's name in brackets gives way to the page's <h1> (DokuWiki's default)", () => {
  assert.equal(titleOf("<title>ops:backups:restic [Ops Wiki]</title>", "<h1><a href='/'><span>Ops Wiki</span></a></h1><h1>Restic backups</h1>"), "Restic backups");
  assert.equal(titleOf("<title>start [Garden Club]</title>", "<h1>Welcome to the club</h1>"), "Welcome to the club");
  // Words and spaces before the brackets are a headline, not a page id.
  assert.equal(titleOf("<title>Release notes [Draft]</title>", "<h1>Something else</h1>"), "Release notes [Draft]");
});
