import type { CaseAnswerInput, CaseAppealInput, OpenCaseInput } from "@kierto/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** A problem case as its buyer, its seller or staff sees it (GET /api/cases/{id}, and a sale's GET /api/sales/{id}/case). */
export type CaseView = InferResponseType<(typeof api.cases)[":id"]["$get"], 200>;

const caseKey = (saleId: string) => ["cases", "sale", saleId] as const;

/** The sale's case, or null when nobody reported a problem with it. */
export const saleCaseQuery = (saleId: string) =>
  queryOptions({
    queryKey: caseKey(saleId),
    queryFn: (): Promise<CaseView | null> => unwrap(api.sales[":id"].case.$get({ param: { id: saleId } })),
  });

/** Every step reads the case and the sale again (the sale's state and money move with it). */
function useCaseMutation<Input>(saleId: string, call: (input: Input) => Promise<CaseView>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.transactions.cases.error },
    mutationFn: call,
    onSuccess: (row) => queryClient.setQueryData(caseKey(saleId), row),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useOpenCase(saleId: string) {
  return useCaseMutation(saleId, (json: OpenCaseInput) =>
    unwrap(api.sales[":id"].case.$post({ param: { id: saleId }, json })),
  );
}

export function useAnswerCase(saleId: string, caseId: string) {
  return useCaseMutation(saleId, (json: CaseAnswerInput) =>
    unwrap(api.cases[":id"].answer.$post({ param: { id: caseId }, json })),
  );
}

export function useAnswerPartialRefund(saleId: string, caseId: string) {
  return useCaseMutation(saleId, (accept: boolean) =>
    unwrap(api.cases[":id"]["partial-refund"].$post({ param: { id: caseId }, json: { accept } })),
  );
}

export function useConfirmReturnReceived(saleId: string, caseId: string) {
  return useCaseMutation(saleId, () =>
    unwrap(api.cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} })),
  );
}

export function useAddCasePhotos(saleId: string, caseId: string) {
  return useCaseMutation(saleId, (photoIds: string[]) =>
    unwrap(api.cases[":id"].photos.$post({ param: { id: caseId }, json: { photoIds } })),
  );
}

export function useAppealCase(saleId: string, caseId: string) {
  return useCaseMutation(saleId, (json: CaseAppealInput) =>
    unwrap(api.cases[":id"].appeal.$post({ param: { id: caseId }, json })),
  );
}
