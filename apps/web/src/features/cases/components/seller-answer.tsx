import { CASE_DESCRIPTION_MAX_LENGTH, exactEurosToCents } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { type CaseView, useAnswerCase } from "../api/case-api";
import { CasePhotoPicker } from "./case-photo-picker";
import { useCasePhotos } from "./use-case-photos";

/** The seller's three answers: take the item back, offer part of the price back, or contest (with up to five photos). */
export function SellerAnswer({ row, priceCents }: { row: CaseView; priceCents: number }) {
  const t = useMessages().transactions.cases;
  const answer = useAnswerCase(row.saleId, row.id);
  const [mode, setMode] = useState<"none" | "partial" | "contest">("none");
  const [amount, setAmount] = useState("");
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [contestChecked, setContestChecked] = useState(false);
  const photos = useCasePhotos();
  const offer = (event: FormEvent) => {
    event.preventDefault();
    // "12,50" or "12.50": Finnish and Swedish write a decimal comma.
    const cents = exactEurosToCents(Number(amount.trim().replace(",", ".")));
    if (cents === null || cents <= 0 || cents >= priceCents) return setInvalid(true);
    answer.mutate({ action: "offer_partial", amountCents: cents });
  };
  const contest = (event: FormEvent) => {
    event.preventDefault();
    setContestChecked(true);
    if (!text.trim() || photos.unsettled) return;
    answer.mutate({ action: "contest", text: text.trim(), photoIds: photos.photoIds });
  };
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => answer.mutate({ action: "accept_return" })} disabled={answer.isPending}>
          {row.reason === "not_received" ? t.refundNotReceived : t.acceptReturn}
        </Button>
        <Button variant="secondary" onClick={() => setMode("partial")}>
          {t.offerPartial}
        </Button>
        <Button variant="secondary" onClick={() => setMode("contest")}>
          {t.contest}
        </Button>
      </div>
      {mode === "partial" && (
        <form onSubmit={offer} className="space-y-2" noValidate>
          <Field
            label={t.partialAmount}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={invalid ? t.partialInvalid : undefined}
          />
          <Button type="submit" disabled={answer.isPending}>
            {t.sendOffer}
          </Button>
        </form>
      )}
      {mode === "contest" && (
        <form onSubmit={contest} className="space-y-2" noValidate>
          <TextareaField
            label={t.contestText}
            maxLength={CASE_DESCRIPTION_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={contestChecked && !text.trim() ? t.required : undefined}
          />
          <CasePhotoPicker photos={photos} error={contestChecked && photos.unsettled ? t.photos.wait : undefined} />
          <Button type="submit" disabled={answer.isPending}>
            {t.sendContest}
          </Button>
        </form>
      )}
    </div>
  );
}
