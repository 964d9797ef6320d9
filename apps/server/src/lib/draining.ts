/**
 * Whether this instance is on its way out: from the shutdown signal on, GET /api/ready answers 503
 * while the instance still serves, so the load balancer stops sending it traffic before it stops
 * listening (lib/graceful-shutdown.ts).
 */
export interface Draining {
  readonly active: boolean;
  begin(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  };
}
