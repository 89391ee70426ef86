import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { VenueAdapter } from './adapter.ts';

/** A venue row as an adapter factory needs it. */
export interface VenueRow {
  platname: string;
  adapter: string;
}

export type AdapterFactory = (ctx: AppContext, venue: VenueRow) => VenueAdapter;

/** How a kind of venue keeps the player's money. */
export interface AdapterKindOptions {
  /**
   * Seamless wallet (docs/providers.md): the player's money stays in the platform wallet and the
   * venue debits and credits it itself. No transfer goes in or out, the venue shows no balance of
   * its own (balancelist, gameblance), and a launch moves nothing into it.
   */
  seamless?: boolean;
}

interface Registry {
  /** Factories by adapter kind (venues.adapter), registered by the modules that provide them. */
  kinds: Map<string, AdapterFactory>;
  /** The kinds registered as seamless. */
  seamless: Set<string>;
  /** Tests: replaces every kind (a demo venue with injected faults). */
  override: AdapterFactory | undefined;
  adapters: Map<string, VenueAdapter>;
}

const registry = defineAppState<Registry>('venues.adapters', () => ({
  kinds: new Map(),
  seamless: new Set(),
  override: undefined,
  adapters: new Map(),
}));

/** Makes adapters of this kind (the demo venue module registers 'demo' while the app is built). */
export function registerAdapterKind(
  ctx: AppContext,
  kind: string,
  factory: AdapterFactory,
  options: AdapterKindOptions = {},
): void {
  const state = registry(ctx);
  state.kinds.set(kind, factory);
  if (options.seamless) state.seamless.add(kind);
}

/** Whether venues of this adapter kind are seamless-wallet venues (no transfers). */
export function isSeamlessKind(ctx: AppContext, kind: string): boolean {
  return registry(ctx).seamless.has(kind);
}

/**
 * Drops the adapter made for a venue (its configuration changed: the provider's address or
 * credentials); the next call makes a new one.
 */
export function forgetVenueAdapter(ctx: AppContext, platname: string): void {
  const { adapters } = registry(ctx);
  for (const key of [...adapters.keys()]) {
    if (key.endsWith(`:${platname}`)) adapters.delete(key);
  }
}

/** The adapter of a venue in this app (one per venue, made on first use). */
export function adapterFor(ctx: AppContext, venue: VenueRow): VenueAdapter {
  const state = registry(ctx);
  const key = `${venue.adapter}:${venue.platname}`;
  let adapter = state.adapters.get(key);
  if (!adapter) {
    const factory = state.override ?? state.kinds.get(venue.adapter);
    if (!factory) throw new Error(`no venue adapter "${venue.adapter}" for ${venue.platname}`);
    adapter = factory(ctx, venue);
    state.adapters.set(key, adapter);
  }
  return adapter;
}

/**
 * Replaces how adapters are made in this app (tests: a demo venue with injected faults); without
 * a factory, back to the registered kinds. Adapters made before are dropped.
 */
export function setVenueAdapterFactory(ctx: AppContext, factory?: AdapterFactory): void {
  const state = registry(ctx);
  state.override = factory;
  state.adapters.clear();
}
