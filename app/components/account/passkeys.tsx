import { useRevalidator } from "@remix-run/react";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useId, useState } from "react";

import { RowActionForm } from "~/components/row-action-form";
import { formatDateTime } from "~/lib/format";
import { useHydrated } from "~/utils/use-hydrated";

// Passkeys in the browser: signing in with one, adding one to the account, and the account's list.
// The WebAuthn ceremonies need JavaScript; without it the buttons say so.

const NEEDS_JAVASCRIPT = "Passkeys need JavaScript, which is off in this browser.";

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as { message?: string } & Record<string, unknown>;
  if (!response.ok) throw new Error(data.message ?? "Something went wrong. Please try again.");
  return data;
}

/** What a failed ceremony tells the person: a refusal's message, or that the browser's dialog was closed. */
function failureMessage(error: unknown) {
  if (error instanceof Error && error.name === "NotAllowedError") return "The passkey prompt was closed or timed out.";
  return error instanceof Error ? error.message : "That passkey could not be used. Please try again.";
}

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const hintId = useId();

  async function signIn() {
    setState({ busy: true, error: null });
    try {
      const optionsJSON = await postJson("/login/passkey", { intent: "options" });
      const response = await startAuthentication({ optionsJSON: optionsJSON as never });
      const { redirectTo: next } = await postJson("/login/passkey", { intent: "verify", response, redirectTo });
      window.location.assign(typeof next === "string" ? next : "/dashboard");
    } catch (error) {
      setState({ busy: false, error: failureMessage(error) });
    }
  }

  return (
    <div className="mt-6 border-t border-border pt-6">
      <button
        type="button"
        className="btn-outline w-full py-3"
        onClick={signIn}
        disabled={!hydrated || state.busy}
        aria-describedby={hydrated ? undefined : hintId}
      >
        {state.busy ? "Waiting for your passkey..." : "Use a passkey"}
      </button>
      {hydrated ? null : (
        <p id={hintId} className="mt-2 text-center text-sm text-muted-foreground">
          {NEEDS_JAVASCRIPT}
        </p>
      )}
      {state.error ? (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

function AddPasskey() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [state, setState] = useState<{ busy: boolean; error: string | null; added: string | null }>({
    busy: false,
    error: null,
    added: null,
  });

  async function add() {
    setState({ busy: true, error: null, added: null });
    try {
      const optionsJSON = await postJson("/admin/passkeys", { intent: "options" });
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      await postJson("/admin/passkeys", { intent: "register", name, response });
      setState({ busy: false, error: null, added: name || "Passkey" });
      setName("");
      revalidator.revalidate();
    } catch (error) {
      setState({ busy: false, error: failureMessage(error), added: null });
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="passkey-name" className="label">
          Passkey name
        </label>
        <input
          id="passkey-name"
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          placeholder="Work laptop"
          disabled={!hydrated}
        />
      </div>
      <button type="button" className="btn-outline" onClick={add} disabled={!hydrated || state.busy}>
        {state.busy ? "Waiting for your passkey..." : "Add a passkey"}
      </button>
      {hydrated ? null : <p className="w-full text-sm text-muted-foreground">{NEEDS_JAVASCRIPT}</p>}
      <p role="status" className="w-full text-sm">
        {state.added ? `Passkey “${state.added}” added.` : null}
      </p>
      {state.error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

export function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  return (
    <div className="mt-8">
      <h3 className="font-semibold">Passkeys</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Sign in with your fingerprint, face or device PIN instead of a password and code.
      </p>
      {passkeys.length > 0 ? (
        <ul className="mt-3 divide-y divide-border" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{passkey.name}</span> · added {formatDateTime(passkey.createdAt)} ·{" "}
                {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}
              </span>
              <RowActionForm
                name="passkey"
                id={passkey.id}
                intent="passkey-remove"
                label={`Remove the passkey ${passkey.name}`}
              >
                Remove
              </RowActionForm>
            </li>
          ))}
        </ul>
      ) : null}
      <AddPasskey />
    </div>
  );
}
