import type { ErrorEnvelope } from "@contracts/errors";
import { getAccessToken, getStoredUser } from "./session";
import { currentLocale, msg } from "./i18n";
import { ApiError, BOOKMARK_HEADER, transport } from "./api-client";

/**
 * Downloads a binary resource (a book file, a generated PDF) with the session's token, the same 401
 * refresh and the same ApiError on failure as JSON calls; with `json`, POSTs it (a PDF made from
 * what the browser holds, such as one-time passwords).
 */
export async function requestBytes(path: string, signal?: AbortSignal, opts: { json?: unknown } = {}): Promise<ArrayBuffer> {
  const fetchOnce = async () => {
    // The reader's language: documents (invoices, receipts, login cards) are drawn in it.
    const headers: Record<string, string> = { "Accept-Language": currentLocale() };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const known = transport.currentBookmark();
    if (known) headers[BOOKMARK_HEADER] = known;
    const post = opts.json !== undefined;
    if (post) headers["Content-Type"] = "application/json";
    try {
      const res = await fetch(path.startsWith("/api/") ? path : `/api${path}`, {
        method: post ? "POST" : "GET",
        headers,
        body: post ? JSON.stringify(opts.json) : undefined,
        credentials: "same-origin",
        signal,
      });
      transport.rememberBookmark(res);
      return res;
    } catch (err) {
      if ((err as Error).name === "AbortError") throw err;
      throw new ApiError(0, "NETWORK", msg("We could not reach the server. Check your connection and try again."));
    }
  };
  let res = await fetchOnce();
  if (res.status === 401 && getStoredUser()) {
    if (await transport.refreshSession()) res = await fetchOnce();
    if (res.status === 401) transport.sessionEnded();
  }
  if (!res.ok) return transport.toResult<never>(res);
  return res.arrayBuffer();
}

export interface UploadTarget {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * PUTs a file to an upload target (a presigned storage URL or the Worker's single-use upload path)
 * with XMLHttpRequest, the one browser API that reports upload progress. Only the target's own
 * headers are sent: a presigned URL is signed for exactly those, and its token is the credential.
 */
export function uploadWithProgress<T = unknown>(target: UploadTarget, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        // A JSON answer (the Worker's) is handed back; storage's empty answer is undefined.
        let body: T | undefined;
        try {
          body = xhr.responseText ? (JSON.parse(xhr.responseText) as T) : undefined;
        } catch {
          body = undefined;
        }
        resolve(body);
        return;
      }
      let message: string = msg("The upload failed. Please try again.");
      try {
        const envelope = JSON.parse(xhr.responseText) as ErrorEnvelope;
        if (envelope?.error?.message) message = envelope.error.message;
      } catch {
        // Storage answers in XML; the generic message is clearer than its error document.
      }
      reject(new ApiError(xhr.status, xhr.status >= 500 ? "INTERNAL" : "BAD_REQUEST", message));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", msg("The upload was interrupted. Check your connection and try again.")));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

