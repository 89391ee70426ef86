import type { MigrationPart } from './db/migration-part.ts';
import { walletVenuesOperators as idempotentAnswers } from './http/migrations/0002_wallet_venues_operators.ts';

/** The tables the platform itself owns (no module queries them). */
export const PLATFORM_TABLES = ['idempotent_answers'] as const;

/** The platform's own migration parts (idempotent answers; jobs and realtime add theirs). */
export const PLATFORM_MIGRATIONS: readonly MigrationPart[] = [idempotentAnswers];
