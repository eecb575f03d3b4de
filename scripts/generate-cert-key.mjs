// Prints a fresh Ed25519 private key as a JWK for CERT_SIGNING_KEY
// (`node scripts/generate-cert-key.mjs | npx wrangler secret put CERT_SIGNING_KEY`).
import { generateKeyPairSync } from "node:crypto";

process.stdout.write(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })));
