import { beforeAll, describe, expect, it } from "vitest";

// The allowed origins are read once at start-up, so they are set before the server is loaded.
process.env.API_CORS_ORIGINS = "https://app.example.com, https://partner.example.org/";
const { call, startHttpServer } = await import("./harness");

describe("CORS with API_CORS_ORIGINS", () => {
  beforeAll(async () => {
    await call("GET", "/healthz");
  });

  it("answers a listed origin's preflight", async () => {
    const reply = await call("OPTIONS", "/api/jobs/3", {
      headers: {
        Origin: "https://partner.example.org",
        "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-origin")).toBe("https://partner.example.org");
    expect(reply.headers.get("access-control-allow-methods")).toBe("GET, PUT, DELETE, HEAD, OPTIONS");
    expect(reply.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type");
    expect(reply.headers.get("vary")).toContain("Origin");
  });

  it("labels a listed origin's answers and leaves others without CORS headers", async () => {
    const allowed = await call("GET", "/api/jobs", { headers: { Origin: "https://app.example.com" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    const other = await call("GET", "/api/jobs", { headers: { Origin: "https://evil.example" } });
    expect(other.status).toBe(200);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("never hands one origin's answer, kept by the page cache, to another origin or to a page", async () => {
    const server = await startHttpServer({
      apiCorsOrigins: ["https://app.example.com", "https://partner.example.org"],
    });
    try {
      const from = async (origin?: string) => {
        const reply = await fetch(`${server.origin}/api/jobs`, { headers: origin ? { Origin: origin } : {} });
        await reply.arrayBuffer();
        return reply.headers.get("access-control-allow-origin");
      };
      // Asked twice, the answer is kept; then each caller must still get its own.
      expect(await from("https://app.example.com")).toBe("https://app.example.com");
      expect(await from("https://app.example.com")).toBe("https://app.example.com");
      expect(await from("https://partner.example.org")).toBe("https://partner.example.org");
      expect(await from("https://partner.example.org")).toBe("https://partner.example.org");
      expect(await from()).toBeNull();
      expect(await from("https://evil.example")).toBeNull();
    } finally {
      await server.close();
    }
  });
});
