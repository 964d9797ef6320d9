import { useMessages } from "@/i18n";
import { DocumentPage } from "./parts/document-page";

/** Spec §2 Static pages: the privacy policy (GDPR; not for people under 16). */
export function Component() {
  const m = useMessages().info.privacy;
  return <DocumentPage {...m} />;
}
