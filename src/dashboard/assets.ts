/**
 * The dashboard's two static files, kept in TypeScript so `tsc` carries them into dist/
 * with no copy step (like the migrations' SQL): one small stylesheet and one small script
 * (copy buttons and the playground's call to POST /v1/extract). The Content-Security-Policy
 * allows scripts and styles from these same-origin files only: nothing inline.
 */

export const STYLESHEET = `
:root{--ink:#1d2330;--muted:#5b6475;--line:#d9dee8;--bg:#f6f7fb;--card:#fff;--accent:#2456d6;--accent-ink:#fff;--free:#3b82f6;--credit:#f59e0b;--bad:#b42318;--ok:#067647}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #93b4ff;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem}
.skip:focus{left:.5rem}
header.top{background:#141a29;color:#fff}
header.top .bar{max-width:64rem;margin:0 auto;padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;align-items:center}
header.top .brand{color:#fff;font-weight:700;text-decoration:none;margin-right:auto}
header.top nav{display:flex;flex-wrap:wrap;gap:.2rem .9rem;align-items:center}
header.top nav a{color:#cfd8ee;text-decoration:none}
header.top nav a[aria-current=page]{color:#fff;text-decoration:underline;text-underline-offset:.3em}
header.top form{display:inline;margin:0}
header.top button.link{background:none;border:0;color:#cfd8ee;padding:0;font:inherit;cursor:pointer}
main{max-width:64rem;margin:0 auto;padding:1.2rem 1rem 3rem}
h1{font-size:1.6rem;margin:.6rem 0 1rem}
h2{font-size:1.15rem;margin:1.6rem 0 .6rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1rem 1.2rem;margin:0 0 1rem}
.card>:first-child{margin-top:0}
.card>:last-child{margin-bottom:0}
.narrow{max-width:26rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr))}
.stat{font-size:1.9rem;font-weight:700;line-height:1.2}
.stat small{font-size:.9rem;font-weight:400;color:var(--muted)}
.muted{color:var(--muted)}
label{display:block;font-weight:600;margin:.7rem 0 .25rem}
input[type=text],input[type=email],input[type=password],input[type=url],select,textarea{width:100%;padding:.55rem .6rem;border:1px solid #b8c0d0;border-radius:6px;font:inherit;background:#fff}
textarea{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;min-height:12rem}
button,.button{display:inline-block;background:var(--accent);color:var(--accent-ink);border:0;border-radius:6px;padding:.55rem 1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:#e8ecf5;color:var(--ink)}
button.danger{background:var(--bad)}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:1rem}
.inline{display:flex;gap:.4rem;align-items:center;margin:0}
.inline input,.inline select{width:auto;min-width:7rem;padding:.3rem .4rem}
.inline label{margin:0}
details.rename summary{cursor:pointer;color:var(--accent);font-size:.9rem}
details.rename form{margin-top:.3rem}
.inline button{padding:.3rem .6rem;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.45rem .5rem;border-bottom:1px solid var(--line);vertical-align:middle}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
.scroll{overflow-x:auto}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.92em}
.secret{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.secret code{background:#eef2ff;border:1px solid #c7d2fe;padding:.45rem .6rem;border-radius:6px;word-break:break-all;flex:1 1 20rem}
pre{background:#0f1523;color:#e6ebf5;padding:.8rem;border-radius:8px;overflow-x:auto;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}
.notice{border-left:4px solid var(--accent);background:#eef3ff;padding:.6rem .9rem;border-radius:6px;margin:0 0 1rem}
.error{border-left:4px solid var(--bad);background:#fdecea;padding:.6rem .9rem;border-radius:6px;margin:0 0 1rem}
.success{border-left:4px solid var(--ok);background:#e8f6ee;padding:.6rem .9rem;border-radius:6px;margin:0 0 1rem}
.tag{display:inline-block;font-size:.75rem;padding:.05rem .45rem;border-radius:99px;background:#e8ecf5}
.tag.primary{background:#dbe7ff;color:#1d3f9e}
.tag.off{background:#fde2e0;color:#8a1c12}
.legend{display:flex;gap:1rem;font-size:.85rem;color:var(--muted)}
.swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:2px;vertical-align:-1px;margin-right:.3rem}
.swatch.free,.bar-free{background:var(--free);fill:var(--free)}
.swatch.credit,.bar-credit{background:var(--credit);fill:var(--credit)}
svg.chart{width:100%;height:auto;display:block}
svg.chart text{font-size:11px;fill:var(--muted)}
svg.chart .axis{stroke:var(--line)}
dl.result{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:0}
dl.result dt{font-weight:600}
dl.result dd{margin:0;word-break:break-word}
footer.bottom{max-width:64rem;margin:0 auto;padding:0 1rem 2rem;color:var(--muted);font-size:.9rem}
[hidden]{display:none!important}
@media (max-width:40rem){main{padding:1rem .75rem 2rem}h1{font-size:1.35rem}.hide-small{display:none}
table.stack thead{display:none}
table.stack tr{display:block;border-bottom:1px solid var(--line);padding:.5rem 0}
table.stack td{display:flex;justify-content:space-between;gap:1rem;border:0;padding:.15rem 0;text-align:right}
table.stack td::before{content:attr(data-label);font-weight:600;color:var(--muted);text-align:left}
table.stack td.name{display:block;text-align:left;font-weight:600}
table.stack td.name::before{content:none}}
`;

export const SCRIPT = `"use strict";
// Copy buttons: <button data-copy="ID"> copies the text of element ID.
document.addEventListener("click", function (event) {
  var button = event.target instanceof Element ? event.target.closest("[data-copy]") : null;
  if (!button) return;
  var source = document.getElementById(button.getAttribute("data-copy"));
  if (!source) return;
  var text = source.textContent || "";
  var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, function () {});
  } else {
    var range = document.createRange();
    range.selectNodeContents(source);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try { document.execCommand("copy"); done(); } catch (e) {}
  }
});

// Playground: the form is sent to POST /v1/extract with the token as a Bearer header.
(function () {
  var form = document.getElementById("playground-form");
  if (!form) return;
  var out = document.getElementById("playground-result");
  var statusLine = document.getElementById("playground-status");
  var fields = document.getElementById("playground-fields");
  var headers = document.getElementById("playground-headers");
  var raw = document.getElementById("playground-raw");
  function row(list, name, value) {
    var dt = document.createElement("dt");
    dt.textContent = name;
    var dd = document.createElement("dd");
    dd.textContent = value;
    list.appendChild(dt);
    list.appendChild(dd);
  }
  form.addEventListener("submit", function (event) {
    // "Load the sample page" is an ordinary form post that re-renders the page.
    if (event.submitter && event.submitter.id === "load-sample") return;
    event.preventDefault();
    var data = new FormData(form);
    var body = { html: String(data.get("html") || "") };
    ["url", "contentTypeHint", "languageHint"].forEach(function (name) {
      var value = String(data.get(name) || "").trim();
      if (value) body[name] = value;
    });
    var token = String(data.get("token") || "").trim();
    var button = form.querySelector("button[type=submit]");
    button.disabled = true;
    statusLine.textContent = "Calling POST /v1/extract ...";
    out.hidden = false;
    fields.textContent = "";
    headers.textContent = "";
    raw.textContent = "";
    fetch("/v1/extract", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + token },
      body: JSON.stringify(body),
      credentials: "omit",
      cache: "no-store"
    }).then(function (response) {
      return response.text().then(function (text) {
        statusLine.textContent = "HTTP " + response.status + (response.ok ? " OK" : "");
        statusLine.setAttribute("data-status", String(response.status));
        ["RateLimit", "RateLimit-Policy", "X-Credits-Remaining", "X-Request-Id"].forEach(function (name) {
          var value = response.headers.get(name);
          if (value !== null) row(headers, name, value);
        });
        var json = null;
        try { json = JSON.parse(text); } catch (e) {}
        if (json && response.ok) {
          ["title", "author", "publishedAt", "language", "excerpt"].forEach(function (name) {
            if (typeof json[name] === "string") row(fields, name, json[name]);
          });
          raw.textContent = typeof json.content === "string" ? json.content : "";
        } else {
          raw.textContent = json ? JSON.stringify(json, null, 2) : text;
        }
      });
    }).catch(function () {
      statusLine.textContent = "The request did not reach the server.";
    }).then(function () {
      button.disabled = false;
    });
  });
})();
`;

/** The playground's bundled sample: a small news article with the boilerplate the API removes. */
export const SAMPLE_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Night trains return to the Alps | The Example Courier</title>
  <meta name="author" content="Maria Keller">
  <meta property="article:published_time" content="2026-10-14T07:30:00Z">
  <meta name="description" content="A new sleeper line links Zurich and Vienna through the mountains, ten years after the last one closed.">
</head>
<body>
  <header><a href="/">The Example Courier</a>
    <nav><a href="/world">World</a> <a href="/travel">Travel</a> <a href="/science">Science</a></nav>
  </header>
  <div class="cookie-banner">We use cookies to improve your experience. <button>Accept all</button></div>
  <main>
    <article>
      <h1>Night trains return to the Alps</h1>
      <p class="byline">By Maria Keller, 14 October 2026</p>
      <p>A new sleeper service between Zurich and Vienna left on its first run on Tuesday evening, ten years after the last night train on the route was withdrawn for lack of passengers.</p>
      <p>The operator says bookings for the winter season are well ahead of its forecasts, helped by travellers who want to avoid short flights and by families who see the overnight journey as part of the holiday.</p>
      <p>Each train carries six sleeping cars with compartments for one to four people, two couchette cars and a dining car that stays open until midnight. Fares start at the price of a regional return ticket.</p>
      <p>Rail campaigners welcomed the line but warned that the timetable depends on maintenance windows that could be cut again if track works run late, as happened on several routes last year.</p>
    </article>
    <aside class="related"><h2>Related stories</h2><ul><li><a href="/a">Ten scenic rail journeys</a></li><li><a href="/b">Why sleeper trains vanished</a></li></ul></aside>
    <div class="share">Share: <a href="#">Facebook</a> <a href="#">X</a> <a href="#">Email</a></div>
  </main>
  <footer>Copyright 2026 The Example Courier. <a href="/privacy">Privacy</a></footer>
</body>
</html>
`;
