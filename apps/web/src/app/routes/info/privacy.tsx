import { privacyContent } from "@/i18n/content/privacy";
import { DocumentPage } from "./parts/document-page";

/** docs/product-rules.md#information-pages Static pages: the privacy policy (GDPR; not for people under 16). */
export function Component() {
  const m = privacyContent;
  return <DocumentPage {...m} />;
}
