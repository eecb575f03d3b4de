import { useMutation } from "@tanstack/react-query";
import type { ContactInput, FormReceiptOut, TourRequestInput } from "@contracts/operations";
import { api } from "@/lib/api-client";

/** POST /contact/ */
export const useSubmitContact = () => useMutation({ mutationFn: (input: ContactInput) => api.post<FormReceiptOut>("/contact/", input) });

/** POST /problem-reports/ (multipart: the fields and an optional screenshot). */
export const useSubmitProblem = () => useMutation({ mutationFn: (form: FormData) => api.postForm<FormReceiptOut>("/problem-reports/", form) });

/** POST /tour-requests/ */
export const useSubmitTour = () => useMutation({ mutationFn: (input: TourRequestInput) => api.post<FormReceiptOut>("/tour-requests/", input) });
