import type { RefObject } from "react";
import { cn } from "@/lib/cn";

/**
 * The hidden file chooser behind a photo picker's own 'Add photos' button, which opens it through
 * `inputRef`, and the live region that says which chosen files were left out and why.
 */
export function PhotoFileInput({
  inputRef,
  accept = "image/*",
  label,
  notices,
  onFiles,
  className,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept?: string;
  label?: string;
  notices: string[];
  onFiles(files: FileList): void;
  className?: string;
}) {
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          if (event.target.files) onFiles(event.target.files);
          // The same file chosen again after a removal still counts as a change.
          event.target.value = "";
        }}
      />
      <div role="status" aria-live="polite" className={cn("empty:hidden space-y-1", className)}>
        {notices.map((notice) => (
          <p key={notice} className="text-sm text-amber-900">
            {notice}
          </p>
        ))}
      </div>
    </>
  );
}
