import { useMessages } from "@/i18n";

/** Lets keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const m = useMessages();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
    >
      {m.shell.skipToContent}
    </a>
  );
}
