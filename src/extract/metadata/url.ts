/**
 * Host and path of the page's URLs. The metadata fields ask about the same few URLs
 * (the request URL, the canonical link, og:url) several times per page, and WHATWG URL
 * parsing is among the costlier steps there, so the last few answers are kept.
 */
export interface UrlParts {
  readonly hostname: string;
  readonly pathname: string;
}

/**
 * How every absolute URL starts: a scheme (the URL parser first drops leading spaces and
 * control characters, and tabs and newlines anywhere). Without one `new URL` throws.
 */
const SCHEME = /^[\u0000-\u0020]*[A-Za-z][A-Za-z0-9+.\-\t\n\r]*:/;

/** A page asks about at most three distinct URLs; one more spares the next page's first. */
const KEEP = 4;
const recent: { url: string; parts: UrlParts | undefined }[] = [];

/** `new URL(url)`'s hostname and pathname; undefined when `url` is not an absolute URL. */
export function urlParts(url: string): UrlParts | undefined {
  for (const r of recent) if (r.url === url) return r.parts;
  let parts: UrlParts | undefined;
  // Relative canonical links are common, and a throwing `new URL` captures a stack trace
  // each time. (Not URL.canParse: Node 20's fast path for it misreads hot Latin-1
  // strings, e.g. "https://seglerblog.stössenseer.de/" in the dev pages.)
  if (SCHEME.test(url)) {
    try {
      const u = new URL(url);
      parts = { hostname: u.hostname, pathname: u.pathname };
    } catch {
      parts = undefined; // not a URL
    }
  }
  recent.unshift({ url, parts });
  if (recent.length > KEEP) recent.pop();
  return parts;
}
