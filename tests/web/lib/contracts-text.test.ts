import { describe, expect, it } from "vitest";
import { cutText } from "@contracts/text";
import { initialOf } from "@contracts/initials";
import { initials } from "@/components/users/user-avatar";

describe("initialOf", () => {
  it("is one whole letter in any script, capitalised", () => {
    expect(initialOf("ava")).toBe("A");
    expect(initialOf("  O\u0308zt\u00fcrk")).toBe("Ö");
    expect(initialOf("𞤄𞤢𞥄𞤤𞤣𞤫")).toBe("𞤄");
    expect(initialOf("𞤄𞤢𞥄𞤤𞤣𞤫")).toHaveLength(2); // both halves of the surrogate pair
    expect(initialOf("शर्मा")).toBe("श");
    expect(initialOf("   ")).toBe("");
  });

  it("makes an avatar's initials", () => {
    expect(initials({ first_name: "lucía", last_name: "𞤄𞤢𞥄" })).toBe("L𞤄");
  });
});

describe("cutText", () => {
  it("cuts to the length without halving an emoji", () => {
    expect(cutText("Dear world 🌍 hello", 12)).toBe("Dear world ");
    expect(cutText("Dear world 🌍 hello", 13)).toBe("Dear world 🌍");
    expect(cutText("short", 80)).toBe("short");
  });
});
