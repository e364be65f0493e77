// A stand-in for the old browser client of spec §4/§6: it keeps the token, refresh token and user
// in (local) storage, sends the token as a Bearer header, answers a 401 with ONE refresh and a
// retry, and when the refresh fails clears every token and goes to /login?expired=true.
import type { ApiReply } from "./harness";

type Send = (method: string, path: string, options: { token?: string; json?: unknown }) => Promise<ApiReply>;

export class LegacyApiClient {
  readonly storage = new Map<string, string>();
  /** Where the client navigated, as the old app would (null while it stays put). */
  location: string | null = null;

  constructor(private readonly send: Send) {}

  async login(username: string, password: string) {
    const reply = await this.send("POST", "/api/login", { json: { username, password } });
    if (reply.status !== 200) throw new Error(reply.body?.message ?? "Login failed. Please check your credentials.");
    this.storage.set("token", reply.body.token);
    this.storage.set("refreshToken", reply.body.refreshToken);
    this.storage.set("user", JSON.stringify(reply.body.user));
    return reply.body.user;
  }

  async request(method: string, path: string, json?: unknown) {
    const reply = await this.send(method, path, { token: this.storage.get("token"), json });
    if (reply.status !== 401) return reply;

    const refreshToken = this.storage.get("refreshToken");
    const refreshed = refreshToken ? await this.send("POST", "/api/refresh-token", { json: { refreshToken } }) : null;
    if (refreshed?.status !== 200) {
      this.signOut("/login?expired=true");
      return reply;
    }
    this.storage.set("token", refreshed.body.token);
    this.storage.set("refreshToken", refreshed.body.refreshToken);

    const retried = await this.send(method, path, { token: this.storage.get("token"), json });
    if (retried.status === 401) this.signOut("/login");
    return retried;
  }

  private signOut(to: string) {
    this.storage.clear();
    this.location = to;
  }
}
