// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { showToast, Toaster } from "./toaster";

afterEach(cleanup);

describe("Toaster", () => {
  it("renders nothing until a toast is shown, then shows it", async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe("");

    await act(async () => showToast((toast) => toast.success("Job created successfully", { id: "first" })));
    expect(await screen.findByText("Job created successfully")).toBeTruthy();
    // The toast region is sonner's, at the top right as the decisions say.
    expect(container.querySelector("[data-sonner-toaster]")?.getAttribute("data-y-position")).toBe("top");
  });

  it("replaces a pending toast by the outcome under the same id", async () => {
    render(<Toaster />);
    await act(async () => showToast((toast) => toast.loading("Deleting...", { id: "delete-1" })));
    expect(await screen.findByText("Deleting...")).toBeTruthy();
    await act(async () => showToast((toast) => toast.success("Job deleted successfully", { id: "delete-1" })));
    expect(await screen.findByText("Job deleted successfully")).toBeTruthy();
    expect(screen.queryByText("Deleting...")).toBeNull();
  });
});
