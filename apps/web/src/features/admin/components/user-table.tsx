import { ROLES, type Role } from "@kierto/shared";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { toast } from "@/lib/toast";
import { type AdminUser, useAdminUsers, useChangeRole } from "../api/admin-api";
import { useDebouncedValue } from "../use-debounced-value";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog";

/**
 * docs/product-rules.md#roles-and-admin Admin: the user list (id, name, role, joined) with search, paging and a role dropdown;
 * whether each has two-factor sign-in on, with a reset for someone who lost their device (ADR 0034).
 */
export function UserTable() {
  const t = useMessages().admin;
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <section aria-labelledby="admin-users" className="space-y-4">
      <h2 id="admin-users" className="text-xl font-semibold">
        {t.users.title}
      </h2>
      <Field
        label={t.users.search}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      {users.isError ? (
        <p className="text-red-700">{t.users.loadError}</p>
      ) : users.data && users.data.items.length === 0 ? (
        <p className="text-stone-600">{t.users.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.users.name}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.users.email}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.users.id}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.users.joined}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.users.role}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t.twoFactor.column}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {users.data?.items.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data && pages > 1 && (
        <nav aria-label={t.users.title} className="flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.users.previous}
          </Button>
          <span className="text-sm text-stone-700">{t.users.page(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.users.next}
          </Button>
        </nav>
      )}
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const m = useMessages();
  const t = m.admin;
  const change = useChangeRole();
  // A role changes what a person may do at once, so the choice is confirmed before it is sent.
  const [chosen, setChosen] = useState<Role | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const name = personName(user.displayName);
  const confirm = () => {
    if (!chosen) return;
    change.mutate(
      { id: user.id, role: chosen },
      {
        onSuccess: () => {
          toast.success(t.roleUpdated);
          setChosen(null);
        },
      },
    );
  };
  return (
    <tr>
      <td className="px-4 py-2 font-medium text-stone-900">
        {name}
        {user.suspended && <span className="ml-2 text-xs font-semibold text-red-700">{t.users.suspended}</span>}
      </td>
      <td className="px-4 py-2 text-stone-700">{user.email}</td>
      <td className="px-4 py-2 font-mono text-xs text-stone-600">{user.id.slice(0, 8)}</td>
      <td className="px-4 py-2 text-stone-700">{formatDate(user.createdAt)}</td>
      <td className="px-4 py-2">
        <select
          ref={select}
          aria-label={t.users.roleFor(name)}
          className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
          value={chosen ?? user.role}
          disabled={change.isPending}
          onChange={(event) => {
            const role = event.target.value as Role;
            if (role !== user.role) setChosen(role);
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </select>
        <ConfirmDialog
          open={chosen !== null}
          onOpenChange={(open) => !open && setChosen(null)}
          title={t.confirmRole.title(name, chosen ? t.roles[chosen] : "")}
          body={t.confirmRole.body}
          confirmLabel={t.confirmRole.confirm}
          pendingLabel={t.confirmRole.pending}
          cancelLabel={m.common.cancel}
          pending={change.isPending}
          onConfirm={confirm}
          confirmVariant="primary"
          returnFocus={() => select.current?.focus()}
        />
      </td>
      <TwoFactorCell user={user} />
    </tr>
  );
}

/** On or off, and for one who has it on, the reset and its confirmation. */
function TwoFactorCell({ user }: { user: AdminUser }) {
  const t = useMessages().admin.twoFactor;
  const [resetting, setResetting] = useState(false);
  const cell = useRef<HTMLTableCellElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = personName(user.displayName);
  return (
    <td ref={cell} tabIndex={-1} className="px-4 py-2 whitespace-nowrap text-stone-700">
      <span className="inline-flex items-center gap-3">
        {user.twoFactorEnabled ? t.on : t.off}
        {user.twoFactorEnabled && (
          <Button
            ref={button}
            variant="secondary"
            size="sm"
            aria-label={t.resetOf(name)}
            onClick={() => setResetting(true)}
          >
            {t.reset}
          </Button>
        )}
      </span>
      {resetting && (
        <ResetTwoFactorDialog
          userId={user.id}
          name={name}
          onOpenChange={(open) => !open && setResetting(false)}
          returnFocus={() => (button.current ?? cell.current)?.focus()}
        />
      )}
    </td>
  );
}
