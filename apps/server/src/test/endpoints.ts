import type { Endpoint, EndpointMap } from '@app/contract/endpoint';
import {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from '@app/contract/endpoints';

/** Every map of the contract, by its area. */
export const ENDPOINT_MAPS: Record<string, EndpointMap> = {
  player: endpoints,
  admin: adminEndpoints,
  demoVenue: demoVenueEndpoints,
  system: systemEndpoints,
};

/** Every call of every map, named `<area>.<name>`. */
export const ALL_ENDPOINTS: { id: string; endpoint: Endpoint }[] = Object.entries(
  ENDPOINT_MAPS,
).flatMap(([area, map]) =>
  Object.entries(map).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
);
