import { resolveFeatures } from "../../contracts/features";
import { COLOR_FIELDS, type AdminTenant, type ColorField, type PublicTenant } from "../../contracts/tenants";
import type { Tenant } from "../../db/schema";
import { fileUrl } from "../../lib/storage";

/** snake_case API colour field → camelCase column. */
export const colorColumn = (field: ColorField) =>
  field.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()) as keyof Tenant & `${string}Color${string}`;

export function toPublicTenant(t: Tenant): PublicTenant {
  const colors = Object.fromEntries(COLOR_FIELDS.map((f) => [f, (t[colorColumn(f)] as string | null) ?? null])) as Record<ColorField, string | null>;
  return {
    school_name: t.schoolName,
    subdomain: t.subdomain,
    domain_url: t.domainUrl,
    switchboard: t.switchboard,
    logo: fileUrl(t.logoKey),
    country: t.country,
    locale: t.locale,
    time_zone: t.timeZone,
    currency: t.currency,
    address: t.address,
    tax_id: t.taxId,
    features: resolveFeatures(t.featureFlags),
    ...colors,
  };
}

export function toAdminTenant(t: Tenant): AdminTenant {
  return {
    id: t.id,
    ...toPublicTenant(t),
    school_email: t.schoolEmail,
    has_community_password: t.communityPasswordHash !== null,
    created_at: new Date(t.createdAt).toISOString(),
    updated_at: new Date(t.updatedAt).toISOString(),
  };
}
