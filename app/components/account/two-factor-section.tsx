import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { TextField } from "~/components/form-field";

import { PasskeyList } from "./passkeys";

// The two-factor part of the account page: set up an authenticator app (QR code and key), the
// recovery codes shown once, new codes, turning it off, and the account's passkeys.

export type TwoFactorData = {
  authenticator: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  passkeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
  setUp: { secret: string; qrSvg: string } | null;
};

export type TwoFactorReplyData = { recoveryCodes?: string[]; error?: string; field?: "code" | "proof" } | null;

function Card({ children }: { children: ReactNode }) {
  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-heading"
      className="scroll-mt-24 rounded-2xl border border-border bg-background p-6 sm:p-8"
    >
      <h2 id="two-factor-heading" className="text-xl font-semibold">
        Two-factor sign-in
      </h2>
      {children}
    </section>
  );
}

/** The codes shown once, with a download as a text file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const file = `Recovery codes for your back-office account. Each works once.\n\n${codes.join("\n")}\n`;
  return (
    <div role="status" className="mt-5 rounded-xl border border-success/40 bg-muted p-5">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Keep them somewhere safe: each one signs you in once if you lose your authenticator app. They are shown only
        now.
      </p>
      <ul className="mt-4 grid w-fit grid-cols-2 gap-x-10 gap-y-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <a
        className="btn-outline mt-4 inline-flex"
        download="recovery-codes.txt"
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
      >
        Download as a text file
      </a>
    </div>
  );
}

function AuthenticatorSetUp({ setUp, error }: { setUp: NonNullable<TwoFactorData["setUp"]>; error?: string }) {
  const pending = useNavigation().formData?.get("intent") === "totp-confirm";
  return (
    <div className="mt-5">
      <h3 className="font-semibold">Set up an authenticator app</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
        1Password), then enter the 6-digit code it shows.
      </p>
      <div
        role="img"
        aria-label="QR code to scan with your authenticator app"
        className="mt-4 w-44 rounded-lg bg-white p-1"
        dangerouslySetInnerHTML={{ __html: setUp.qrSvg }}
      />
      <p className="mt-3 text-sm">
        Cannot scan it? Enter this key instead:{" "}
        <code className="font-mono [overflow-wrap:anywhere]">{setUp.secret}</code>
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="totp-confirm" />
        <TextField
          label="Code from the app"
          name="code"
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Checking..." : "Turn on two-factor sign-in"}
        </button>
      </Form>
    </div>
  );
}

function AuthenticatorOn({ left, error }: { left: number; error?: string }) {
  return (
    <div className="mt-5 space-y-6">
      <p className="text-sm">
        <span className="font-semibold">Authenticator app: on.</span> Recovery codes left: {left} of 10.
      </p>
      <Form method="post">
        <p className="text-sm text-muted-foreground">New codes replace the old ones, used or not.</p>
        <button type="submit" name="intent" value="recovery-codes" className="btn-outline mt-2">
          Make new recovery codes
        </button>
      </Form>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="two-factor-off" />
        <TextField
          label="Password or current code"
          name="proof"
          type="password"
          error={error}
          autoComplete="current-password"
          hint="Turning it off removes your authenticator app, recovery codes and passkeys."
          required
        />
        <button type="submit" className="btn-outline">
          Turn off two-factor sign-in
        </button>
      </Form>
    </div>
  );
}

export function TwoFactorSection({ data, reply }: { data: TwoFactorData; reply: TwoFactorReplyData }) {
  const secured = data.authenticator || data.passkeys.length > 0;
  return (
    <Card>
      <p className="mt-1 text-sm text-muted-foreground">
        A code from your phone, or a passkey, besides your password: a stolen password alone cannot open your account.
      </p>
      {data.required && !secured ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/40 px-4 py-3 text-sm font-medium">
          Two-factor sign-in is required for your account: set it up before you continue.
        </p>
      ) : null}
      {reply?.recoveryCodes ? <RecoveryCodes codes={reply.recoveryCodes} /> : null}
      {data.setUp ? (
        <AuthenticatorSetUp setUp={data.setUp} error={reply?.field === "code" ? reply.error : undefined} />
      ) : (
        <AuthenticatorOn left={data.recoveryCodesLeft} error={reply?.field === "proof" ? reply.error : undefined} />
      )}
      <PasskeyList passkeys={data.passkeys} />
    </Card>
  );
}
