/** Start times of the API calls now in flight, for the top progress bar. */
type Listener = () => void;

const calls = new Map<number, number>();
const listeners = new Set<Listener>();
let nextId = 0;

function emit() {
  for (const l of listeners) l();
}

export const inFlight = {
  start(now = Date.now()): number {
    const id = ++nextId;
    calls.set(id, now);
    emit();
    return id;
  },
  end(id: number) {
    if (calls.delete(id)) emit();
  },
  ages(now = Date.now()): number[] {
    return [...calls.values()].map((started) => now - started);
  },
  count: () => calls.size,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
