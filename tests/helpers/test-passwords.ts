/**
 * worker/lib/passwords.ts at a test cost, put in its place for the worker tests by vitest.config.ts
 * (testPasswordCost): scrypt with N=2^10 and p=1 instead of 2^14 and 5, ~2 ms a hash instead of
 * ~150–280 ms. The same code and hash format (scryptPasswords); only the work factor differs, and
 * no behaviour depends on it. Sign-ins, roster imports and the factories' accounts hash and check
 * passwords hundreds of times a run: at the real cost that was more than half of the slowest
 * files' time (nine of them: 120 s → 50 s). tests/worker/passwords.test.ts imports the real module
 * and tests the production parameters.
 */
import { SCRYPT_PARAMS, scryptPasswords } from "../../worker/lib/passwords";

export * from "../../worker/lib/passwords";
export const TEST_SCRYPT_PARAMS = { ...SCRYPT_PARAMS, N: 1024, p: 1 };
// verifyPassword (export *) reads the parameters from the hash it checks, so it is the real one.
export const { hashPassword, needsRehash, burnPasswordCheck } = scryptPasswords(TEST_SCRYPT_PARAMS);
