import { MAX_CASE_PHOTOS, takesEvidence } from "@kierto/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { type CaseView, useAddCasePhotos } from "../api/case-api";
import { CasePhotoPicker } from "./case-photo-picker";
import { useCasePhotos } from "./use-case-photos";

type Side = CaseView["photos"][number]["side"];

/**
 * More evidence from either party while the case waits for the seller, the buyer or a moderator:
 * their side holds five photos in all. Opened, the form takes the focus; added or cancelled, it
 * hands it to `onClosed`.
 */
export function AddCasePhotos({
  row,
  saleId,
  side,
  onClosed,
}: {
  row: CaseView;
  saleId: string;
  side: Side;
  onClosed: () => void;
}) {
  const t = useMessages().transactions.cases.photos;
  const [adding, setAdding] = useState(false);
  const room = MAX_CASE_PHOTOS - row.photos.filter((photo) => photo.side === side).length;
  if (!takesEvidence(row.state) || room <= 0) return null;
  if (!adding) {
    return (
      <Button className="mt-3" variant="secondary" onClick={() => setAdding(true)}>
        {t.addMore}
      </Button>
    );
  }
  const close = () => {
    setAdding(false);
    onClosed();
  };
  return <AddPhotosForm saleId={saleId} caseId={row.id} room={room} onClosed={close} />;
}

function AddPhotosForm({
  saleId,
  caseId,
  room,
  onClosed,
}: {
  saleId: string;
  caseId: string;
  room: number;
  onClosed: () => void;
}) {
  const m = useMessages().transactions.cases;
  const t = m.photos;
  const photos = useCasePhotos(room);
  const add = useAddCasePhotos(saleId, caseId);
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("fieldset button")?.focus(), []);
  let problem: string | undefined;
  if (tried && photos.unsettled) problem = t.wait;
  else if (tried && photos.photoIds.length === 0) problem = t.none;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (photos.unsettled || photos.photoIds.length === 0) return;
    add.mutate(photos.photoIds, {
      onSuccess: () => {
        toast.success(t.added);
        onClosed();
      },
    });
  };
  return (
    <form ref={form} onSubmit={submit} aria-label={t.moreLabel} className="mt-3 space-y-3" noValidate>
      <CasePhotoPicker photos={photos} label={t.moreLabel} error={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {t.addToCase}
        </Button>
        <Button type="button" variant="secondary" onClick={onClosed}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
