import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useCharity } from "@/features/giving/admin/api/get-charity";
import { CharityForm } from "@/features/giving/admin/components/charity-form";

/** /admin-panel/charity/:charityId?: add a charity, or edit one. */
export default function CharityPage() {
  const { t } = useTranslation();
  const { charityId } = useParams();
  const charity = useCharity(charityId);
  const title = charityId ? t("Edit charity") : t("Add charity");
  const list = adminPanelPaths.allCharities;

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={list}>{t("All charities")}</BackLink>
      {!charityId ? (
        <>
          <PageHeader title={title} description={t("A new charity is active at once unless you choose otherwise.")} />
          <CharityForm allowPlatformWide listPath={list} />
        </>
      ) : (
        <LoadedRecord query={charity} title={title} loadingLabel={t("Loading charity")} errorTitle={t("Could not load this charity")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={loaded.name} />
              <CharityForm key={loaded.id} charity={loaded} allowPlatformWide listPath={list} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
