-- Reference data every installation needs: the food-truck permit categories and the US states.
INSERT INTO "permit_categories" ("name", "description") VALUES
  ('Health', 'Health department permits: mobile food unit permits, plan reviews and inspections.'),
  ('Business License', 'City or county business licences and tax registrations to operate.'),
  ('Fire Safety', 'Fire marshal inspections, propane and cooking-equipment permits, extinguisher tags.'),
  ('Alcohol', 'Beer, wine and liquor licences and event alcohol permits.'),
  ('Vehicle', 'Vehicle registration, commercial plates and safety inspections.'),
  ('Food Handler', 'Food handler cards and certified food protection manager certificates.'),
  ('Tax', 'Sales tax permits, seller''s permits and resale certificates.'),
  ('Vending/Parking', 'Street vending, parking, commissary and special event permits.'),
  ('Insurance', 'General liability, commercial auto and workers'' compensation certificates.'),
  ('Other', 'Any other permit, licence or certificate.')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "states" ("code", "name") VALUES
  ('AL', 'Alabama'), ('AK', 'Alaska'), ('AZ', 'Arizona'), ('AR', 'Arkansas'), ('CA', 'California'),
  ('CO', 'Colorado'), ('CT', 'Connecticut'), ('DE', 'Delaware'), ('DC', 'District of Columbia'),
  ('FL', 'Florida'), ('GA', 'Georgia'), ('HI', 'Hawaii'), ('ID', 'Idaho'), ('IL', 'Illinois'),
  ('IN', 'Indiana'), ('IA', 'Iowa'), ('KS', 'Kansas'), ('KY', 'Kentucky'), ('LA', 'Louisiana'),
  ('ME', 'Maine'), ('MD', 'Maryland'), ('MA', 'Massachusetts'), ('MI', 'Michigan'), ('MN', 'Minnesota'),
  ('MS', 'Mississippi'), ('MO', 'Missouri'), ('MT', 'Montana'), ('NE', 'Nebraska'), ('NV', 'Nevada'),
  ('NH', 'New Hampshire'), ('NJ', 'New Jersey'), ('NM', 'New Mexico'), ('NY', 'New York'),
  ('NC', 'North Carolina'), ('ND', 'North Dakota'), ('OH', 'Ohio'), ('OK', 'Oklahoma'), ('OR', 'Oregon'),
  ('PA', 'Pennsylvania'), ('RI', 'Rhode Island'), ('SC', 'South Carolina'), ('SD', 'South Dakota'),
  ('TN', 'Tennessee'), ('TX', 'Texas'), ('UT', 'Utah'), ('VT', 'Vermont'), ('VA', 'Virginia'),
  ('WA', 'Washington'), ('WV', 'West Virginia'), ('WI', 'Wisconsin'), ('WY', 'Wyoming')
ON CONFLICT ("code") DO NOTHING;
