import { type DonationCreateInput, type DonationOut } from "@contracts/giving";
import { api } from "@/lib/api-client";

/** POST /donations/: a pending pledge whose cart_item then goes into the cart. */
export const createDonation = (input: DonationCreateInput) => api.post<DonationOut>("/donations/", input);
