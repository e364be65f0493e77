import { z } from "zod";

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password.server";
import { ROLES } from "./roles";
import { EmailSchema, requiredText, tooLongMessage } from "./text-schema";
import { MAX_USERNAME_LENGTH, normalizeUsername } from "./username";

// A staff account as it is created (the `user` command today; invitations later): one place for
// its rules and messages.

export const StaffAccountSchema = z.object({
  role: z.enum(ROLES, { errorMap: () => ({ message: `Role must be one of ${ROLES.join(", ")}` }) }),
  username: requiredText("Username", MAX_USERNAME_LENGTH)
    .transform(normalizeUsername)
    .refine(
      (username) => /^[a-z0-9._-]+$/.test(username),
      "Username may use letters, digits, dots, dashes and underscores",
    ),
  name: requiredText("Name", 120),
  email: EmailSchema.transform((email) => email.toLowerCase()),
  password: z
    .string({ required_error: "Password is required", invalid_type_error: "Password must be text" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, tooLongMessage("Password", MAX_PASSWORD_LENGTH)),
});

export type StaffAccount = z.output<typeof StaffAccountSchema>;
