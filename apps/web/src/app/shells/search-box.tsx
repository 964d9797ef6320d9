import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { focusResultsState } from "@/features/listings/browse/use-results-into-view";
import { useMessages } from "@/i18n";

/**
 * The header search: it opens the feed (Home, or Explore for a signed-in person) filtered by the
 * words typed, with the results in view and focused (useResultsIntoView).
 */
export function SearchBox({ to = paths.home.href }: { to?: string }) {
  const m = useMessages().shell;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("search")?.toString().trim() ?? "";
    navigate(value ? `${to}?search=${encodeURIComponent(value)}` : to, { state: focusResultsState });
  };
  return (
    <search className="relative block w-full max-w-md">
      <form onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          {m.searchLabel}
        </label>
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={params.get("search") ?? ""}
          placeholder={m.searchPlaceholder}
          className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-10 pl-4 text-sm placeholder:text-stone-500"
        />
        <button type="submit" className="absolute top-1 right-1 rounded-full p-2 text-stone-600 hover:text-brand-800">
          <Search aria-hidden className="size-4" />
          <span className="sr-only">{m.search}</span>
        </button>
      </form>
    </search>
  );
}
