/**
 * At most `max` of the given jobs run at once; the others wait their turn in order. `active` and
 * `waiting` say how many run and wait now.
 */
export type Limiter = (<T>(job: () => Promise<T>) => Promise<T>) & {
  active(): number;
  waiting(): number;
};

export function createLimiter(max: number): Limiter {
  let running = 0;
  const queue: (() => void)[] = [];
  const limit = async <T>(job: () => Promise<T>): Promise<T> => {
    // A finished job hands its slot straight to the next in line, so no newcomer slips in between.
    if (running < max) running++;
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await job();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
  return Object.assign(limit, { active: () => running, waiting: () => queue.length });
}
