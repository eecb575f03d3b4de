/**
 * The platform's own name: the brand wherever no school is in view (the platform host, platform
 * documents and emails). The one place it is written; the web app imports it from here too.
 */
export const PLATFORM_NAME = "Schools Platform";

/** A school's name when there is one, else the platform's. */
export const brandName = (schoolName: string | null | undefined): string => schoolName ?? PLATFORM_NAME;

/** The platform's colour where no school is in view (platform documents; the emails' default brand). */
export const PLATFORM_PRIMARY_COLOR = "#1d4ed8";
