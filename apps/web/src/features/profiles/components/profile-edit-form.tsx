import { DISPLAY_NAME_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import type { OwnProfilePage } from "../api/get-own-profile";
import { type ProfileChanges, useUpdateProfile } from "../api/update-profile";

const BIO_MAX_LENGTH = 500;
const CITY_MAX_LENGTH = 60;

/** docs/product-rules.md#accounts-and-profiles Profile edit mode: name, city and bio with Save and Cancel; only changed fields are sent. */
export function ProfileEditForm({ profile, onDone }: { profile: OwnProfilePage; onDone(): void }) {
  const m = useMessages();
  const t = m.profile;
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [city, setCity] = useState(profile.city ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes: ProfileChanges = {};
    if (displayName.trim() !== profile.displayName) changes.displayName = displayName;
    if (city.trim() !== (profile.city ?? "")) changes.city = city;
    if (bio.trim() !== (profile.bio ?? "")) changes.bio = bio;
    if (Object.keys(changes).length === 0) {
      toast.success(t.updated);
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t.updated);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="w-full space-y-4" aria-label={t.editTitle}>
      <Field
        label={t.displayName}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        required
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="nickname"
      />
      <Field
        label={t.city}
        hint={t.cityHint}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        maxLength={CITY_MAX_LENGTH}
        autoComplete="address-level2"
      />
      <TextareaField
        label={t.bio}
        hint={t.bioHint}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        maxLength={BIO_MAX_LENGTH}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending || displayName.trim() === ""}>
          {update.isPending ? t.saving : m.common.save}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {m.common.cancel}
        </Button>
      </div>
    </form>
  );
}
