import { requestBytes } from "@/lib/api-transfer";
import { saveBlob } from "@/lib/save-blob";

/**
 * GET (or, with the one-time passwords of a bulk enrolment, POST) /api/classes/{id}/login-cards.pdf
 * and save it; the PDF speaks the browser's language (Accept-Language).
 */
export async function downloadLoginCardsPdf(classId: string, classCode: string, students?: { id: string; password: string }[]): Promise<void> {
  const bytes = await requestBytes(`/classes/${encodeURIComponent(classId)}/login-cards.pdf`, undefined, students ? { json: { students } } : {});
  saveBlob(new Blob([bytes], { type: "application/pdf" }), `login-cards-${classCode}.pdf`);
}
