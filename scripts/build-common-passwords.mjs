// `npm run passwords:build`: writes the common-password set (issue #15) to
// dist/security/common-passwords-v1.bin for the production upload (README, Deployment):
//   npx wrangler r2 object put schools-platform-files/security/common-passwords-v1.bin \
//     --file dist/security/common-passwords-v1.bin --ct application/octet-stream --remote
// The set is @zxcvbn-ts/language-common's "passwords-common" list, lowercased and trimmed as
// isCommonPassword compares them, hashed (FNV-1a, 32 bits) into [0, n × 2^RICE_BITS), sorted and
// stored as Rice-coded gaps after a 16-byte header (worker/lib/common-passwords-format.ts): about
// RICE_BITS + 2 bits a password, a false positive for about 1 password in 2^RICE_BITS that is not on
// the list, no false negative. The seed (scripts/seed.ts) and the worker tests (vitest.config.ts)
// build the same bytes in memory. Run it again, and upload again, when the dependency is updated.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";
import { COMMON_PASSWORDS_KEY, decodeCommonPasswordSet, encodeCommonPasswordSet } from "../worker/lib/common-passwords-format.ts";

const bytes = encodeCommonPasswordSet(dictionary["passwords-common"]);
const { hashes } = decodeCommonPasswordSet(bytes); // refuse to write what the Worker could not read
const file = path.join("dist", COMMON_PASSWORDS_KEY);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, bytes);
const version = JSON.parse(readFileSync("node_modules/@zxcvbn-ts/language-common/package.json", "utf8")).version;
console.log(`${dictionary["passwords-common"].length} passwords (@zxcvbn-ts/language-common ${version}) → ${hashes.length} hashes, ${bytes.length} bytes in ${file}`);
