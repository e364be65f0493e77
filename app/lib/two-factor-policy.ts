import type { Role } from "./roles";

/** Who must sign in with a second factor, as the staff page offers it. */
export const TWO_FACTOR_POLICIES = {
  off: "Optional for everyone",
  admins: "Required for Admins",
  everyone: "Required for all staff",
} as const;
export type TwoFactorPolicy = keyof typeof TWO_FACTOR_POLICIES;

export function isTwoFactorPolicy(value: unknown): value is TwoFactorPolicy {
  return typeof value === "string" && Object.hasOwn(TWO_FACTOR_POLICIES, value);
}

/** Whether `policy` requires a second factor of someone with `role`. */
export function policyRequires(policy: TwoFactorPolicy, role: Role | null) {
  return role !== null && (policy === "everyone" || (policy === "admins" && role === "admin"));
}
