/**
 * A document cannot be drawn until an operator acts: a font is missing from R2, or no font has a
 * character. The renderer answers it as `{ ok: false, code: "UNAVAILABLE" }` and the main Worker
 * as 503 with this message.
 */
export class DocumentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DocumentUnavailable";
  }
}
