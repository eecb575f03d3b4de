import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MoneyRaisedOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /donations/raised/: completed gifts attributed to the signed-in user ("Money I Have Raised"). */
export const getMoneyRaised = (signal?: AbortSignal) => api.get<MoneyRaisedOut>("/donations/raised/", undefined, signal);

export const moneyRaisedQuery = () => queryOptions({ queryKey: givingKeys.moneyRaised(), queryFn: ({ signal }) => getMoneyRaised(signal) });

export const useMoneyRaised = () => useQuery(moneyRaisedQuery());
