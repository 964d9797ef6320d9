import { PageHeading } from "@/components/ui/page-heading";
import { AuditLog } from "@/features/admin/components/audit-log";
import { StatCards } from "@/features/admin/components/stat-cards";
import { UserTable } from "@/features/admin/components/user-table";
import { useMessages } from "@/i18n";

/** Spec §2 Admin dashboard (admins only): figures, users and roles, and the audit log. */
export function Component() {
  const m = useMessages().pages;
  return (
    <div className="space-y-10">
      <PageHeading title={m.admin.title} />
      <StatCards />
      <UserTable />
      <AuditLog />
    </div>
  );
}
