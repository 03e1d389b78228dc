/** `/usage`: today's allowance and credits, a 30-day chart, the last 50 ledger rows. */
import type { DayUsage, RecentRequest, TokenInfo } from "../../store/store.js";
import { usageChart } from "../chart.js";
import { html } from "../html.js";
import type { Page, PageContext } from "../layout.js";
import { formatDuration, formatTime } from "./format.js";

export interface UsagePageData {
  readonly freeUsed: number;
  readonly freeRemaining: number;
  readonly freePerDay: number;
  readonly resetsAt: Date;
  readonly secondsToReset: number;
  readonly credits: number;
  readonly tokens: readonly TokenInfo[];
  readonly selectedTokenId: number | null;
  readonly days: readonly string[];
  readonly usage: readonly DayUsage[];
  readonly recent: readonly RecentRequest[];
}

export function usagePage(_ctx: PageContext, d: UsagePageData): Page {
  return {
    title: "Usage",
    body: html`<h1>Usage</h1>
<div class="grid">
<section class="card"><h2>Free requests today</h2><p class="stat"><span id="free-used">${d.freeUsed}</span> <small>used</small> · <span id="free-remaining">${d.freeRemaining}</span> <small>left of ${d.freePerDay}</small></p></section>
<section class="card"><h2>Free requests reset</h2><p class="stat">${formatTime(d.resetsAt).slice(11)} <small>UTC, ${formatTime(d.resetsAt).slice(0, 10)}</small></p><p class="muted">in ${formatDuration(d.secondsToReset)}</p></section>
<section class="card"><h2>Credit balance</h2><p class="stat" id="credits">${d.credits}</p></section>
</div>
<section class="card">
<h2>Successful requests, last 30 days</h2>
<form method="get" action="/usage" class="inline">
<label for="token-filter">Token</label>
<select id="token-filter" name="token">
<option value="">All tokens</option>
${d.tokens.map((t) => html`<option value="${t.id}"${d.selectedTokenId === t.id ? html` selected` : ""}>${t.name !== null ? `${t.name} (${t.displayPrefix}...)` : `${t.displayPrefix}...`}${t.active ? "" : " (deactivated)"}</option>`)}
</select>
<button type="submit" class="secondary">Show</button>
</form>
<p class="legend"><span><span class="swatch free"></span>free</span><span><span class="swatch credit"></span>credit</span></p>
${usageChart(d.usage, d.days)}
</section>
<section class="card">
<h2>Last 50 requests</h2>
${d.recent.length === 0
  ? html`<p class="muted" id="no-requests">No requests yet.</p>`
  : html`<div class="scroll"><table id="recent" class="stack">
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Token</th><th scope="col">Paid with</th><th scope="col">State</th><th scope="col">Request id</th></tr></thead>
<tbody>${d.recent.map((r) => html`<tr><td data-label="Time">${formatTime(r.createdAt)}</td><td data-label="Token"><code>${r.displayPrefix}...</code></td><td data-label="Paid with">${r.took}</td><td data-label="State">${r.state}</td><td data-label="Request id"><code>${r.requestId}</code></td></tr>`)}</tbody>
</table></div>`}
<p class="muted">Only successful requests are charged; a reservation that failed shows as refunded.</p>
</section>`,
  };
}
