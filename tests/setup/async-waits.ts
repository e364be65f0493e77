// Testing Library looks for what a test waits on (findBy…, waitFor) for 1 second by default: a speed
// check in disguise. With the browser tests beside them on two slow cores, a toast that shows at once on
// a quiet machine took longer (app/components/toaster.test.tsx failed a clean-clone run). Like the tests'
// own timeout (vitest.config.ts), this is a guard against waiting for ever, not a measure of speed.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 30_000 });
