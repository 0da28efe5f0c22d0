import type { Vehicle, VehicleKind } from '@shared/contracts/vehicles';

/** The vehicle form as typed: every field a string, '' for one left empty. */
export type VehicleFormValues = {
  name: string;
  kind: VehicleKind;
  plate: string;
  vin: string;
  commissary: string;
  notes: string;
};

export const VEHICLE_FORM_FIELDS = ['name', 'kind', 'plate', 'vin', 'commissary', 'notes'] as const;

/** The form's values for a vehicle being edited, or an empty form for a new one (a truck, the most common). */
export const vehicleFormValues = (vehicle: Vehicle | null): VehicleFormValues => ({
  name: vehicle?.name ?? '',
  kind: vehicle?.kind ?? 'truck',
  plate: vehicle?.plate ?? '',
  vin: vehicle?.vin ?? '',
  commissary: vehicle?.commissary ?? '',
  notes: vehicle?.notes ?? '',
});

/** Whether a refusal's `field` is one the form shows, so that the refusal goes under it. */
export const isVehicleFormField = (field: string | undefined): field is keyof VehicleFormValues =>
  (VEHICLE_FORM_FIELDS as readonly (string | undefined)[]).includes(field);
