import { centred, columns, dollars, ENGLISH_DATES, line, permitYear, title, writeDate } from './layout';
import type { Template } from './templates';

/** Health permits, licences and cards of counties, cities and states. */

const OWNERS = [
  'Taco Loco LLC',
  'Green Bowl Kitchen',
  'Sweet Wheels Desserts Inc.',
  'Rolling Smoke BBQ',
  'Pho Real Truck',
];
const STREETS = ['1234 Main St', '880 E 4th Ave', '215 Alameda Blvd, Unit B', '47 Harbor Way'];

export const HEALTH_TEMPLATES: Template[] = [
  {
    id: 'county-health-permit',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const [number, fee, style] = [
        `PR${r.digits(7)}`,
        r.pick([347, 498, 1247, 1262]),
        r.pick(ENGLISH_DATES),
      ];
      return {
        state: 'CA',
        language: 'en',
        rows: [
          centred('COUNTY OF LOS ANGELES', 13),
          centred('DEPARTMENT OF PUBLIC HEALTH - ENVIRONMENTAL HEALTH', 10),
          centred('5050 Commerce Drive, Baldwin Park, CA 91706   (626) 430-5100', 9),
          16,
          title('PUBLIC HEALTH PERMIT'),
          centred('Mobile Food Facility'),
          16,
          line(`Permit No.: ${number}`),
          line(`Owner: ${r.pick(OWNERS)}`),
          line(`Facility Address: ${r.pick(STREETS)}, Los Angeles, CA 900${r.digits(2)}`),
          columns([
            [0.1, `Issue Date: ${writeDate(issued, style)}`],
            [0.55, `Expiration Date: ${writeDate(expires, style)}`],
          ]),
          line(`Amount Paid: ${dollars(fee)}`),
          20,
          centred('THIS PERMIT IS NOT TRANSFERABLE. POST IN PUBLIC VIEW.', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Health',
          entryId: 'ca-los-angeles-county-mobile-food-facility-permit',
        },
      };
    },
  },
  {
    id: 'city-health-permit',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const number = `MFV-${issued.slice(0, 4)}-${r.digits(4)}`;
      const [fee, style] = [r.pick([575, 745, 812]), r.pick(['long', 'us', 'abbreviated'] as const)];
      return {
        state: 'TX',
        language: 'en',
        rows: [
          centred('AUSTIN PUBLIC HEALTH', 14),
          centred('Environmental Health Services Division'),
          16,
          title('MOBILE FOOD VENDOR PERMIT', 18),
          16,
          columns(
            [
              [0.08, `License # ${number}`],
              [0.4, `Issued: ${writeDate(issued, style)}`],
              [0.68, `Expires: ${writeDate(expires, style)}`],
            ],
            10,
          ),
          line(`Vendor: ${r.pick(OWNERS)}`, 0.08),
          line(
            `Unit: ${r.pick(['Restricted', 'Unrestricted'])} mobile food unit, plate ${r.digits(3)}-${r.digits(4)}`,
            0.08,
          ),
          line(`Permit Fee: ${dollars(fee)}`, 0.08),
          20,
          centred('Display this permit on the unit at all times. Call 3-1-1 with questions.', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Health',
          entryId: 'tx-austin-mobile-food-unit-local-permit',
        },
      };
    },
  },
  {
    id: 'state-licence-two-expiry-dates',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const grace = new Date(`${expires}T00:00:00Z`);
      grace.setUTCDate(grace.getUTCDate() + 30);
      const later = grace.toISOString().slice(0, 10);
      const [number, fee] = [`${issued.slice(0, 4)}-MFV-${r.digits(5)}`, r.pick([258, 310])];
      return {
        state: 'TX',
        language: 'en',
        rows: [
          centred('TEXAS DEPARTMENT OF STATE HEALTH SERVICES', 13),
          centred('Consumer Protection Division - Food and Drug Licensing'),
          16,
          title('MOBILE FOOD VENDOR LICENSE'),
          16,
          line(`License Number: ${number}`),
          line(`Licensee: ${r.pick(OWNERS)}`),
          line(`Date Issued: ${writeDate(issued, 'us')}`),
          line(`License Period: ${writeDate(issued, 'us')} - ${writeDate(expires, 'us')}`),
          line(`Expiration Date: ${writeDate(later, 'us')}`),
          line(`Fee Paid: ${dollars(fee)}`),
          20,
          centred('A license expires 30 days after its period ends unless renewed.', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: later,
          fee,
          category: 'Health',
          entryId: 'tx-dshs-mobile-food-vendor-license',
        },
      };
    },
  },
  {
    id: 'food-handler-card-table',
    build: (r) => {
      const { issued, expires } = permitYear(r, 3);
      const number = `FH${r.digits(8)}`;
      return {
        state: 'CA',
        language: 'en',
        rows: [
          title('CALIFORNIA FOOD HANDLER CARD', 18),
          16,
          centred('This certifies that'),
          centred(r.pick(['JUAN PEREZ', 'MAI NGUYEN', 'ALEX JOHNSON']), 15),
          centred('has completed an ANSI-accredited food handler training course and assessment.', 10),
          20,
          columns(
            [
              [0.1, 'Certificate No.'],
              [0.4, 'Date Issued'],
              [0.68, 'Expiration Date'],
            ],
            11,
            true,
          ),
          columns([
            [0.1, number],
            [0.4, writeDate(issued, 'us')],
            [0.68, writeDate(expires, 'us')],
          ]),
          20,
          centred('Provider: Golden State Food Safety Training, (800) 555-0199', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee: null,
          category: 'Food Handler',
          entryId: 'ca-food-handler-card',
        },
      };
    },
  },
  {
    id: 'commissary-letter-no-number',
    build: (r) => {
      const dated = permitYear(r).issued;
      return {
        state: 'AZ',
        language: 'en',
        rows: [
          line('Desert Kitchen Commissary LLC', 0.1, 14),
          line('1450 W Buckeye Rd, Phoenix, AZ 85007  ·  (602) 555-0148', 0.1, 9),
          20,
          line(writeDate(dated, 'long')),
          12,
          line('Maricopa County Environmental Services Department'),
          line('301 W Jefferson St, Phoenix, AZ 85003'),
          12,
          line(`Re: Commissary Agreement for ${r.pick(OWNERS)}`),
          12,
          line('To whom it may concern,'),
          line('This letter confirms that the mobile food unit named above uses our commissary as its'),
          line('servicing area. The unit returns daily for cleaning, potable water and waste disposal,'),
          line('and stores its food and supplies here. This agreement remains in effect until either'),
          line('party cancels it in writing.'),
          16,
          line('Sincerely,'),
          line('Maria Delgado, Manager'),
        ],
        truth: {
          number: null,
          issueDate: null,
          expiryDate: null,
          fee: null,
          category: 'Health',
          entryId: 'az-maricopa-commissary-agreement',
        },
      };
    },
  },
];
