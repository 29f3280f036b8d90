/**
 * Job positions of spec §3: ids 2, 3, 5–14 and 16–36 (the gaps are retired ids, never reused).
 * Names are in the `people` namespace as `positions.<id>`.
 */
export const POSITION_IDS = [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36] as const;
export type PositionId = (typeof POSITION_IDS)[number];

export const isPositionId = (id: number): id is PositionId => (POSITION_IDS as readonly number[]).includes(id);
