import type { AdminUser, UserProfile } from "../../contracts/users";
import { isLocale } from "../../contracts/regions";
import type { User } from "../../db/schema";
import { fileUrl } from "../../lib/storage";

export function toProfile(user: User): UserProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
    is_staff: user.isStaff,
    country: user.country,
    avatar: fileUrl(user.avatarKey),
    role: user.role,
    tenant: user.tenantId,
    locale: user.locale && isLocale(user.locale) ? user.locale : null,
  };
}

export function toAdminUser(user: User, tenantName: string | null): AdminUser {
  return {
    ...toProfile(user),
    tenant_name: tenantName,
    archived: user.archived,
    email_verified: user.emailVerifiedAt !== null,
    created_at: new Date(user.createdAt).toISOString(),
  };
}
