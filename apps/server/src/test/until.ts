/**
 * Waits until `ok()` holds (a push arrived, a job ran), looking again after each short pause.
 * It sets no deadline of its own: on a loaded machine the wait may be long, and the test's own
 * timeout is the one bound, so no test fails only because the machine is slow.
 */
export async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ok())) await new Promise((resolve) => setTimeout(resolve, 20));
}
