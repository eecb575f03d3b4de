import { ImageIcon, Lock, Pencil, Trash2 } from "lucide-react";
import type { AdminMode } from "@contracts/school-admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";

/** A school's switchboard modes in display order, each with Edit and Delete. */
export function ModesTable({ modes, onEdit, onDelete }: { modes: AdminMode[]; onEdit: (m: AdminMode) => void; onDelete: (m: AdminMode) => void }) {
  return (
    <Table className="min-w-[640px]" label="Modes">
      <caption className="sr-only">Modes in display order</caption>
      <THead>
        <TR>
          <TH>
            <span className="sr-only">Image</span>
          </TH>
          <TH>Name</TH>
          <TH>Locked</TH>
          <TH>Active</TH>
          <TH>Status</TH>
          <TH className="text-end">Order</TH>
          <TH>
            <span className="sr-only">Actions</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {modes.map((m) => (
          <TR key={m.id}>
            <TD className="w-16">
              {m.image ? (
                <img src={m.image} alt="" className="size-10 rounded-md object-cover" />
              ) : (
                <span aria-hidden className="flex size-10 items-center justify-center rounded-md bg-surface-alt text-ink-muted">
                  <ImageIcon className="size-4" />
                </span>
              )}
            </TD>
            <TD className="font-semibold">{m.name}</TD>
            <TD>
              {m.locked ? (
                <Badge variant="warning" className="gap-1">
                  <Lock className="size-3" aria-hidden /> Locked
                </Badge>
              ) : (
                <span className="text-ink-muted">No</span>
              )}
            </TD>
            <TD>{m.active ? <Badge variant="success">Yes</Badge> : <Badge variant="muted">No</Badge>}</TD>
            <TD>
              <Badge variant={m.status === "ACTIVE" ? "success" : "muted"}>{m.status === "ACTIVE" ? "Active" : "Inactive"}</Badge>
            </TD>
            <TD className="text-end tabular-nums">{m.sort_order}</TD>
            <TD>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(m)} aria-label={`Edit ${m.name}`}>
                  <Pencil aria-hidden /> Edit
                </Button>
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(m)} aria-label={`Delete ${m.name}`}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
