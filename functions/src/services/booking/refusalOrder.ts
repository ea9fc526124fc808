/**
 * `work`'s answer; when it fails, `first`'s refusal if it has one, else work's own error. For a
 * check started early (a rate limit, the shop's billing) that runs alongside the work yet whose
 * refusal is answered before any refusal found after it started.
 */
export async function answeredAfter<T>(first: Promise<unknown>, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    await first;
    throw err;
  }
}
