import { describe, expect, it } from "vitest";

import { CV_MAX_BYTES, CV_TYPE_MESSAGE, cvClientProblem, cvSizeError, formatFileSize } from "./cv-file";

describe("cvSizeError", () => {
  it("takes anything from one byte to exactly 5 MB", () => {
    expect(CV_MAX_BYTES).toBe(5_242_880);
    expect(cvSizeError(1)).toBeNull();
    expect(cvSizeError(5_242_880)).toBeNull();
  });

  it("refuses an empty file and 5 MB + 1 byte", () => {
    expect(cvSizeError(0)).toBe("Your CV file is empty");
    expect(cvSizeError(5_242_881)).toBe("Your CV must be 5 MB or smaller");
  });
});

describe("cvClientProblem", () => {
  it("warns in the browser about a name that is no CV or a file too large", () => {
    expect(cvClientProblem({ name: "Resume.PDF", size: 1000 })).toBeNull();
    expect(cvClientProblem({ name: "cv.docx", size: CV_MAX_BYTES })).toBeNull();
    expect(cvClientProblem({ name: "setup.exe", size: 1000 })).toBe(CV_TYPE_MESSAGE);
    expect(cvClientProblem({ name: "cv", size: 1000 })).toBe(CV_TYPE_MESSAGE);
    expect(cvClientProblem({ name: "cv.pdf", size: CV_MAX_BYTES + 1 })).toBe("Your CV must be 5 MB or smaller");
  });
});

describe("formatFileSize", () => {
  it("reads as people say sizes", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(610)).toBe("610 bytes");
    expect(formatFileSize(831_488)).toBe("812 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(4.8 * 1024 * 1024)).toBe("4.8 MB");
  });
});
