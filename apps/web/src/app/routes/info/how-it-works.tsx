import { PageHeading } from "@/components/ui/page-heading";
import { useMessages } from "@/i18n";

export function Component() {
  const m = useMessages().pages;
  return <PageHeading title={m.howItWorks.title} />;
}
