/**
 * Ids of demo rows that pages show, built so they carry no one's name: a certificate's id is on its
 * public verification page (and in its QR code), so it must not spell the pupil's username the way
 * `crt_demo_<course>_<username>` did. Deterministic (the seed is idempotent) and opaque: FNV-1a of
 * the course and the learner. No imports: the end-to-end tests read it too.
 */
export function demoCertificateId(courseId: string, userId: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${courseId}|${userId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `crt_demo_${hash.toString(36).padStart(7, "0")}`;
}
