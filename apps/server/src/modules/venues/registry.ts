import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { VenueAdapter } from './adapter.ts';

/** A venue row as an adapter factory needs it. */
export interface VenueRow {
  platname: string;
  adapter: string;
}

export type AdapterFactory = (ctx: AppContext, venue: VenueRow) => VenueAdapter;

interface Registry {
  /** Factories by adapter kind (venues.adapter), registered by the modules that provide them. */
  kinds: Map<string, AdapterFactory>;
  /** Tests: replaces every kind (a demo venue with injected faults). */
  override: AdapterFactory | undefined;
  adapters: Map<string, VenueAdapter>;
}

const registry = defineAppState<Registry>('venues.adapters', () => ({
  kinds: new Map(),
  override: undefined,
  adapters: new Map(),
}));

/** Makes adapters of this kind (the demo venue module registers 'demo' while the app is built). */
export function registerAdapterKind(ctx: AppContext, kind: string, factory: AdapterFactory): void {
  registry(ctx).kinds.set(kind, factory);
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
