// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RichTextField } from "./rich-text-field";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const props = {
  name: "content",
  label: "Content (HTML)",
  editorLabel: "Content",
  hint: "Tags that are kept.",
  error: "Content is too long",
  defaultValue: "<p>Saved <strong>text</strong></p>",
};

describe("RichTextField", () => {
  it("is the labelled textarea on the server, with its hint and message, and no editor", () => {
    document.body.innerHTML = renderToString(<RichTextField {...props} />);
    const textarea = screen.getByLabelText("Content (HTML)");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("name")).toBe("content");
    expect(textarea.hasAttribute("hidden")).toBe(false);
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(textarea.getAttribute("aria-describedby")).toBe(`${textarea.id}-hint ${textarea.id}-error`);
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("covers the textarea with the editor once loaded: labelled, described, invalid, and its changes reach onChange", async () => {
    const onChange = vi.fn();
    render(<RichTextField {...props} onChange={onChange} />);
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    const textarea = document.querySelector("textarea")!;
    expect(textarea.hasAttribute("hidden")).toBe(true);
    const editable = screen.getByRole("textbox", { name: "Content" });
    expect(editable.getAttribute("aria-multiline")).toBe("true");
    expect(editable.getAttribute("aria-invalid")).toBe("true");
    expect(editable.getAttribute("aria-describedby")).toBe(textarea.getAttribute("aria-describedby"));
    expect(editable.querySelector("strong")?.textContent).toBe("text");
    // Opening the post changes nothing.
    expect(onChange).not.toHaveBeenCalled();
    expect(textarea.value).toBe(props.defaultValue);

    toolbar.querySelector<HTMLButtonElement>('[aria-label="Heading 2"]')!.click();
    await expect.poll(() => onChange).toHaveBeenCalledWith("<h2>Saved <strong>text</strong></h2>");
    expect(textarea.value).toBe("<h2>Saved <strong>text</strong></h2>");
  });

  it("opens a post with HTML the editor would drop as HTML source, saying why", async () => {
    render(<RichTextField {...props} defaultValue="<table><tr><td>1</td></tr></table>" />);
    const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
    expect(toolbar.querySelector('[aria-label="HTML source"]')?.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByLabelText("Content (HTML)").hasAttribute("hidden")).toBe(false);
    expect(screen.getByText(/uses HTML the editor cannot show \(<table>, <tr>, <td>\)/)).toBeTruthy();
  });
});
