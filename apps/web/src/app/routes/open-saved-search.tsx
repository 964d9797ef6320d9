import { useParams } from "react-router";
import { OpenSavedSearch } from "@/features/saved-searches/components/open-saved-search";

/** /app/saved-searches/:id, where a saved search's row, bell notification and mail lead. */
export function Component() {
  const { id = "" } = useParams();
  return <OpenSavedSearch key={id} id={id} />;
}
