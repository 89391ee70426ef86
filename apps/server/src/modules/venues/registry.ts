import type { Store } from '../../platform/db/database.ts';
import type { VenueAdapter } from './adapter.ts';
import { createDemoVenue } from '../demo-venue/adapter.ts';

/** A venue row as the adapter factory needs it. */
export interface VenueRow {
  platname: string;
  adapter: string;
}

export type AdapterFactory = (store: Store, venue: VenueRow) => VenueAdapter;

/** The adapter of each kind (venues.adapter); the demo venue reads its faults from the env. */
const defaultFactory: AdapterFactory = (store, venue) => {
  switch (venue.adapter) {
    case 'demo':
      return createDemoVenue(store, venue.platname);
    default:
      throw new Error(`no venue adapter "${venue.adapter}" for ${venue.platname}`);
  }
};

interface Registry {
  factory: AdapterFactory;
  adapters: Map<string, VenueAdapter>;
}

const registries = new WeakMap<Store, Registry>();

function registryOf(store: Store): Registry {
  let registry = registries.get(store);
  if (!registry) {
    registry = { factory: defaultFactory, adapters: new Map() };
    registries.set(store, registry);
  }
  return registry;
}

/** The adapter of a venue on this store (one per venue, made on first use). */
export function adapterFor(store: Store, venue: VenueRow): VenueAdapter {
  const registry = registryOf(store);
  const key = `${venue.adapter}:${venue.platname}`;
  let adapter = registry.adapters.get(key);
  if (!adapter) {
    adapter = registry.factory(store, venue);
    registry.adapters.set(key, adapter);
  }
  return adapter;
}

/**
 * Replaces how adapters are made on this store (tests: a demo venue with injected faults);
 * without a factory, back to the default. Adapters made before are dropped.
 */
export function setVenueAdapterFactory(store: Store, factory?: AdapterFactory): void {
  const registry = registryOf(store);
  registry.factory = factory ?? defaultFactory;
  registry.adapters.clear();
}
