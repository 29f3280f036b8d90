/**
 * The shop's clock: what "on the shelf now" means. Services read `shopClock.now()` once per
 * request; tests set it (vi.spyOn) instead of waiting for wall-clock time to pass.
 */
export const shopClock = {
  now: (): Date => new Date(),
};
