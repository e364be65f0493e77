// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { formEntries, testDocument, testValue } from "~/lib/content-fields.testing";
import { insertIntent, reorderIntent } from "~/lib/content-form";
import type { FormReply } from "~/lib/form-reply";
import { answerDocumentForm } from "~/utils/content-form.server";

import { ValidatedForm } from "../form-field";
import { DocumentFields } from "./document-fields";
import { useDocumentForm } from "./use-document-form";

// The generated editor of the test document under a stub route whose action answers as the real
// one does (answerDocumentForm: conform's parse with the list intents applied, the schema's messages).

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});
function renderEditor(saved: unknown) {
  function Editor() {
    const form = useDocumentForm(useActionData<FormReply>(), { saved });
    return (
      <ValidatedForm method="post" aria-label="Test page" errors={form.errors} onChange={form.onChange}>
        <DocumentFields definition={testDocument} form={form} />
        <button type="submit">Save page</button>
      </ValidatedForm>
    );
  }
  const Stub = createRemixStub([
    {
      path: "/edit",
      Component: Editor,
      action: async ({ request }) => {
        const form = answerDocumentForm(await request.formData(), testDocument);
        if (form.kind === "valid") return json(form.submission.reply({ resetForm: true }));
        return json(form.reply, { status: form.status });
      },
    },
  ]);
  render(<Stub initialEntries={["/edit"]} future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }} />);
}

const fieldset = (name: string) => screen.getByRole("group", { name });
const named = <E extends Element = HTMLInputElement>(name: string) =>
  document.querySelector<E & Element>(`[name="${name}"]`)!;

/** The control is described by an element that says `message`, and marked invalid. */
function expectMessage(control: Element, message: string) {
  expect(control.getAttribute("aria-invalid")).toBe("true");
  const descriptions = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(descriptions).toContain(message);
}

function teamNames() {
  return [...document.querySelectorAll<HTMLInputElement>('input[name^="team["][name$="].name"]')].map((input) => [
    input.name,
    input.value,
  ]);
}

describe("DocumentFields", () => {
  it("draws every kind of field with its name, saved value, limits, help and buttons", async () => {
    renderEditor(testValue());
    const hero = await screen.findByRole("group", { name: "Hero" });
    const title = within(hero).getByLabelText<HTMLInputElement>("Title");
    expect(title).toMatchObject({ name: "hero.title", value: "Hello", maxLength: 20, required: true });
    expectDescribedBy(title, "A few words.");
    expectDescribedBy(hero, "The top of the page.");
    const lead = within(hero).getByLabelText<HTMLTextAreaElement>("Lead");
    expect([lead.tagName, lead.getAttribute("rows"), lead.required, lead.maxLength]).toEqual([
      "TEXTAREA",
      "3",
      false,
      200,
    ]);

    expect(named<HTMLTextAreaElement>("body")).toMatchObject({ tagName: "TEXTAREA", value: "<p>Body</p>" });
    const link = screen.getByLabelText<HTMLInputElement>("Button link");
    expect(link).toMatchObject({ name: "cta", type: "text", value: "/about", inputMode: "url" });
    expect(screen.getByLabelText("Email")).toMatchObject({ type: "email", value: "hello@example.com" });
    expect(screen.getByLabelText("Phone")).toMatchObject({ type: "tel", value: "+91 80 4719 2500", required: false });
    expect(screen.getByLabelText("Tone")).toMatchObject({ tagName: "SELECT", name: "tone", value: "calm" });

    // An optional picture: its preview, its hidden address, a file input, its alt text, and "Remove image".
    const photo = within(hero).getByRole("group", { name: "Photo" });
    expect(within(photo).getByRole("img").getAttribute("src")).toBe("/images/hero.png");
    expect(named("hero.photo.src")).toMatchObject({ type: "hidden", value: "/images/hero.png" });
    expect(within(photo).getByLabelText("Replace the image")).toMatchObject({ type: "file", name: "hero.photo.file" });
    expect(within(photo).getByLabelText("Alt text")).toMatchObject({ name: "hero.photo.alt", value: "The office" });
    expect(within(photo).getByRole("button", { name: "Remove image (Photo)" })).toBeTruthy();

    // A full group: its items with their buttons, no "Add"; a required picture has no "Remove image".
    const team = fieldset("Team");
    const second = within(team).getByRole("group", { name: "Team member 2" });
    expect(within(second).getByLabelText<HTMLInputElement>("Name")).toMatchObject({
      name: "team[1].name",
      value: "Bilal",
    });
    expect(within(second).queryByRole("button", { name: /Remove image/ })).toBeNull();
    expect(
      within(second)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Move up Team member 2", "Move down Team member 2", "Remove Team member 2"]);
    expect(
      within(within(team).getByRole("group", { name: "Team member 1" })).queryByRole("button", { name: /Move up/ }),
    ).toBeNull();
    expect(within(team).queryByRole("button", { name: /^Add/ })).toBeNull();
    expect(within(team).getByText("At most 3 items: remove one to add another.")).toBeTruthy();

    const points = fieldset("Points");
    expect(
      within(points)
        .getAllByLabelText("Point")
        .map((input) => (input as HTMLInputElement).name),
    ).toEqual(["points[0]", "points[1]"]);
    expect(within(points).getByRole("button", { name: "Add Point" })).toBeTruthy();

    const sections = fieldset("Sections");
    expect(within(sections).getByRole("group", { name: "FAQ (section 2)" })).toBeTruthy();
    expect(named("sections[1].type")).toMatchObject({ type: "hidden", value: "faq" });
    expect(named("sections[1].items[0].question")).toMatchObject({ value: "Why?" });
    expect(within(sections).getByRole("button", { name: "Add Text" })).toBeTruthy();
    expect(within(sections).getByRole("button", { name: "Add FAQ" })).toBeTruthy();

    // Enter in a field presses the form's first submit button: a plain save, not an item's button.
    const firstSubmit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(firstSubmit.name).toBe("");
  });

  it("shows the schema's messages by their fields after a save, keeping what was typed", async () => {
    renderEditor(testValue());
    fireEvent.change(await screen.findByLabelText("Title"), { target: { value: "x".repeat(21) } });
    fireEvent.change(named("team[0].name"), { target: { value: "" } });
    fireEvent.change(named("points[1]"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save page" }));

    await waitFor(() => expectMessage(screen.getByLabelText("Title"), "Title must be at most 20 characters"));
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("x".repeat(21));
    expectMessage(named("team[0].name"), "Name is required");
    expectMessage(named("points[1]"), "Point is required");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title")));
  });

  it("adds, removes and moves items without saving, the focus on the control that follows", async () => {
    const saved = testValue();
    saved.team.pop();
    renderEditor(saved);
    const team = await screen.findByRole("group", { name: "Team" });
    fireEvent.click(within(team).getByRole("button", { name: "Add Team member" }));

    await waitFor(() => expect(teamNames()).toHaveLength(3));
    expect(document.activeElement).toBe(named("team[2].name"));
    expect(screen.getByRole("status").textContent).toBe("Team member added: 3 of 3.");
    // A new item is blank, not wrong: no messages until a save.
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(within(fieldset("Team")).queryByRole("button", { name: "Add Team member" })).toBeNull();

    fireEvent.change(named("team[2].name"), { target: { value: "Dara" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove Team member 2" }));
    await waitFor(() =>
      expect(teamNames()).toEqual([
        ["team[0].name", "Asha"],
        ["team[1].name", "Dara"],
      ]),
    );
    expect(document.activeElement).toBe(named("team[1].name"));
    expect(screen.getByRole("status").textContent).toBe("Team member 2 removed: 2 left.");

    fireEvent.click(screen.getByRole("button", { name: "Move up Team member 2" }));
    await waitFor(() =>
      expect(teamNames()).toEqual([
        ["team[0].name", "Dara"],
        ["team[1].name", "Asha"],
      ]),
    );
    // At the top there is no "Move up": its "Move down" holds the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move down Team member 1" }));

    fireEvent.click(screen.getByRole("button", { name: "Move down Team member 1" }));
    await waitFor(() => expect(teamNames().map(([, value]) => value)).toEqual(["Asha", "Dara"]));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up Team member 2" }));
  });

  it("adds a section of each type, and empties a list down to its Add button", async () => {
    renderEditor(testValue());
    await screen.findByLabelText("Title");
    fireEvent.click(screen.getByRole("button", { name: "Add FAQ" }));
    await screen.findByText("FAQ added: 3 of 3.");
    const added = screen.getByRole("group", { name: "FAQ (section 3)" });
    expect(named("sections[2].type")).toMatchObject({ value: "faq" });
    // Its first control: the "Add" of its (empty) questions.
    expect(document.activeElement).toBe(within(added).getByRole("button", { name: "Add Question" }));

    fireEvent.click(screen.getByRole("button", { name: "Remove Point 2" }));
    await waitFor(() => expect(within(fieldset("Points")).getAllByLabelText("Point")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Remove Point 1" }));
    await waitFor(() => expect(within(fieldset("Points")).queryByLabelText("Point")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Point" }));
  });

  it("without JavaScript, the server's page after a button has the change and autofocus where focus belongs", () => {
    function Page({ reply }: { reply: FormReply }) {
      return <DocumentFields definition={testDocument} form={useDocumentForm(reply, { saved: testValue() })} />;
    }
    const posted = (intent: string) => {
      const formData = new FormData();
      for (const [name, value] of formEntries({ ...testValue(), points: ["One", "Two", "Three"] }))
        formData.append(name, value);
      formData.append("__intent__", intent);
      const answer = answerDocumentForm(formData, testDocument);
      if (answer.kind !== "changed") throw new Error(answer.kind);
      document.body.innerHTML = renderToString(<Page reply={answer.reply} />);
    };

    posted(insertIntent("points"));
    expect(named("points[3]").value).toBe("");
    expect([...document.querySelectorAll("[autofocus]")]).toEqual([named("points[3]")]);
    expect(screen.getByRole("status").textContent).toBe("Point added: 4 of 4.");

    posted(reorderIntent("points", 0, 1));
    expect([named("points[0]").value, named("points[1]").value]).toEqual(["Two", "One"]);
    expect(document.querySelector("[autofocus]")?.textContent).toBe("Move down Point 2");
  });

  it("empties an optional picture with its button, the focus on its file input", async () => {
    renderEditor(testValue());
    await screen.findByLabelText("Title");
    fireEvent.click(screen.getByRole("button", { name: "Remove image (Photo)" }));
    await waitFor(() => expect(named("hero.photo.src").value).toBe(""));
    const photo = within(fieldset("Hero")).getByRole("group", { name: "Photo" });
    expect(within(photo).queryByRole("img")).toBeNull();
    expect(document.activeElement).toBe(within(photo).getByLabelText("Upload an image"));
    expect(screen.getByRole("status").textContent).toBe("Photo removed.");
  });
});

function expectDescribedBy(element: Element, text: string) {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ");
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(text);
}
