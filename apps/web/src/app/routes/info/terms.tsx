import { useContent } from "@/i18n";
import { termsContent } from "@/i18n/content/terms";
import { DocumentPage } from "./parts/document-page";

/** docs/product-rules.md#information-pages Static pages: the terms of service. */
export function Component() {
  const m = useContent(termsContent);
  return <DocumentPage {...m} />;
}
