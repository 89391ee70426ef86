/**
 * The tables the activities module owns: the types (tabs), the activities, and the players'
 * applications, one per (activity, player).
 */
export const ACTIVITIES_TABLES = ['activity_types', 'activities', 'activity_applications'] as const;
