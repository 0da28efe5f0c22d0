import { centred, dollars, line, permitYear, title, writeDate } from './layout';
import type { Template } from './templates';

/**
 * Permits in Spanish. The catalog holds no Spanish names for these, so no name is expected of them: a name
 * read would be one the document does not state in words the catalog knows.
 */

const TITULARES = ['La Cocina Rodante LLC', 'Tacos El Güero', 'Antojitos Doña Mary'];

export const SPANISH_TEMPLATES: Template[] = [
  {
    id: 'spanish-county-health-permit',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const [number, fee] = [`PR-${r.digits(6)}`, r.pick([325, 498])];
      return {
        state: 'CA',
        language: 'es',
        rows: [
          centred('CONDADO DE LOS ÁNGELES', 13),
          centred('DEPARTAMENTO DE SALUD PÚBLICA - SALUD AMBIENTAL', 10),
          16,
          title('PERMISO SANITARIO'),
          centred('Instalación móvil de alimentos'),
          16,
          line(`Número de permiso: ${number}`),
          line(`Titular: ${r.pick(TITULARES)}`),
          line(`Fecha de emisión: ${writeDate(issued, 'es')}`),
          line(`Fecha de vencimiento: ${writeDate(expires, 'es')}`),
          line(`Cuota pagada: ${dollars(fee)}`),
          20,
          centred('Este permiso no es transferible. Colóquelo a la vista del público.', 9),
        ],
        truth: { number, issueDate: issued, expiryDate: expires, fee, category: null, entryId: null },
      };
    },
  },
  {
    id: 'spanish-vending-permit-period',
    build: (r) => {
      const { issued, expires } = permitYear(r);
      const [number, fee] = [`${r.digits(4)}-${r.digits(4)}`, r.pick([150, 210])];
      return {
        state: 'TX',
        language: 'es',
        rows: [
          centred('CIUDAD DE EL PASO', 14),
          centred('Departamento de Salud Pública - Salud Ambiental'),
          16,
          title('PERMISO DE VENTA AMBULANTE DE ALIMENTOS', 14),
          16,
          line(`No. de permiso: ${number}`),
          line(`Vendedor: ${r.pick(TITULARES)}`),
          line(`Vigencia: ${writeDate(issued, 'es')} al ${writeDate(expires, 'es')}`),
          line(`Costo: ${dollars(fee)}`),
          20,
          centred('Debe exhibir este permiso en la unidad en todo momento.', 9),
        ],
        truth: { number, issueDate: issued, expiryDate: expires, fee, category: null, entryId: null },
      };
    },
  },
];
