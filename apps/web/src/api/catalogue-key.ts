/** The public catalogue's queries (same answers for visitors and players) start with this. */
export const catalogueKey = ['catalogue'] as const;
