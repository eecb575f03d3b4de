import { describe, expect, it } from "vitest";
import { MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE } from "../../worker/contracts/common";
import { call, newAddress, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createStaff, createTenant, createUser, signIn, unique } from "../helpers/factories";

/*
 * Every path that sets a person's name takes the same longest name and refuses one character more
 * with the same message, so a name one form took is never refused by another.
 */

const STRONG = "Quartz-lantern-88-river";
const atLimit = () => `N${"a".repeat(MAX_NAME_LENGTH - 1)}`;
const overLimit = () => `N${"a".repeat(MAX_NAME_LENGTH)}`;
const email = () => `${unique("name")}@example.com`;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const { access } = await signIn(tenant.host, admin.username);
  const cls = await createClass(tenant.id);
  const [kid] = await addStudents(tenant.id, cls.id, [["Kit", "Kidd"]]);
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api${path}`, { token: access, ...opts });
  return { tenant, cls, kid, as };
}

async function staff() {
  const person = await createStaff();
  const { access } = await signIn("localhost", person.username);
  return (path: string, opts: CallOptions = {}) => call("localhost", `/api${path}`, { token: access, ...opts });
}

it("the message names the limit", () => {
  expect(NAME_TOO_LONG_MESSAGE).toContain(String(MAX_NAME_LENGTH));
});

describe(`a person's name: ${MAX_NAME_LENGTH} characters are taken, ${MAX_NAME_LENGTH + 1} refused with one message`, () => {
  it("sign-up", async () => {
    const body = (first: string) => ({ first_name: first, last_name: "Lee", email: email(), password: STRONG, password2: STRONG, country: "GB", role: "teacher", agreeToTerms: true });
    expect((await call("localhost", "/api/signup/", { json: body(atLimit()), address: newAddress() })).status).toBe(201);
    const over = await call("localhost", "/api/signup/", { json: body(overLimit()), address: newAddress() });
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ first_name: [NAME_TOO_LONG_MESSAGE] });
  });

  it("a school's add user and edit user", async () => {
    const s = await school();
    const created = await s.as("/school-admin/users", { form: form({ first_name: atLimit(), last_name: atLimit(), role: "student", password: STRONG }) });
    expect(created.status).toBe(201);
    expect(created.body.first_name).toBe(atLimit());
    const over = await s.as("/school-admin/users", { form: form({ first_name: "Ok", last_name: overLimit(), role: "student", password: STRONG }) });
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ last_name: [NAME_TOO_LONG_MESSAGE] });

    const edit = (first_name: string) => s.as(`/school-admin/users/${created.body.id}`, { method: "PATCH", form: form({ first_name }) });
    expect((await edit(`M${"b".repeat(MAX_NAME_LENGTH - 1)}`)).status).toBe(200);
    const editOver = await edit(overLimit());
    expect(editOver.status).toBe(400);
    expect(editOver.body.error.fields).toEqual({ first_name: [NAME_TOO_LONG_MESSAGE] });
  });

  it("a class's new students", async () => {
    const s = await school();
    const add = (last_name: string) => s.as(`/school-admin/classes/${s.cls.id}/students`, { json: { students: [{ first_name: "Ny", last_name, password: STRONG }] } });
    expect((await add(atLimit())).status).toBeLessThan(300);
    const over = await add(overLimit());
    expect(over.status).toBe(400);
    expect(Object.values(over.body.error.fields)).toEqual([[NAME_TOO_LONG_MESSAGE]]);
  });

  it("invitations: one, a list, and staff's", async () => {
    const s = await school();
    const one = (first_name: string) => s.as("/school-admin/invitations/", { json: { email: email(), role: "teacher", first_name, last_name: "Lee" } });
    expect((await one(atLimit())).status).toBe(201);
    const oneOver = await one(overLimit());
    expect(oneOver.status).toBe(400);
    expect(oneOver.body.error.fields).toEqual({ first_name: [NAME_TOO_LONG_MESSAGE] });

    const list = await s.as("/school-admin/invitations/bulk/", {
      json: { rows: [{ email: email(), role: "teacher", first_name: "A", last_name: atLimit() }, { email: email(), role: "teacher", first_name: "B", last_name: overLimit() }] },
    });
    expect(list.status).toBe(400);
    expect(list.body.error.fields).toEqual({ "rows.1.last_name": [NAME_TOO_LONG_MESSAGE] });

    const asStaff = await staff();
    const byStaff = (last_name: string) => asStaff("/super-admin/invitations", { json: { tenant: s.tenant.id, email: email(), role: "teacher", first_name: "Nia", last_name } });
    expect((await byStaff(atLimit())).status).toBe(201);
    const staffOver = await byStaff(overLimit());
    expect(staffOver.status).toBe(400);
    expect(staffOver.body.error.fields).toEqual({ last_name: [NAME_TOO_LONG_MESSAGE] });
  });

  it("staff's add user and edit user", async () => {
    const asStaff = await staff();
    const tenant = await createTenant();
    const create = (first_name: string) => asStaff("/super-admin/create-user/", { form: form({ first_name, last_name: "Lee", email: email(), country: "GB", role: "teacher", tenant: tenant.id, password: STRONG }) });
    const created = await create(atLimit());
    expect(created.status).toBe(201);
    const over = await create(overLimit());
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ first_name: [NAME_TOO_LONG_MESSAGE] });
    const edit = (last_name: string) => asStaff(`/super-admin/users/${created.body.id}/`, { method: "PATCH", form: form({ last_name }) });
    expect((await edit(atLimit())).status).toBe(200);
    const editOver = await edit(overLimit());
    expect(editOver.status).toBe(400);
    expect(editOver.body.error.fields).toEqual({ last_name: [NAME_TOO_LONG_MESSAGE] });
  });

  it("roster import, its parents' names and its parent invitations", async () => {
    const s = await school();
    const row = (over: Record<string, string>) => ({ row: 1, first_name: "Amara", last_name: "Okafor", class: s.cls.code, ...over });
    const imported = await s.as("/roster-import/", { json: { total_rows: 1, rows: [row({ first_name: atLimit(), parent_first_name: atLimit() })] } });
    expect(imported.status).toBe(201);
    const over = await s.as("/roster-import/", { json: { total_rows: 2, rows: [row({ first_name: overLimit() }), { ...row({ parent_last_name: overLimit() }), row: 2 }] } });
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ "rows.0.first_name": [NAME_TOO_LONG_MESSAGE], "rows.1.parent_last_name": [NAME_TOO_LONG_MESSAGE] });

    const parents = (first_name: string) => s.as("/roster-import/parent-invitations", { json: { rows: [{ email: email(), first_name, last_name: "Okafor", children: [s.kid.username] }] } });
    expect((await parents(atLimit())).status).toBe(201);
    const parentsOver = await parents(overLimit());
    expect(parentsOver.status).toBe(400);
    expect(parentsOver.body.error.fields).toEqual({ "rows.0.first_name": [NAME_TOO_LONG_MESSAGE] });
  });
});
