// A counting semaphore: at most `limit` holders at once, the rest wait in arrival order. Used
// where work is memory-heavy and running more of it at once buys no throughput on two cores,
// only memory: decoding images (libvips) and checking passwords (scrypt takes 128 MiB each).
export class Semaphore {
  readonly #limit: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    this.#limit = limit;
  }

  /** Runs `work` once a slot is free, and frees the slot when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#active < this.#limit) {
      this.#active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    // The slot passes straight to the next waiter, so the count never dips and re-rises.
    if (next) next();
    else this.#active -= 1;
  }
}
