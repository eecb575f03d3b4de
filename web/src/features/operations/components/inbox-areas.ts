import { INBOX_KINDS, type InboxKind } from "@contracts/operations";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";

/**
 * Who reads the inbox, and so what its list and items show: platform staff every kind and every
 * school (a School filter); a school's admins the contact messages sent on their school's site
 * (the API keeps them to that school: worker/operations/inbox/inbox.service.ts#inboxKindsOf).
 */
export type InboxWhere = "staff" | "school";

export interface InboxArea {
  kinds: readonly InboxKind[];
  defaultKind: InboxKind;
  /** Staff pick a school (or the platform's own site); an admin's list is their school's. */
  schoolFilter: boolean;
  title: string;
  description: string;
  back: string;
  list: (kind: InboxKind) => string;
  item: (kind: InboxKind, id: string) => string;
}

export const INBOX_AREAS: Record<InboxWhere, InboxArea> = {
  staff: {
    kinds: INBOX_KINDS,
    defaultKind: "problem",
    schoolFilter: true,
    title: msg("Inbox"),
    description: msg("What visitors and schools send through the contact form, problem reports and tour requests. Replies are emailed from here and kept with each item."),
    back: msg("Back to the inbox"),
    list: (kind) => adminPanelPaths.inbox(kind),
    item: (kind, id) => adminPanelPaths.inboxItem(kind, id),
  },
  school: {
    kinds: ["contact"],
    defaultKind: "contact",
    schoolFilter: false,
    title: msg("Messages"),
    description: msg("What parents and visitors send through your school's contact form. Replies are emailed from here and kept with each message."),
    back: msg("Back to the messages"),
    list: () => paths.schoolAdmin.messages,
    item: (_kind, id) => paths.schoolAdmin.message(id),
  },
};
