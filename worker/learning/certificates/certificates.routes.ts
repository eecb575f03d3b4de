import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { certificateListQuery, claimSchema, pdfQuery, reissueSchema, reviewDecisionSchema, revokeSchema, verifySchema } from "../../contracts/certificates";
import { documentLangQuery } from "../../contracts/documents";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { pageOf } from "../../lib/pagination";
import { pdfResponse } from "../../lib/pdf-response";
import { formBody, jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { certificatePdf } from "./certificate-document";
import {
  certificateDetails,
  certificatesCsv,
  claimCertificate,
  credentialFor,
  listCertificates,
  myCertificates,
  publicCertificate,
  reissueCertificate,
  reviewClaim,
  revokeCertificate,
  serveWork,
  verifyCredential,
} from "./certificates.service";
import { didDocument } from "./credential";

/** A final-work file is at most 10 MB (FINAL_WORK_FILE), plus the claim's fields. */
const claimBodyLimit = bodyLimit({
  maxSize: 11 * 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The final work is too large: files up to 10 MB.");
  },
});

/** /api/certificates/…: the caller's certificates, claims and reviews, the public view, PDF, credential and verification. */
export const certificateRoutes = new Hono<AppEnv>()
  .get("/", requireSignedIn, async (c) => c.json({ results: await myCertificates(serviceContext(c)) }))
  .get("/manage", queryParams(certificateListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listCertificates(serviceContext(c), q);
    if (q.format === "csv") {
      return c.body(certificatesCsv(results), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="certificates.csv"', "Cache-Control": "private, no-store" });
    }
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/verify", jsonBody(verifySchema), async (c) => c.json(await verifyCredential(serviceContext(c), c.req.valid("json").credential)))
  .get("/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await publicCertificate(serviceContext(c), c.req.param("id")));
  })
  .get("/:id/details", requireSignedIn, async (c) => c.json(await certificateDetails(serviceContext(c), c.req.param("id"))))
  .post("/:id/claim", requireSignedIn, claimBodyLimit, formBody(claimSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    return c.json(await claimCertificate(serviceContext(c), c.req.param("id"), data, files.file));
  })
  .get("/:id/work", async (c) => serveWork(c, serviceContext(c), c.req.param("id")))
  .post("/:id/review", requireSignedIn, jsonBody(reviewDecisionSchema), async (c) => {
    const { decision, note } = c.req.valid("json");
    return c.json(await reviewClaim(serviceContext(c), c.req.param("id"), decision, note));
  })
  .post("/:id/revoke", requireSignedIn, jsonBody(revokeSchema), async (c) => c.json(await revokeCertificate(serviceContext(c), c.req.param("id"), c.req.valid("json").reason)))
  .post("/:id/reissue", requireSignedIn, jsonBody(reissueSchema), async (c) => c.json(await reissueCertificate(serviceContext(c), c.req.param("id"), c.req.valid("json").display_name)))
  .get("/:id/pdf", requireSignedIn, queryParams(pdfQuery.extend(documentLangQuery.shape)), async (c) => {
    const { size, lang } = c.req.valid("query");
    const { pdf, filename } = await certificatePdf(serviceContext(c), c.req.param("id"), size, { lang, acceptLanguage: c.req.header("Accept-Language") });
    return pdfResponse(c, pdf, filename);
  })
  .get("/:id/credential", requireSignedIn, async (c) => {
    const jwt = await credentialFor(serviceContext(c), c.req.param("id"));
    return c.body(jwt, 200, { "Content-Type": "application/vc+jwt", "Content-Disposition": `attachment; filename="certificate-${c.req.param("id")}.jwt"`, "Cache-Control": "private, no-store" });
  });

/** /.well-known/did.json: the platform's DID document (did:web), with the key that signs credentials. */
export const didRoutes = new Hono<AppEnv>().get("/.well-known/did.json", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  c.header("Access-Control-Allow-Origin", "*");
  return c.json(didDocument(c.env));
});
