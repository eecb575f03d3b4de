// Load for the measuring scripts (`npm run bench`, `npm run profile`): requests to a local
// `wrangler dev` on loopback, and loops that keep a number of them in flight.
import http from "node:http";

/**
 * One request to 127.0.0.1:`port` for the site `host` through `agent`: a GET, or a PUT with `body`
 * as JSON. Resolves with the status and the whole body; rejects on a network error or after 30 s.
 */
export function request({ port, host, agent, path, headers = {}, body }) {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const method = json === undefined ? "GET" : "PUT";
    const sent = json === undefined ? { host, ...headers } : { host, "content-type": "application/json", "content-length": Buffer.byteLength(json), ...headers };
    const req = http.request({ host: "127.0.0.1", port, path, method, agent, headers: sent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(json);
  });
}

/**
 * `concurrency` loops, each awaiting `send()` again and again, until `seconds` have passed (or
 * `more()` says no): the load a keep-alive agent with that many sockets carries.
 */
export async function drive({ seconds, concurrency, send, more = () => true }) {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until && more()) await send();
    }),
  );
}
