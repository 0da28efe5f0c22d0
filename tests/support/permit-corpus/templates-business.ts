import { centred, columns, dollars, ENGLISH_DATES, line, permitYear, title, writeDate } from './layout';
import type { Template } from './templates';

/** Business licences and tax certificates of cities and states. */

const BUSINESSES = ['Taco Loco LLC', 'Green Bowl Kitchen', 'Sweet Wheels Desserts Inc.', 'Rolling Smoke BBQ'];

/** The year's first and last days. */
const calendarYear = (year: string) => ({ issued: `${year}-01-01`, expires: `${year}-12-31` });

export const BUSINESS_TEMPLATES: Template[] = [
  {
    id: 'city-business-tax-certificate',
    build: (r) => {
      const { issued, expires } = calendarYear(String(r.int(2025, 2027)));
      const [number, fee, style] = [
        `B${issued.slice(0, 4)}${r.digits(6)}`,
        r.pick([34, 125]),
        r.pick(ENGLISH_DATES),
      ];
      return {
        state: 'CA',
        language: 'en',
        rows: [
          centred('CITY OF SAN DIEGO', 14),
          centred('OFFICE OF THE CITY TREASURER'),
          16,
          title('BUSINESS TAX CERTIFICATE'),
          16,
          line(`Certificate Number: ${number}`),
          line(`Business Name: ${r.pick(BUSINESSES)}`),
          line(`Business Location: ${r.int(100, 9999)} Market St, San Diego, CA 921${r.digits(2)}`),
          line(`Ownership Type: LLC        Employees: ${r.int(1, 9)}`),
          columns([
            [0.1, `Effective Date: ${writeDate(issued, style)}`],
            [0.55, `Expiration Date: ${writeDate(expires, style)}`],
          ]),
          line(`Amount Paid: ${dollars(fee)}`),
          20,
          centred('This certificate must be posted in a conspicuous place at the business location.', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Business License',
          entryId: 'ca-san-diego-business-tax-certificate',
        },
      };
    },
  },
  {
    id: 'city-business-tax-receipt',
    build: (r) => {
      const year = r.int(2025, 2027);
      const [issued, expires] = [`${year}-10-01`, `${year + 1}-09-30`];
      const [number, fee] = [`${year}-${r.digits(7)}`, r.pick([85, 117.25])];
      return {
        state: 'FL',
        language: 'en',
        rows: [
          centred('CITY OF MIAMI', 15),
          title('BUSINESS TAX RECEIPT', 17),
          centred(`FISCAL YEAR ${year}-${year + 1}`, 10),
          16,
          line(`Receipt No. ${number}`),
          line(`Business Name: ${r.pick(BUSINESSES)}`),
          line(`Location: ${r.int(100, 9999)} NW 7th Ave, Miami, FL 331${r.digits(2)}`),
          line('Classification: MOBILE FOOD VENDOR'),
          line(`Valid ${writeDate(issued, 'long')} through ${writeDate(expires, 'long')}`),
          line(`Amount Paid: ${dollars(fee)}`),
          20,
          centred('THIS IS NOT A BILL. This receipt must be posted conspicuously.', 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee,
          category: 'Business License',
          entryId: 'fl-miami-business-tax-receipt',
        },
      };
    },
  },
  {
    id: 'state-sales-tax-permit-no-expiry',
    build: (r) => {
      const { issued } = permitYear(r);
      const number = `3${r.digits(10)}`;
      return {
        state: 'TX',
        language: 'en',
        rows: [
          centred('TEXAS COMPTROLLER OF PUBLIC ACCOUNTS', 13),
          16,
          title('TEXAS SALES AND USE TAX PERMIT'),
          16,
          line(`Taxpayer number: ${number}`),
          line(`Outlet number: 0000${r.int(1, 9)}`),
          line(`${r.pick(BUSINESSES)}, ${r.int(100, 9999)} S Congress Ave, Austin, TX 787${r.digits(2)}`),
          line(`Effective date: ${writeDate(issued, r.pick(['us', 'long'] as const))}`),
          20,
          line('This permit is not transferable. It must be displayed in a conspicuous place.', 0.1, 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: null,
          fee: null,
          category: 'Tax',
          entryId: 'tx-sales-and-use-tax-permit',
        },
      };
    },
  },
  {
    id: 'state-resale-certificate',
    build: (r) => {
      const { issued, expires } = calendarYear(String(r.int(2025, 2027)));
      const number = `78-${r.digits(10)}-${r.digits(1)}`;
      return {
        state: 'FL',
        language: 'en',
        rows: [
          centred('FLORIDA DEPARTMENT OF REVENUE', 13),
          title(`${issued.slice(0, 4)} Florida Annual Resale Certificate for Sales Tax`, 14),
          centred(`THIS CERTIFICATE EXPIRES ON ${writeDate(expires, 'long').toUpperCase()}`, 10),
          16,
          line(`Certificate Number: ${number}`),
          line(`Effective Date: ${writeDate(issued, 'us')}`),
          line(`${r.pick(BUSINESSES)}`),
          line(`${r.int(100, 9999)} Orange Ave, Orlando, FL 328${r.digits(2)}`),
          20,
          line('This certifies that all tangible personal property purchased for resale is exempt.', 0.1, 9),
        ],
        truth: {
          number,
          issueDate: issued,
          expiryDate: expires,
          fee: null,
          category: 'Tax',
          entryId: 'fl-sales-tax-registration',
        },
      };
    },
  },
];
