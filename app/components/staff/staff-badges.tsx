import { ROLE_LABELS, type Role } from "~/lib/roles";

const BADGE = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function RoleBadge({ role }: { role: Role | null }) {
  return <span className={`${BADGE} bg-primary/10 text-primary`}>{role ? ROLE_LABELS[role] : "No access"}</span>;
}

export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <span className={`${BADGE} border border-success/40 text-success`}>Active</span>
  ) : (
    <span className={`${BADGE} bg-danger/10 text-danger`}>Deactivated</span>
  );
}
