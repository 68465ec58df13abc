/** The load bench's baseline: a bare page of the same build, served only with BENCH_BARE_PAGE=1 (404 otherwise). */
export const BENCH_BARE_PAGE_PATH = "/bench-bare";
