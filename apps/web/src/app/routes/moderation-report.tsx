import { useParams } from "react-router";
import { ReportedConversation } from "@/features/moderation/components/reported-conversation";

/** One report's kept conversation, read-only. */
export function Component() {
  const { id = "" } = useParams();
  return <ReportedConversation key={id} reportId={id} />;
}
