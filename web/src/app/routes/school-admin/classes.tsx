import { Link } from "react-router";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { CLASSES_PAGE_SIZE, useClasses } from "@/features/identity/school-admin/api/get-classes";
import { ClassesTable } from "@/features/identity/school-admin/components/classes-table";

const asArchived = (v: string) => (v === "true" ? true : v === "false" ? false : undefined);

/** /admin/classes: the school's classes with their sign-in codes. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const archived = asArchived(get("archived"));

  const classes = useClasses({ search, archived, offset });
  const filtered = !!(search || archived !== undefined);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Classes")}
        description={t("Each class has a code students use to sign in. Open the student count to manage a class's roster and print login cards.")}
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addClass()}>
              <Plus aria-hidden /> {t("Add class")}
            </Link>
          </Button>
        }
      />

      <ListFilters label={t("Filter classes")} className="md:grid-cols-2">
        <SearchField label={t("Search classes")} placeholder={t("Class name or code")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Status")}>
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">{t("In use and archived")}</option>
            <option value="false">{t("In use only")}</option>
            <option value="true">{t("Archived only")}</option>
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={classes}
        loadingLabel={t("Loading classes")}
        errorTitle={t("Could not load the classes")}
        empty={filtered ? t("No classes match these filters.") : t("No classes yet. Add the first one.")}
        pagesLabel={t("Classes pages")}
        limit={CLASSES_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <ClassesTable classes={results} />}
      </PagedResults>
    </div>
  );
}
