import { Link } from "react-router";
import { ImageIcon, Pencil, Trash2 } from "lucide-react";
import type { BookCategoryOut } from "@contracts/books";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";

/** Categories in their order; `canEdit` says which rows this area may change (a school cannot edit platform-wide ones). */
export function CategoriesTable({ categories, editPath, canEdit, onDelete }: {
  categories: BookCategoryOut[];
  editPath: (id: string) => string;
  canEdit: (c: BookCategoryOut) => boolean;
  onDelete: (c: BookCategoryOut) => void;
}) {
  return (
    <Table className="min-w-[640px]" label="Book categories">
      <caption className="sr-only">Book categories in their order</caption>
      <THead>
        <TR>
          <TH>Image</TH>
          <TH>Name</TH>
          <TH>Slug</TH>
          <TH className="text-end">Order</TH>
          <TH className="text-end">Actions</TH>
        </TR>
      </THead>
      <TBody>
        {categories.map((c) => (
          <TR key={c.id}>
            <TD>
              {c.image ? (
                <img src={c.image} alt="" className="size-10 rounded-md object-cover" loading="lazy" />
              ) : (
                <span className="flex size-10 items-center justify-center rounded-md bg-surface-alt text-ink-muted">
                  <ImageIcon className="size-4" aria-hidden />
                </span>
              )}
            </TD>
            <TD>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{c.name}</span>
                {c.platform ? <Badge variant="muted">Platform-wide</Badge> : null}
              </div>
            </TD>
            <TD className="font-mono text-xs">{c.slug}</TD>
            <TD className="text-end tabular-nums">{c.sort_order}</TD>
            <TD>
              {canEdit(c) ? (
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={editPath(c.id)} aria-label={`Edit ${c.name}`}>
                      <Pencil aria-hidden /> Edit
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onDelete(c)} aria-label={`Delete ${c.name}`}>
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              ) : (
                <span className="block text-end text-xs text-ink-muted">Managed by platform staff</span>
              )}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
