// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { ConfirmDialog, Modal } from "./dialog";

afterEach(cleanup);

/** A list row's opener, as the back-office renders one per record. */
function Row() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Job details">
        <p>Inside</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is not in the page until it is first opened: a list renders one per row", () => {
    const html = renderToString(
      <>
        <Row />
        <ConfirmDialog
          open={false}
          title="Delete?"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </>,
    );
    expect(html).toContain("View");
    expect(html).not.toContain("<dialog");
  });

  it("opens on demand and stays in the page once closed, so the browser can hand the focus back", () => {
    const { container } = render(<Row />);
    expect(container.querySelector("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "View" }));
    expect(screen.getByRole("heading", { name: "Job details" })).toBeTruthy();
    expect(container.querySelector("dialog")?.open).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(container.querySelector("dialog")?.open).toBe(false);
  });
});
