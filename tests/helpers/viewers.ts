import { post } from "./api";
import { addStudents, createClass, createStaff, createTenant, createUser, signIn } from "./factories";

export interface Viewer {
  host: string;
  token?: string;
  headers?: Record<string, string>;
  id?: string;
}

/**
 * The cast of a visibility test: school A (with a community password) and school B, a class in A
 * with its teacher and a student author, a second student (in the same class or another one),
 * A's school admin, platform staff signed in on A's host, a community-cookie holder, an
 * anonymous visitor, and a user of school B on B's host.
 */
export async function createViewerWorld(opts: { communityPassword: string; peerInSameClass?: boolean; otherTenantRole?: "student" | "school_admin" }) {
  const a = await createTenant({ communityPassword: opts.communityPassword });
  const b = await createTenant();
  const teacher = await createUser({ tenantId: a.id, role: "teacher" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const cls = await createClass(a.id, { teacherId: teacher.id });
  const otherCls = await createClass(a.id);
  const [author] = await addStudents(a.id, cls.id, [["Au", "Thor"]]);
  const [peer] = await addStudents(a.id, opts.peerInSameClass ? cls.id : otherCls.id, [["Oth", "Er"]]);
  const staff = await createStaff();
  const outsider = await createUser({ tenantId: b.id, role: opts.otherTenantRole ?? "student" });
  const login = await post(a.host, "/api/generic-password-login", { password: opts.communityPassword });
  const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
  const signedIn = async (host: string, user: { id: string; username: string }): Promise<Viewer> => ({
    host,
    token: (await signIn(host, user.username)).access,
    id: user.id,
  });
  return {
    tenantA: a.id,
    classId: cls.id,
    otherClassId: otherCls.id,
    viewers: {
      anonymous: { host: a.host } as Viewer,
      community: { host: a.host, headers: { Cookie: cookie } } as Viewer,
      author: await signedIn(a.host, author),
      peer: await signedIn(a.host, peer),
      teacher: await signedIn(a.host, teacher),
      schoolAdmin: await signedIn(a.host, admin),
      staff: await signedIn(a.host, staff),
      otherTenant: await signedIn(b.host, outsider),
    },
  };
}
