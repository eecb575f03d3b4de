import { COUNTRIES } from "@contracts/countries";

/** An <option> per country (its code as the value); the select adds its own blank choice. */
export function CountryOptions() {
  return (
    <>
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
