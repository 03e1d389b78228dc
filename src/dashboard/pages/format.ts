/** Times on pages: UTC, to the minute, the same everywhere (the allowance resets at 00:00 UTC). */
export function formatTime(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace("T", " ")}`;
}

/** "3 h 12 min" until a number of seconds from now. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min` : `${seconds} s`;
}
