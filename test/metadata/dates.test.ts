import { test } from "node:test";
import assert from "node:assert/strict";
import { seededRandom } from "../helpers/random.js";
import { dateFromUrl, isValidIsoOutput, parseDateText, parseStructuredDate } from "../../src/extract/metadata/dates.js";

const now = new Date("2024-06-15T12:00:00Z");
const ctx = { now, dayFirst: true };
const us = { now, dayFirst: false };

test("an ISO timestamp written as text keeps its time and zone (session 22)", () => {
  assert.equal(parseDateText("by Hanna Vogel — published 2024-05-01T11:20:00+02:00 — last modified 2024-05-02T08:45:12+02:00", ctx)[0]?.iso, "2024-05-01T11:20:00+02:00");
  assert.equal(parseDateText("Posted 2024-05-01T09:30:00.123Z", ctx)[0]?.iso, "2024-05-01T09:30:00Z");
  // Without a zone, the day alone (we never invent a zone); one date per timestamp.
  const local = parseDateText("2024-05-01T09:30:00 and 2024-05-03", ctx);
  assert.deepEqual(local.map((d) => d.iso), ["2024-05-01", "2024-05-03"]);
});

test("Solar Hijri dates are read as their Gregorian day (session 22)", () => {
  const late = { now: new Date("2027-01-01T00:00:00Z"), dayFirst: true };
  assert.equal(parseDateText("نوشته شده در چهارشنبه ۵ آذر ۱۴۰۵ساعت ۲۱:۴۰ توسط مریم رضایی", late)[0]?.iso, "2026-11-26");
  assert.equal(parseDateText("1 فروردین 1403", late)[0]?.iso, "2024-03-20");
  // Esfand has 30 days in a leap year only (1403 is one, 1402 is not).
  assert.equal(parseDateText("30 اسفند 1403", late)[0]?.iso, "2025-03-20");
  assert.equal(parseDateText("30 اسفند 1402", late).length, 0);
  // Numeric, year first, in a Persian text only: elsewhere a year of history.
  assert.equal(parseDateText("خبر ۱۴۰۲/۱۲/۲۹", late)[0]?.iso, "2024-03-19");
  assert.equal(parseDateText("1402/12/29", late).length, 0);
});

test("twelve date formats give the same day", () => {
  const cases: [string, string][] = [
    ["2024-05-01", "2024-05-01"],
    ["2024-05-01T09:30:00Z", "2024-05-01T09:30:00Z"],
    ["2024-05-01T09:30:00+02:00", "2024-05-01T09:30:00+02:00"],
    ["2024-05-01 09:30:00.123+0200", "2024-05-01T09:30:00+02:00"],
    ["2024/05/01", "2024-05-01"],
    ["20240501", "2024-05-01"],
    ["Wed, 01 May 2024 09:30:00 GMT", "2024-05-01T09:30:00Z"],
    ["May 1st, 2024", "2024-05-01"],
    ["1. Mai 2024", "2024-05-01"],
    ["1er mai 2024", "2024-05-01"],
    ["1 de mayo de 2024", "2024-05-01"],
    ["1 maggio 2024", "2024-05-01"],
    ["1 de maio de 2024", "2024-05-01"],
    ["1 mei 2024", "2024-05-01"],
    ["01.05.2024", "2024-05-01"],
    ["2024年5月1日", "2024-05-01"],
  ];
  for (const [raw, want] of cases) {
    const d = parseStructuredDate(raw, ctx);
    assert.equal(d?.iso, want, raw);
    assert.ok(isValidIsoOutput(d.iso), raw);
  }
});

test("ctime dates: pipermail's header and Java's Date.toString() (session 16)", () => {
  assert.equal(parseStructuredDate("Thu Mar 14 09:27:51 UTC 2013", ctx)?.iso, "2013-03-14T09:27:51Z");
  assert.equal(parseStructuredDate("Tue Jan 28 15:28:56 CET 2020", ctx)?.iso, "2020-01-28T15:28:56+01:00");
  assert.equal(parseStructuredDate("Fri May 3 18:02:11 PDT 2024", ctx)?.iso, "2024-05-03T18:02:11-07:00");
  // No zone, or one that names several zones (CST: US Central or China): the day only.
  assert.equal(parseStructuredDate("Thu Mar 14 09:27:51 2013", ctx)?.iso, "2013-03-14");
  assert.equal(parseStructuredDate("Thu Mar 14 09:27:51 CST 2013", ctx)?.iso, "2013-03-14");
  // In text, before a date of another form.
  assert.equal(parseDateText("Jane Doe jane at example.org Thu Mar 14 09:27:51 UTC 2013 2013-03-11 02:00:04 rsync start", ctx)[0]?.iso, "2013-03-14T09:27:51Z");
});

test("numeric day/month order: impossible readings decide, then the page's language", () => {
  assert.equal(parseDateText("13/04/2021", us)[0]?.iso, "2021-04-13");
  assert.equal(parseDateText("04/13/2021", ctx)[0]?.iso, "2021-04-13");
  assert.equal(parseDateText("03/04/2021", ctx)[0]?.iso, "2021-04-03");
  assert.equal(parseDateText("03/04/2021", us)[0]?.iso, "2021-03-04");
  // dots are always day-first
  assert.equal(parseDateText("03.04.2021", us)[0]?.iso, "2021-04-03");
});

test("timestamps in seconds and milliseconds", () => {
  assert.equal(parseStructuredDate("1714555800", ctx)?.iso, "2024-05-01T09:30:00Z");
  assert.equal(parseStructuredDate("1714555800000", ctx)?.iso, "2024-05-01T09:30:00Z");
});

test("impossible, placeholder, ancient and future dates are rejected", () => {
  for (const raw of ["0000-00-00", "0000-00-00 00:00:00", "2099-01-01", "2024-06-20", "2024-02-30", "2023-13-01", "1970-01-01T00:00:00Z", "0", "-1", "", "yesterday", "9999999999999", "1985-03-01 in text"]) {
    const d = parseStructuredDate(raw, ctx);
    if (raw === "1985-03-01 in text") {
      // a full ISO date in structured metadata states the year unambiguously
      assert.equal(d?.iso, "1985-03-01");
      continue;
    }
    assert.equal(d, undefined, raw);
  }
  assert.deepEqual(parseDateText("founded on 3 March 1985", ctx), [], "loose dates before 1990");
});

test("tomorrow east of UTC is allowed, a later date is not", () => {
  assert.equal(parseStructuredDate("2024-06-16", ctx)?.iso, "2024-06-16");
  assert.equal(parseStructuredDate("2024-06-17", ctx), undefined);
  assert.equal(parseStructuredDate("2024-06-15T14:00:00Z", ctx), undefined);
});

test("a time without a zone gives the date only (no invented zone)", () => {
  assert.equal(parseStructuredDate("2018-04-05T06:00", ctx)?.iso, "2018-04-05");
});

test("dates in URLs", () => {
  assert.equal(dateFromUrl("https://x.com/2024/05/01/slug", ctx)?.iso, "2024-05-01");
  assert.equal(dateFromUrl("https://x.com/news/20240501/slug", ctx)?.iso, "2024-05-01");
  assert.equal(dateFromUrl("https://x.com/2024-05-01-slug", ctx)?.iso, "2024-05-01");
  assert.equal(dateFromUrl("https://x.com/article/123456789", ctx), undefined);
  // Day first only when no month-first reading exists.
  assert.equal(dateFromUrl("https://x.de/meldungen/29-10-2021", ctx)?.iso, "2021-10-29");
  assert.equal(dateFromUrl("https://x.de/news-07.07.2021.html", ctx)?.iso, "2021-07-07");
  assert.equal(dateFromUrl("https://x.de/meldungen/05-06-2021", ctx), undefined);
  assert.equal(dateFromUrl("not a url", ctx), undefined);
});

test("random strings never crash and never give an invalid ISO string", () => {
  const rnd = seededRandom(42);
  const alphabet = "0123456789-/.:T Z+年月日MayJanDezmaioer,";
  for (let i = 0; i < 3000; i++) {
    let s = "";
    const n = Math.floor(rnd() * 30);
    for (let j = 0; j < n; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
    const d = parseStructuredDate(s, ctx);
    if (d) assert.ok(isValidIsoOutput(d.iso), `${s} -> ${d.iso}`);
    for (const t of parseDateText(s, ctx)) assert.ok(isValidIsoOutput(t.iso), `${s} -> ${t.iso}`);
  }
});

test("dates in URLs: a number that opens the slug is no day (issue 15)", () => {
  assert.equal(dateFromUrl("https://blog.example.de/2023/10/3-fragen-an-tina/", ctx), undefined);
  assert.equal(dateFromUrl("https://blog.example.com/2023/10/12-tips-for-winter/", ctx), undefined);
  assert.equal(dateFromUrl("https://blog.example.com/2023/10/12/tips-for-winter/", ctx)?.iso, "2023-10-12");
  assert.equal(dateFromUrl("https://blog.example.com/2023-10-12-tips-for-winter", ctx)?.iso, "2023-10-12");
  assert.equal(dateFromUrl("https://blog.example.com/2023/10/12", ctx)?.iso, "2023-10-12");
});

test("dates in other languages: month names of more languages, Hungarian year first (session 16)", () => {
  const ctx = { now: new Date("2024-06-15T12:00:00Z"), dayFirst: true };
  const day = (t: string): string[] => parseDateText(t, ctx).map((d) => d.iso);
  assert.deepEqual(day("18 sierpnia 2020, 10:15"), ["2020-08-18"]); // Polish genitive
  assert.deepEqual(day("18. srpna 2020"), ["2020-08-18"]); // Czech
  assert.deepEqual(day("2020. augusztus 18."), ["2020-08-18"]); // Hungarian, year first
  assert.deepEqual(day("18 Ağustos 2020"), ["2020-08-18"]); // Turkish
  assert.deepEqual(day("18. elokuuta 2020"), ["2020-08-18"]); // Finnish partitive
  assert.deepEqual(day("18 Αυγούστου 2020"), ["2020-08-18"]); // Greek genitive
  assert.deepEqual(day("18 серпня 2020"), ["2020-08-18"]); // Ukrainian
  assert.deepEqual(day("الأربعاء، 07 أكتوبر 2020 - 12:09 م"), ["2020-10-07"]); // Arabic (Egyptian names)
  assert.deepEqual(day("7 تشرين الأول 2020"), ["2020-10-07"]); // Arabic (Levantine names)
  // A structured value written in words goes through the same reading.
  assert.equal(parseStructuredDate("الأربعاء، 07 أكتوبر 2020 - 12:09 م", ctx)?.iso, "2020-10-07");
});

test("dates: Hungarian's numeric date, year first, each part closed by a dot and a space (session 17)", () => {
  const ctx = { now: new Date("2024-06-15T12:00:00Z"), dayFirst: true };
  const day = (t: string): string[] => parseDateText(t, ctx).map((d) => d.iso);
  assert.deepEqual(day("lassú kilábalás 2020. 08. 18. 21:35 Megosztom"), ["2020-08-18"]);
  assert.deepEqual(day("Frissítve: 2021. 3. 5. 8:10"), ["2021-03-05"]);
  // Without the closing dot it is a year ending a sentence and two numbers.
  assert.deepEqual(day("Az ár 2020. 8 000 forint lett 18"), []);
});

test("dates: an offset written after GMT or UTC ('GMT+10', 'UTC-5:30') is the zone (session 17)", () => {
  const ctx = { now: new Date("2024-06-15T12:00:00Z"), dayFirst: true };
  const iso = (t: string): string | undefined => parseDateText(t, ctx)[0]?.iso;
  assert.equal(iso("13 Jan 2020, 22:11 GMT+10"), "2020-01-13T22:11:00+10:00");
  assert.equal(iso("May 1, 2020 10:30 UTC-5:30"), "2020-05-01T10:30:00-05:30");
  assert.equal(iso("1 May 2020 10:30 GMT+0200"), "2020-05-01T10:30:00+02:00");
  // GMT alone is UTC, as before.
  assert.equal(iso("13 Jan 2020, 22:11 GMT"), "2020-01-13T22:11:00Z");
});

test("dates: year, month name, day ('2023 Aug 14', '2023-Aug-14'), as citations write them (session 21)", () => {
  assert.equal(parseDateText("Published: 2023 Aug 14", ctx)[0]?.iso, "2023-08-14");
  assert.equal(parseDateText("Epub 2023-Aug-14.", ctx)[0]?.iso, "2023-08-14");
  assert.equal(parseDateText("2023 Aug 14 09:30 UTC", ctx)[0]?.iso, "2023-08-14T09:30:00Z");
  // A month and a year name no day; a number glued to a word is no day.
  assert.equal(parseDateText("2023 August", ctx).length, 0);
  assert.equal(parseDateText("2023 May 5th edition", ctx).length, 0);
});

test("dates: Czech and Slovak spaced numeric dates, Slovak and Slovenian genitive months (session 21)", () => {
  assert.equal(parseDateText("Publikováno 14. 3. 2021", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("14. 3. 2021 o 10:15", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("14. januára 2021", ctx)[0]?.iso, "2021-01-14");
  assert.equal(parseDateText("2. októbra 2020", ctx)[0]?.iso, "2020-10-02");
  assert.equal(parseDateText("14. januarja 2021", ctx)[0]?.iso, "2021-01-14");
  assert.equal(parseDateText("3. avgusta 2022", ctx)[0]?.iso, "2022-08-03");
});

test("dates: Korean and Vietnamese dates; Devanagari, Bengali and Thai digits (session 21)", () => {
  assert.equal(parseDateText("입력 2021년 3월 14일 오전 10:15", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("Thứ hai, ngày 14 tháng 3 năm 2021", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("cập nhật 14 tháng 3, 2021", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("१४.०३.२०२१", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("১৪/০৩/২০২১", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("๑๔/๐๓/๒๐๒๑", ctx)[0]?.iso, "2021-03-14");
});
