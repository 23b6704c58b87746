/** Retries `check` until it stops throwing (background jobs finishing), or fails with its last error. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
