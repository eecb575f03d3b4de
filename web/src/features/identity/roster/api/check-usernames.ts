import type { UsernameCheck } from "@contracts/roster";
import { api } from "@/lib/api-client";

const PER_REQUEST = 500;

/** Which of a file's usernames are already taken (asked 500 at a time). */
export async function checkUsernames(usernames: string[]): Promise<UsernameCheck> {
  const unique = [...new Set(usernames.map((u) => u.trim().toLowerCase()).filter(Boolean))];
  const out: UsernameCheck = { existing: [], taken: [] };
  for (let i = 0; i < unique.length; i += PER_REQUEST) {
    const part = await api.post<UsernameCheck>("/roster-import/usernames/", { usernames: unique.slice(i, i + PER_REQUEST) });
    out.existing.push(...part.existing);
    out.taken.push(...part.taken);
  }
  return out;
}
