import { z } from 'zod';
import { idSchema } from './ids';
import { multiLineTextSchema, singleLineTextSchema } from './text';

/*
 * A business's vehicles: each truck, trailer, cart or stand is licensed on its own, so each carries its own
 * permits (docs/product/fleet.md).
 */

export const VEHICLE_KINDS = ['truck', 'trailer', 'cart', 'stand'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** Marked for translation (docs/decisions/0026): shown as `i18n._(VEHICLE_KIND_LABELS[kind])`. */
export const VEHICLE_KIND_LABELS: Record<VehicleKind, string> = {
  truck: /*i18n*/ 'Truck',
  trailer: /*i18n*/ 'Trailer',
  cart: /*i18n*/ 'Cart',
  stand: /*i18n*/ 'Stand',
};

export const MAX_VEHICLE_NAME_LENGTH = 80;

/**
 * A vehicle identification number: 17 characters of digits and capital letters without I, O and Q, which
 * ISO 3779 leaves out so that they are never read as 1 and 0 (docs/product/fleet.md#fields). The database
 * holds the same rule (vehicles_vin_check).
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const optionalLine = (label: string, max: number) =>
  singleLineTextSchema(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A vehicle as the API takes it (add and edit). Letters of a plate or a VIN are kept in capitals. */
export const vehicleInputSchema = z.strictObject({
  name: singleLineTextSchema(/*i18n*/ 'Vehicle name', MAX_VEHICLE_NAME_LENGTH).min(
    1,
    /*i18n*/ 'Vehicle name is required',
  ),
  kind: z.enum(VEHICLE_KINDS, /*i18n*/ 'Choose the type: Truck, Trailer, Cart or Stand'),
  plate: optionalLine(/*i18n*/ 'Plate', 20).transform((value) => value?.toUpperCase() ?? value),
  vin: singleLineTextSchema(/*i18n*/ 'VIN', 40)
    .transform((value) => value.replaceAll(' ', '').toUpperCase())
    .refine(
      (value) => value === '' || VIN_PATTERN.test(value),
      /*i18n*/ 'A VIN is 17 letters and digits, without I, O or Q',
    )
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  commissary: optionalLine(/*i18n*/ 'Commissary', 200),
  notes: multiLineTextSchema(/*i18n*/ 'Notes', 2000)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  plate: z.string().nullable(),
  vin: z.string().nullable(),
  commissary: z.string().nullable(),
  notes: z.string().nullable(),
  /** When it was sold or retired; its permits stay, read-only, in the history and the reports. */
  archivedAt: z.string().nullable(),
  /** How many permits it carries. */
  permitCount: z.number().int(),
  /** Whether the signed-in member works on it: crew start on theirs (docs/product/fleet.md#teams). */
  mine: z.boolean(),
  /** The members who work on it, by member id. */
  memberIds: z.array(z.string()),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListSchema = z.object({ vehicles: z.array(vehicleSchema) });

export const vehicleIdParamsSchema = z.object({ id: idSchema(/*i18n*/ 'No such vehicle', 'uuid') });

export const vehicleArchiveSchema = z.strictObject({ archived: z.boolean() });

/** The vehicles a member works on (docs/product/fleet.md#teams): all of them replaced at once. */
export const memberVehiclesInputSchema = z.strictObject({
  vehicleIds: z.array(idSchema(/*i18n*/ 'No such vehicle', 'uuid')).max(500),
});
export const memberIdParamsSchema = z.object({ memberId: idSchema(/*i18n*/ 'No such member') });

/** What a permit says of its vehicle: null for a permit of the whole business. */
export const permitVehicleSchema = z.object({ id: z.string(), name: z.string(), archived: z.boolean() });
export type PermitVehicle = z.infer<typeof permitVehicleSchema>;

/**
 * A filter of the permit list (docs/product/fleet.md#the-dashboard): a vehicle's id (its permits and the whole
 * business's), or 'business' (the whole business's only). Without it, every permit.
 */
export const vehicleFilterSchema = z.union([
  z.literal('business'),
  idSchema(/*i18n*/ 'No such vehicle', 'uuid'),
]);
export type VehicleFilter = z.infer<typeof vehicleFilterSchema>;
