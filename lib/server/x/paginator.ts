import "server-only";
import type { Page, Paginator, RateLimitState } from "./data-source";

/** A paginator over a page fetcher that takes the previous page's next token. */
export function paginate<T>(fetchPage: (token: string | undefined) => Promise<Page<T> & { rateLimit?: RateLimitState }>, limit = Infinity): Paginator<T> {
  let rateLimit: RateLimitState | undefined;
  async function* pages(): AsyncGenerator<Page<T>> {
    let token: string | undefined;
    let seen = 0;
    do {
      const page = await fetchPage(token);
      if (page.rateLimit) rateLimit = page.rateLimit;
      const room = limit - seen;
      const items = page.items.length > room ? page.items.slice(0, room) : page.items;
      seen += items.length;
      yield { ...page, items };
      token = page.nextToken;
    } while (token && seen < limit);
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page.items;
    },
    async all() {
      const out: T[] = [];
      for await (const page of pages()) out.push(...page.items);
      return out;
    },
    get rateLimit() {
      return rateLimit;
    },
  };
}

/** A paginator whose first page fails: input errors surface where the pages are read. */
export function failedPaginator<T>(error: Error): Paginator<T> {
  return paginate<T>(async () => {
    throw error;
  });
}
