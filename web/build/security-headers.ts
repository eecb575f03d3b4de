/*
 * The security headers of the web app's static files and SPA pages, written into dist/client/_headers
 * at build time (the assets server applies them without running the Worker; API responses get
 * theirs from the Worker). Book uploads PUT straight to presigned R2 URLs, so connect-src names
 * this deployment's R2 endpoint — from R2_ACCOUNT_ID when the app is built — and no other
 * account's; without it (local development, CI) uploads stream through the Worker and only 'self'
 * is allowed.
 */
const ACCOUNT_ID = /^[a-f0-9]{32}$/;

export function securityHeadersFile(r2AccountId?: string): string {
  const account = r2AccountId?.trim().toLowerCase();
  if (account && !ACCOUNT_ID.test(account)) throw new Error(`R2_ACCOUNT_ID must be a 32-character Cloudflare account id, not "${r2AccountId}"`);
  const connect = account ? `'self' https://${account}.r2.cloudflarestorage.com` : "'self'";
  const csp = [
    "default-src 'self'",
    "script-src 'self' https://challenges.cloudflare.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-src https://challenges.cloudflare.com",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return `/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(self), microphone=(), geolocation=(), payment=(self)
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
