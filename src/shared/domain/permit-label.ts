/**
 * A permit as reminders and calendars name it: a vehicle's permit with its vehicle, 'Health Permit — Truck
 * 2', and a permit of the whole business by its own name (docs/product/fleet.md#reminders-and-calendars).
 * Names are what people typed: never translated.
 */
export const permitLabel = (permitName: string, vehicleName: string | null | undefined): string =>
  vehicleName ? `${permitName} — ${vehicleName}` : permitName;
