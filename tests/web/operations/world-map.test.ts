import { describe, expect, it } from "vitest";
import codes from "i18n-iso-countries/codes.json";
import atlas from "world-atlas/countries-110m.json";
import { joinReach, legendSteps, numericToAlpha2, shadeOf, type ReachRow } from "@/features/operations/lib/world-map";

const row = (code: string, schools: number): ReachRow => ({ code, name: code, schools, libraries: 0, charities: 0, donations: 0 });

describe("joining the API's countries to the world atlas", () => {
  const byNumeric = numericToAlpha2(codes as string[][]);
  const rows = new Map([row("GB", 1), row("KE", 3), row("IN", 2)].map((r) => [r.code, r]));
  const geometries = (atlas as unknown as { objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } } }).objects.countries.geometries;
  const idOf = (name: string) => geometries.find((g) => g.properties.name === name)?.id;

  it("finds each country with data by the atlas's ISO numeric id", () => {
    expect(joinReach(idOf("United Kingdom"), byNumeric, rows)?.code).toBe("GB");
    expect(joinReach(idOf("Kenya"), byNumeric, rows)?.code).toBe("KE");
    expect(joinReach(idOf("India"), byNumeric, rows)?.code).toBe("IN");
    expect(joinReach(idOf("France"), byNumeric, rows)).toBeNull();
  });

  it("accepts numbers and unpadded ids, and ignores shapes without an id (e.g. Kosovo in Natural Earth)", () => {
    expect(joinReach(404, byNumeric, rows)?.code).toBe("KE");
    expect(joinReach("404", byNumeric, rows)?.code).toBe("KE");
    expect(joinReach(undefined, byNumeric, rows)).toBeNull();
  });

  it("every API country code that the atlas draws is reachable", () => {
    const drawn = new Set(geometries.map((g) => (g.id ? byNumeric.get(g.id) : undefined)).filter(Boolean));
    for (const code of ["GB", "KE", "IN", "US", "BR", "NZ", "ZA"]) expect(drawn.has(code)).toBe(true);
  });
});

describe("the legend", () => {
  it("has one step per count when the maximum is small, and never empty steps", () => {
    expect(legendSteps(0)).toEqual([]);
    expect(legendSteps(3)).toEqual([
      { from: 1, to: 1, shade: 1 },
      { from: 2, to: 2, shade: 2 },
      { from: 3, to: 3, shade: 3 },
    ]);
    const big = legendSteps(100);
    expect(big).toHaveLength(5);
    expect(big[0].from).toBe(1);
    expect(big.at(-1)!.to).toBe(100);
    for (let i = 1; i < big.length; i++) expect(big[i].from).toBe(big[i - 1].to + 1);
  });

  it("shades a count by its step, 0 for none", () => {
    const legend = legendSteps(100);
    expect(shadeOf(0, legend)).toBe(0);
    expect(shadeOf(1, legend)).toBe(1);
    expect(shadeOf(100, legend)).toBe(5);
    expect(shadeOf(50, legend)).toBe(3);
  });
});
