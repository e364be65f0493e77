import { z } from "zod";

import { newPasswordSchema, refineUsernameNotInPassword } from "./password-rules.server";
import { ROLES } from "./roles";
import { EmailSchema, requiredText } from "./text-schema";
import { MAX_USERNAME_LENGTH, normalizeUsername } from "./username";

// A staff account's fields as the forms and the `user` command send them: one place for their
// rules and messages (invitation, accepting it, the account page, a password reset, the command).
// Here, not in the routes: a route module that imports zod sends it to the browser.

export const RoleSchema = z.enum(ROLES, {
  errorMap: () => ({ message: `Role must be one of ${ROLES.join(", ")}` }),
});

export const UsernameSchema = requiredText("Username", MAX_USERNAME_LENGTH)
  .transform(normalizeUsername)
  .refine(
    (username) => /^[a-z0-9._-]+$/.test(username),
    "Username may use letters, digits, dots, dashes and underscores",
  );

export const StaffNameSchema = requiredText("Name", 120);

/** Stored lower-cased: one address, one account. */
export const StaffEmailSchema = EmailSchema.transform((email) => email.toLowerCase());

export const StaffAccountSchema = z
  .object({
    role: RoleSchema,
    username: UsernameSchema,
    name: StaffNameSchema,
    email: StaffEmailSchema,
    password: newPasswordSchema(),
  })
  .superRefine(refineUsernameNotInPassword("password"));

export type StaffAccount = z.output<typeof StaffAccountSchema>;

/** An Admin invites someone: their address, name and role. */
export const InvitationSchema = z.object({ email: StaffEmailSchema, name: StaffNameSchema, role: RoleSchema });

/** The invited person picks a username and a password (and may correct their name). */
export const AcceptInvitationSchema = z
  .object({ name: StaffNameSchema, username: UsernameSchema, password: newPasswordSchema() })
  .superRefine(refineUsernameNotInPassword("password"));

/** The account page's profile form. */
export const ProfileSchema = z.object({ name: StaffNameSchema, email: StaffEmailSchema });

/** The account page's password change: the current password, and a new one not built on the username. */
export const PasswordChangeSchema = z
  .object({
    username: z.string(),
    currentPassword: z
      .string({ required_error: "Current password is required" })
      .min(1, "Current password is required"),
    newPassword: newPasswordSchema("New password"),
  })
  .superRefine(refineUsernameNotInPassword("newPassword"));

/** Asking for a reset link: the account's address. */
export const ForgotPasswordSchema = z.object({ email: StaffEmailSchema });

/** A reset link's form: a new password for the account the link is for, not built on its username. */
export function passwordResetSchema(username: string) {
  return z
    .object({ username: z.literal(username), password: newPasswordSchema("New password") })
    .superRefine(refineUsernameNotInPassword("password"));
}

/** The reset form's constraints, the same for every account. */
export const NewPasswordSchema = z.object({ password: newPasswordSchema() });
