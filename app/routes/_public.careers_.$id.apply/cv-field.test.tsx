import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CvField } from "./cv-field";

const REMINDER = "Please choose your file again";
const render = (props: { error?: string | null; reselect?: boolean }) =>
  renderToString(<CvField onProblem={() => {}} {...props} />);

describe("the CV field after the form came back", () => {
  it("asks for the file again when the form came back for another field", () => {
    expect(render({ reselect: true })).toContain(REMINDER);
  });

  it("does not, when the CV itself has the message (no file was chosen, or it was refused)", () => {
    const html = render({ reselect: true, error: "Please upload your CV" });
    expect(html).not.toContain(REMINDER);
    expect(html).toContain("Please upload your CV");
  });

  it("does not, on a form that has not been sent", () => {
    expect(render({})).not.toContain(REMINDER);
  });
});
