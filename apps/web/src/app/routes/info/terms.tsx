import { useMessages } from "@/i18n";
import { DocumentPage } from "./parts/document-page";

/** Spec §2 Static pages: the terms of service. */
export function Component() {
  const m = useMessages().info.terms;
  return <DocumentPage {...m} />;
}
