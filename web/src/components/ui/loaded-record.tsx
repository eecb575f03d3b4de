import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { PageHeader } from "./page-header";
import { ErrorState, LoadingState } from "./query-states";

/**
 * The body of a page about one record: while it loads, or if it fails, the page keeps its heading
 * (`title`) with a spinner or the error under it; once loaded, `children` render the record.
 */
export function LoadedRecord<T>({ query, title, loadingLabel, errorTitle, children }: {
  query: UseQueryResult<T>;
  title: string;
  loadingLabel: string;
  errorTitle: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <>
        <PageHeader title={title} />
        <LoadingState label={loadingLabel} />
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeader title={title} />
        <ErrorState error={query.error} title={errorTitle} />
      </>
    );
  return children(query.data);
}
