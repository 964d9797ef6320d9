import type { AuditAction, Role } from "@kierto/shared";

/** docs/product-rules.md#roles-and-admin Admin dashboard and #errors-and-messages Admin toasts. */
export const admin = {
  statsLabel: "Marketplace figures",
  stats: {
    totalUsers: "Total users",
    totalProducts: "Products",
    totalTransactions: "Transactions",
    totalReviews: "Reviews",
    pendingReports: "Pending reports",
  },
  statsError: "We couldn't load the figures.",
  users: {
    title: "Users",
    search: "Search by name or e-mail",
    id: "ID",
    name: "Name",
    email: "E-mail",
    role: "Role",
    joined: "Joined",
    suspended: "Suspended",
    roleFor: (name: string) => `Role of ${name}`,
    empty: "No users found",
    loadError: "We couldn't load the users.",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous page",
    next: "Next page",
  },
  roles: { user: "User", moderator: "Moderator", admin: "Admin" } satisfies Record<Role, string>,
  roleUpdated: "User role updated successfully",
  confirmRole: {
    title: (name: string, role: string) => `Make ${name} ${role}?`,
    body: "Their access changes at once, on every device they are signed in on.",
    confirm: "Change role",
    pending: "Changing...",
  },
  roleFailed: "Failed to update user role",
  /** Resetting the second factor of someone who lost both the device and the backup codes (ADR 0034). */
  twoFactor: {
    column: "Two-factor",
    on: "On",
    off: "Off",
    reset: "Reset",
    resetOf: (name: string) => `Reset two-factor sign-in of ${name}`,
    dialogTitle: (name: string) => `Reset two-factor sign-in of ${name}?`,
    dialogBody:
      "Their authenticator app's codes and backup codes stop working and they are signed out on every device. They then log in with their password alone and can turn two-factor sign-in on again. Do this only for someone who lost both and whose identity you have checked.",
    reason: "Reason",
    reasonHint: "Why you reset it, such as how you checked it really is them. The audit log keeps it.",
    reasonRequired: "Write why two-factor sign-in is reset.",
    confirm: "Reset two-factor sign-in",
    pending: "Resetting...",
    done: (name: string) => `Two-factor sign-in of ${name} is reset`,
    failed: "Two-factor sign-in could not be reset",
  },
  jobs: {
    title: "Background jobs",
    loadError: "We couldn't load the background jobs.",
    queuesLabel: "Jobs in each queue",
    queue: "Queue",
    ready: "Ready",
    deferred: "Waiting",
    active: "Running",
    failed: "Failed",
    deadLettersTitle: "Failed jobs",
    noDeadLetters: "No failed jobs",
    failedAt: "Failed",
    attempts: "Attempts",
    error: "Error",
    retry: "Retry",
    retryFor: (queue: string, when: string) => `Retry the ${queue} job that failed ${when}`,
    retried: "The job is queued again",
    retryFailed: "The job could not be queued again",
  },
  audit: {
    title: "Audit log",
    empty: "No moderator or admin actions yet",
    loadError: "We couldn't load the audit log.",
    who: "Who",
    what: "What",
    onWhom: "On whom",
    when: "When",
    why: "Why",
    someone: "Deleted account",
    loadMore: "Load older entries",
    loadingMore: "Loading...",
    actions: {
      role_changed: (from: string | null, to: string | null) =>
        `Changed role${from ? ` from ${from}` : ""}${to ? ` to ${to}` : ""}`,
      report_resolved: (action: string | null): string =>
        action === "suspend_user"
          ? "Resolved a report and suspended the user"
          : action === "remove_listing"
            ? "Resolved a report and removed a listing"
            : "Resolved a report",
      report_dismissed: (): string => "Dismissed a report",
      suspension_lifted: (): string => "Lifted a suspension",
      appeal_decided: (outcome: string | null): string =>
        outcome === "overturned" ? "Overturned a decision on appeal" : "Upheld a decision on appeal",
      two_factor_reset: (): string => "Reset two-factor sign-in",
      sale_refunded: (): string => "Refunded a sale",
      case_decided: (): string => "Decided a problem case",
    } satisfies Record<AuditAction, (...args: (string | null)[]) => string>,
  },
};
