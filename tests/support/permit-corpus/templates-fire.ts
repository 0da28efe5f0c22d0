import { centred, dollars, ENGLISH_DATES, line, permitYear, title, writeDate } from './layout';
import type { Template } from './templates';

/** Fire and propane permits and inspections. */

const UNITS = ['Taco Loco LLC', 'Rolling Smoke BBQ', 'Pho Real Truck'];

export const FIRE_TEMPLATES: Template[] = [
  {
    id: 'fire-propane-permit',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const [number, fee] = [`LPG-${issued.slice(2, 4)}-${r.digits(6)}`, r.pick([110, 135])];
      return {
        state: 'TX',
        language: 'en',
        rows: [
          centred('HOUSTON FIRE DEPARTMENT', 14),
          centred('Life Safety Bureau - LP Gas Permit Office'),
          16,
          title('LP GAS PERMIT FOR MOBILE FOOD UNITS', 15),
          16,
          line(`Permit Number: ${number}`),
          line(`Business: ${r.pick(UNITS)}`),
          line(`Valid From: ${writeDate(issued, 'us')}   To: ${writeDate(expires, 'us')}`),
          line(`Containers: ${r.int(1, 3)} x ${r.pick([20, 40])} lb cylinders`),
          line(`Permit Fee: ${dollars(fee)}`),
          line(`Inspector: R. Alvarez, Badge #${r.digits(4)}`),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Fire Safety',
          entryId: 'tx-houston-lp-gas-permit',
        },
      };
    },
  },
  {
    id: 'fire-operational-permit',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const [number, fee, style] = [
        `FP${issued.slice(0, 4)}-${r.digits(5)}`,
        r.pick([215, 300]),
        r.pick(ENGLISH_DATES),
      ];
      return {
        state: 'AZ',
        language: 'en',
        rows: [
          centred('PHOENIX FIRE DEPARTMENT', 14),
          centred('Fire Prevention Section'),
          16,
          title('FIRE CODE OPERATING PERMIT'),
          16,
          line(`Permit #: ${number}`),
          line('Operation: LP-gas, mobile food preparation vehicle'),
          line(`Permittee: ${r.pick(UNITS)}`),
          line(`Issued: ${writeDate(issued, style)}`),
          line(`Expires: ${writeDate(expires, style)}`),
          line(`Fee: ${dollars(fee)}`),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Fire Safety',
          entryId: 'az-phoenix-fire-operational-permit',
        },
      };
    },
  },
  {
    id: 'fire-inspection-no-number',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      return {
        state: 'CA',
        language: 'en',
        rows: [
          centred('SAN FRANCISCO FIRE DEPARTMENT', 14),
          centred('Bureau of Fire Prevention'),
          16,
          title('FIRE INSPECTION - APPROVED'),
          centred('Mobile food facility'),
          16,
          line(`Date Issued: ${writeDate(issued, 'us')}`),
          line(`Valid Until: ${writeDate(expires, 'us')}`),
          line(`Inspector: J. Ortiz   Badge #${r.digits(3)}`),
          line(`Propane: ${r.int(1, 2)} cylinders, 40 lb, secured`),
        ],
        truth: {
          number: null,
          issueDate: issued,
          expiryDate: expires,
          fee: null,
          category: 'Fire Safety',
          entryId: null,
        },
      };
    },
  },
];
