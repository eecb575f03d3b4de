/** Query keys of sign-in and sign-up: public config, countries, a class's tiles, an invitation. */
export const authKeys = {
  all: ["auth"] as const,
  publicConfig: () => [...authKeys.all, "public-config"] as const,
  countries: () => [...authKeys.all, "countries"] as const,
  classStudents: (code: string, page: number, search: string) => [...authKeys.all, "class-students", code, page, search] as const,
  invitation: (token: string) => [...authKeys.all, "invitation", token] as const,
};
