/**
 * The usage page's bar chart as server-rendered SVG: one stacked bar per UTC day (free
 * below, credit above), no script and no chart library. Colours come from the stylesheet
 * classes (the CSP allows no inline styles); each bar has a <title> for a tooltip, and the
 * whole chart a text summary for screen readers.
 */
import type { DayUsage } from "../store/store.js";
import { html, trusted, type SafeHtml } from "./html.js";

export const CHART_DAYS = 30;
const WIDTH = 720;
const HEIGHT = 220;
const PAD_LEFT = 36;
/** Room for the last day's label, centred under the rightmost bar. */
const PAD_RIGHT = 18;
const PAD_BOTTOM = 22;
const PAD_TOP = 10;

/** The `count` UTC day keys ending with `lastDay`, oldest first. */
export function dayKeysEnding(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** A round axis maximum at or above `max` (1, 2, 5 times a power of ten). */
export function niceMax(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export function usageChart(usage: readonly DayUsage[], days: readonly string[]): SafeHtml {
  const byDay = new Map(usage.map((u) => [u.dayKey, u]));
  const series = days.map((day) => ({ day, free: byDay.get(day)?.free ?? 0, credit: byDay.get(day)?.credit ?? 0 }));
  const top = niceMax(Math.max(0, ...series.map((s) => s.free + s.credit)));
  const plotH = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = (WIDTH - PAD_LEFT - PAD_RIGHT) / series.length;
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number): number => PAD_TOP + plotH - (value / top) * plotH;
  const bars = series.map((s, i) => {
    const x = PAD_LEFT + i * slot + (slot - barW) / 2;
    const freeTop = y(s.free);
    const creditTop = y(s.free + s.credit);
    const label = `${s.day}: ${s.free} free, ${s.credit} credit`;
    return html`<g><title>${label}</title>${s.free > 0 ? trusted(`<rect class="bar-free" x="${x.toFixed(1)}" y="${freeTop.toFixed(1)}" width="${barW.toFixed(1)}" height="${(y(0) - freeTop).toFixed(1)}"></rect>`) : ""}${
      s.credit > 0 ? trusted(`<rect class="bar-credit" x="${x.toFixed(1)}" y="${creditTop.toFixed(1)}" width="${barW.toFixed(1)}" height="${(freeTop - creditTop).toFixed(1)}"></rect>`) : ""
    }</g>`;
  });
  // Every fifth day labelled (MM-DD), counted back from today so today always has one.
  const labels = series
    .map((s, i) => ((series.length - 1 - i) % 5 === 0 ? trusted(`<text x="${(PAD_LEFT + i * slot + slot / 2).toFixed(1)}" y="${HEIGHT - 6}" text-anchor="middle">${s.day.slice(5)}</text>`) : ""))
    .filter((l) => l !== "");
  const total = series.reduce((sum, s) => sum + s.free + s.credit, 0);
  const summary = `Successful requests per day from ${days[0]} to ${days[days.length - 1]}: ${total} in all, ${series.reduce((n, s) => n + s.free, 0)} free and ${series.reduce((n, s) => n + s.credit, 0)} on credits.`;
  return html`<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${summary}" xmlns="http://www.w3.org/2000/svg">
${trusted(`<line class="axis" x1="${PAD_LEFT}" y1="${y(0)}" x2="${WIDTH}" y2="${y(0)}"></line><line class="axis" x1="${PAD_LEFT}" y1="${y(top)}" x2="${WIDTH}" y2="${y(top)}"></line>`)}
${trusted(`<text x="${PAD_LEFT - 6}" y="${y(top) + 4}" text-anchor="end">${top}</text><text x="${PAD_LEFT - 6}" y="${y(0) + 4}" text-anchor="end">0</text>`)}
${bars}${labels}
</svg>`;
}
