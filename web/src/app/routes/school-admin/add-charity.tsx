import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useCharity } from "@/features/giving/admin/api/get-charity";
import { CharityForm } from "@/features/giving/admin/components/charity-form";

/** /admin/addcharities/:charityId?: add one of the school's charities, or edit one. */
export default function AddCharityPage() {
  const { t } = useTranslation();
  const { charityId } = useParams();
  const charity = useCharity(charityId);
  const title = charityId ? t("Edit charity") : t("Add charity");
  const list = paths.schoolAdmin.charities;

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={list}>{t("Charities")}</BackLink>
      {!charityId ? (
        <>
          <PageHeader title={title} description={t("The charity is offered on your school's site.")} />
          <CharityForm allowPlatformWide={false} listPath={list} />
        </>
      ) : (
        <LoadedRecord query={charity} title={title} loadingLabel={t("Loading charity")} errorTitle={t("Could not load this charity")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={loaded.name} />
              <CharityForm key={loaded.id} charity={loaded} allowPlatformWide={false} listPath={list} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
