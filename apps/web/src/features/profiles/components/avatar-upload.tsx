import { Camera } from "lucide-react";
import { useId, useRef } from "react";
import { Avatar } from "@/components/ui/avatar";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useUploadAvatar } from "../api/upload-avatar";

/**
 * My avatar with a 'Change photo' button that opens the file picker for images only (docs/product-rules.md#accounts-and-profiles);
 * the server checks the file's bytes, so the picker's filter is a convenience, not a rule.
 */
export function AvatarUpload({ name, url }: { name: string; url: string | null }) {
  const m = useMessages().profile;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadAvatar();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(m.avatarUpdated),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar name={name} url={url} size="lg" />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
      >
        <Camera aria-hidden className="size-4" />
        {upload.isPending ? m.avatarUploading : m.avatarChange}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
