import { termsContent } from "@/i18n/content/terms";
import { DocumentPage } from "./parts/document-page";

/** docs/product-rules.md#information-pages Static pages: the terms of service. */
export function Component() {
  const m = termsContent;
  return <DocumentPage {...m} />;
}
